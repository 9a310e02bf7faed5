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
  /** Applies `change` atomically; creates the session when `id` is null or unknown. Returns the session id. */
  update(id: string | null, change: (cart: CartState) => CartState): Promise<{ id: string; cart: CartState }>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function createCartStore(db: Kysely<any>): CartStore {
  const cache = cartCacheOf(db);
  return {
    async read(id) {
      if (!id) return emptyCart();
      const cached = cache?.get(id);
      if (cached) return cached;
      const began = cache?.reading() ?? 0;
      const row = await sql<{ data: unknown }>`
        select data from cart_sessions where id = ${id}::uuid and expires_at > now()`.execute(db);
      const cart = parse(row.rows[0]?.data);
      if (row.rows[0]) cache?.found(id, cart, began);
      return cart;
    },
    async update(id, change) {
      if (!cache) return write(db, id, change);
      if (id) cache.writing(id);
      try {
        const result = await write(db, id, change);
        cache.written(result.id, result.cart);
        return result;
      } catch (error) {
        if (id) cache.written(id, null);
        throw error;
      }
    },
  };
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
    const data = JSON.stringify(next);
    if (current && id) {
      await sql`update cart_sessions set data = ${data}::jsonb, updated_at = now(),
        expires_at = now() + make_interval(days => ${TTL_DAYS}) where id = ${id}::uuid`.execute(trx);
      return { id, cart: next };
    }
    const inserted = await sql<{ id: string }>`
      insert into cart_sessions (data, expires_at) values (${data}::jsonb, now() + make_interval(days => ${TTL_DAYS}))
      returning id`.execute(trx);
    return { id: inserted.rows[0].id, cart: next };
  });
}
