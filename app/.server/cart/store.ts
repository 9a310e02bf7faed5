import { sql, type Kysely } from "kysely";
import { z } from "zod";
import { cartCacheOf } from "./cached-carts";
import { emptyCart, MAX_CART_LINES, MAX_LINE_QUANTITY, type CartState } from "~/lib/cart/rules";

/**
 * Cart sessions in the cart_sessions table. Every change runs in a
 * transaction holding the row lock, so concurrent adds (two tabs) apply one
 * after the other and no line is lost. On the embedded database reads are
 * answered from memory where they can (cached-carts.ts).
 */
const TTL_DAYS = 30;

const money = z.object({ amount: z.string(), currencyCode: z.string() });

const storedCart = z.object({
  lines: z
    .array(
      z.object({
        merchandiseId: z.string().min(1),
        quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
        sellingPlanId: z.string().min(1).max(200).optional(),
      }),
    )
    .max(MAX_CART_LINES),
  cartId: z.string().optional(),
  checkoutUrl: z.string().url().optional(),
  discountCodes: z.array(z.string().min(1).max(64)).max(5).optional(),
  pricing: z
    .object({
      key: z.string(),
      codes: z.array(z.object({ code: z.string(), applicable: z.boolean() })),
      subtotal: money,
      discount: money,
      total: money,
    })
    .optional(),
});

const parse = (data: unknown): CartState => {
  const result = storedCart.safeParse(data);
  return result.success ? result.data : emptyCart();
};

export interface CartStore {
  read(id: string | null): Promise<CartState>;
  /** The cart as this process holds it in memory (the embedded database's carts), without a query; undefined when it does not. */
  cached(id: string): CartState | undefined;
  /** What `cached` reads, compared by identity only: another object (or none) means the cart changed since. */
  held(id: string): object | undefined;
  /** Applies `change` atomically; creates the session when `id` is null or unknown. Returns the session id. */
  update(id: string | null, change: (cart: CartState) => CartState): Promise<{ id: string; cart: CartState }>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function createCartStore(db: Kysely<any>): CartStore {
  const cache = cartCacheOf(db);

  /** The stored cart, or null when there is none (unknown or expired). */
  async function stored(id: string): Promise<CartState | null> {
    const cached = cache?.get(id);
    if (cached) return cached;
    const began = cache?.reading() ?? 0;
    const row = await sql<{ data: unknown }>`
      select data from cart_sessions where id = ${id}::uuid and expires_at > now()`.execute(db);
    if (!row.rows[0]) return null;
    const cart = parse(row.rows[0].data);
    cache?.found(id, cart, began);
    return cart;
  }

  /**
   * The change applied to the cart as read, written only if the row still
   * holds exactly that: one statement, no transaction holding the row lock
   * across round trips (on the embedded database each one waits for a turn of
   * the busy event loop while every other query waits for the session). A row
   * changed meanwhile (a second tab, another host) takes the locked way.
   */
  async function change(id: string | null, current: CartState | null, apply: (cart: CartState) => CartState) {
    if (!id || !current) return insert(db, apply(emptyCart()));
    const next = apply(current);
    if (await replaceIfUnchanged(db, id, current, next)) return { id, cart: next };
    return write(db, id, apply);
  }

  return {
    async read(id) {
      return (id && (await stored(id))) || emptyCart();
    },
    cached: (id) => cache?.get(id),
    held: (id) => cache?.held(id),
    async update(id, apply) {
      const current = id ? await stored(id) : null;
      if (!cache) return change(id, current, apply);
      if (id) cache.writing(id);
      try {
        const result = await change(id, current, apply);
        cache.written(result.id, result.cart);
        return result;
      } catch (error) {
        if (id) cache.written(id, null);
        throw error;
      }
    },
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function insert(db: Kysely<any>, cart: CartState) {
  const inserted = await sql<{ id: string }>`
    insert into cart_sessions (data, expires_at) values (${JSON.stringify(cart)}::jsonb, now() + make_interval(days => ${TTL_DAYS}))
    returning id`.execute(db);
  return { id: inserted.rows[0].id, cart };
}

/** Writes `next` only where the live row holds `current` (jsonb equality); whether it did. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function replaceIfUnchanged(db: Kysely<any>, id: string, current: CartState, next: CartState) {
  const result = await sql`update cart_sessions set data = ${JSON.stringify(next)}::jsonb, updated_at = now(),
    expires_at = now() + make_interval(days => ${TTL_DAYS})
    where id = ${id}::uuid and expires_at > now() and data = ${JSON.stringify(current)}::jsonb`.execute(db);
  return Number(result.numAffectedRows ?? 0) === 1;
}

/** Applies `change` in a transaction holding the row lock. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function write(db: Kysely<any>, id: string | null, change: (cart: CartState) => CartState) {
  return db.transaction().execute(async (trx) => {
    let current: CartState | null = null;
    if (id) {
      const row = await sql<{ data: unknown }>`
        select data from cart_sessions where id = ${id}::uuid and expires_at > now() for update`.execute(trx);
      if (row.rows[0]) current = parse(row.rows[0].data);
    }
    const next = change(current ?? emptyCart());
    if (current && id) {
      await sql`update cart_sessions set data = ${JSON.stringify(next)}::jsonb, updated_at = now(),
        expires_at = now() + make_interval(days => ${TTL_DAYS}) where id = ${id}::uuid`.execute(trx);
      return { id, cart: next };
    }
    return insert(trx, next);
  });
}
