import { LRUCache } from "lru-cache";
import type { CartState } from "~/lib/cart/rules";
import { oncePerProcess } from "~/.server/ops/once";

/** A cart changed some other way than through this process (an admin's psql) is seen after this at most. */
const LIFETIME_MS = 30_000;
const MAX_CARTS = 20_000;
/**
 * How often carts past their lifetime leave memory. lru-cache frees a stale entry only when it is read or
 * when MAX_CARTS is reached, so a busy minute's carts (one per shopper) stayed held long after anyone
 * could read them: about a sixth of the heap's growth in `npm run load`.
 */
const PURGE_EVERY_MS = 10_000;

export interface CartCache {
  get(id: string): CartState | undefined;
  /** The entry itself, never to be read from: the same object until the cart changes (or leaves memory). */
  held(id: string): object | undefined;
  /** Stores what a read found, unless a write began since `readBegan` (a count from `reading()`). */
  found(id: string, cart: CartState, readBegan: number): void;
  reading(): number;
  /** Around a write: reads that overlap it store nothing; the committed cart is stored after. */
  writing(id: string): void;
  written(id: string, cart: CartState | null): void;
}

/**
 * Carts as last read or written, by session id, for a database this process
 * alone writes: the embedded one (its DATA_DIR lock keeps every other server
 * out). Each page a shopper opens with a cart cookie reads the cart (the page
 * cache's key); on the embedded database that is a query in its single queue
 * on the main thread. Writes go through `update`, which stores what it
 * committed. Kept on globalThis: the cart action (Remix build) and the page
 * cache (server.ts) are bundled apart.
 */
const caches = oncePerProcess("cart-caches", () => new WeakMap<object, CartCache>());

export function cacheCartsOf(db: object): void {
  if (!caches.has(db)) caches.set(db, createCartCache());
}

export const cartCacheOf = (db: object): CartCache | undefined => caches.get(db);

function createCartCache(): CartCache {
  const carts = new LRUCache<string, CartState>({ max: MAX_CARTS, ttl: LIFETIME_MS });
  setInterval(() => carts.purgeStale(), PURGE_EVERY_MS).unref();
  let writes = 0;
  return {
    get: (id) => {
      const cart = carts.get(id);
      return cart && structuredClone(cart);
    },
    held: (id) => carts.get(id),
    found(id, cart, readBegan) {
      if (writes === readBegan) carts.set(id, structuredClone(cart));
    },
    reading: () => writes,
    writing(id) {
      writes += 1;
      carts.delete(id);
    },
    written(id, cart) {
      writes += 1;
      if (cart) carts.set(id, structuredClone(cart));
      else carts.delete(id);
    },
  };
}
