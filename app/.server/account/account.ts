import type { Kysely } from "kysely";
import type { CurrentUser } from "~/.server/auth/current-user";
import { getCurrentUser } from "~/.server/auth/current-user";
import { asUser, signedIn } from "~/.server/db/as-user";
import type { Database } from "~/.server/db/types";
import { createFetchShopifyOrders } from "~/.server/functions/fetch-shopify-orders";
import type { Services } from "~/.server/services";
import { shopifyCustomerId } from "~/lib/account/order";

/** SPEC §7: select email from shopify_customer_links by user_id (as the user: RLS shows only their own). */
export async function linkedShopifyEmail(
  db: Kysely<Database>,
  user: { id: string; email?: string },
): Promise<string | null> {
  const row = await asUser(db, signedIn(user.id, user.email), (trx) =>
    trx.selectFrom("shopify_customer_links").select("email").where("user_id", "=", user.id).executeTakeFirst(),
  );
  return row?.email ?? null;
}

/** SPEC §7: insert {user_id, shopify_customer_id, email}. False when the user already has a link. */
export async function linkShopifyAccount(
  db: Kysely<Database>,
  user: Pick<CurrentUser, "id" | "email">,
  email: string,
): Promise<boolean> {
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

/** The fetch-shopify-orders function over the shop's order source (local checkout or the store's Admin API). */
export function fetchShopifyOrders(services: Services, db: Kysely<Database>) {
  return createFetchShopifyOrders({
    authenticate: (request) => getCurrentUser(request, services),
    linkedEmail: (userId) => linkedShopifyEmail(db, { id: userId }),
    ordersFor: (email) => services.orders.ordersFor(email),
  });
}

/** SPEC §7: select chat_knowledge_base all, newest first, as the (admin) user. */
export async function listKnowledge(db: Kysely<Database>, user: Pick<CurrentUser, "id" | "email">) {
  return asUser(db, signedIn(user.id, user.email), (trx) =>
    trx
      .selectFrom("chat_knowledge_base")
      .select(["id", "category", "question", "answer", "keywords", "is_active", "created_at"])
      .orderBy("created_at", "desc")
      .execute(),
  );
}
