import type { Kysely } from "kysely";
import type { CurrentUser } from "~/.server/auth/current-user";
import { getCurrentUser } from "~/.server/auth/current-user";
import { asUser, signedIn } from "~/.server/db/as-user";
import type { Database } from "~/.server/db/types";
import { createFetchShopifyOrders } from "~/.server/functions/fetch-shopify-orders";
import { shopifyCustomerId, type Order } from "~/lib/account/order";
import type { LocalStorefront } from "../../../local-storefront/storefront";

/** The local storefront server.ts mounted in this process (see local-storefront/mount.ts), without importing its HTTP code. */
const runningLocalStorefront = () => (globalThis as Record<symbol, LocalStorefront | undefined>)[Symbol.for("biolife.localStorefront")];

/** SPEC §7: select email from shopify_customer_links by user_id (as the user: RLS shows only their own). */
export async function linkedShopifyEmail(db: Kysely<Database>, user: { id: string; email?: string }): Promise<string | null> {
  const row = await asUser(db, signedIn(user.id, user.email), (trx) =>
    trx.selectFrom("shopify_customer_links").select("email").where("user_id", "=", user.id).executeTakeFirst(),
  );
  return row?.email ?? null;
}

/** SPEC §7: insert {user_id, shopify_customer_id, email}. False when the user already has a link. */
export async function linkShopifyAccount(db: Kysely<Database>, user: Pick<CurrentUser, "id" | "email">, email: string): Promise<boolean> {
  const inserted = await asUser(db, signedIn(user.id, user.email), (trx) =>
    trx
      .insertInto("shopify_customer_links")
      .values({ user_id: user.id, shopify_customer_id: shopifyCustomerId(email), email })
      .onConflict((c) => c.column("user_id").doNothing())
      .returning("user_id")
      .executeTakeFirst(),
  );
  return Boolean(inserted);
}

/**
 * Orders of the embedded storefront's checkout. With a real Shopify store the
 * Admin API would answer this; that path is not built (no stand-in to test it).
 */
async function localOrders(email: string): Promise<Order[]> {
  const storefront = runningLocalStorefront();
  if (!storefront) throw new Error("order history needs the local storefront (Shopify Admin API orders are not supported)");
  return storefront.store.ordersByEmail(email);
}

export function fetchShopifyOrders(db: Kysely<Database>) {
  return createFetchShopifyOrders({
    authenticate: getCurrentUser,
    linkedEmail: (userId) => linkedShopifyEmail(db, { id: userId }),
    ordersFor: localOrders,
  });
}

/** SPEC §7: select chat_knowledge_base all, newest first, as the (admin) user. */
export async function listKnowledge(db: Kysely<Database>, user: Pick<CurrentUser, "id" | "email">) {
  return asUser(db, signedIn(user.id, user.email), (trx) =>
    trx.selectFrom("chat_knowledge_base").select(["id", "category", "question", "answer", "keywords", "is_active", "created_at"]).orderBy("created_at", "desc").execute(),
  );
}
