import type { Kysely } from "kysely";
import type { CurrentUser } from "~/.server/auth/current-user";
import { getCurrentUser } from "~/.server/auth/current-user";
import { sendConfirmation } from "~/.server/auth/email-proof";
import { normaliseEmail } from "~/.server/auth/provider";
import { asUser, signedIn } from "~/.server/db/as-user";
import type { Database } from "~/.server/db/types";
import { createFetchShopifyOrders } from "~/.server/functions/fetch-shopify-orders";
import type { SendMail } from "~/.server/functions/function-response";
import type { Services } from "~/.server/services";
import { shopifyCustomerId } from "~/lib/account/order";

/** The user's Shopify customer link, and whether its address is proved (only then are its orders shown). */
export interface ShopifyLink {
  email: string;
  confirmed: boolean;
}

type LinkUser = Pick<CurrentUser, "id" | "email" | "emailConfirmed">;

/**
 * SPEC §7: select email from shopify_customer_links by user_id (as the user:
 * RLS shows only their own). Proved: confirmed through a link mailed to it,
 * or the account's own confirmed email.
 */
async function linkRow(db: Kysely<Database>, user: LinkUser) {
  return asUser(db, signedIn(user.id, user.email), (trx) =>
    trx
      .selectFrom("shopify_customer_links")
      .select(["email", "confirmed_at"])
      .where("user_id", "=", user.id)
      .executeTakeFirst(),
  );
}

const isOwnConfirmedEmail = (user: LinkUser, email: string) =>
  user.emailConfirmed && email === normaliseEmail(user.email);

export async function shopifyLink(db: Kysely<Database>, user: LinkUser): Promise<ShopifyLink | null> {
  const row = await linkRow(db, user);
  if (!row) return null;
  return { email: row.email, confirmed: row.confirmed_at !== null || isOwnConfirmedEmail(user, row.email) };
}

/** What linking did: linked (a proved address), a confirmation link mailed, or nothing (a confirmed link exists). */
export type LinkOutcome = "linked" | "confirmation_sent" | "already_linked";

export interface LinkDeps {
  db: Kysely<Database>;
  sendMail: SendMail;
  siteUrl: string;
}

/**
 * SPEC §7: insert {user_id, shopify_customer_id, email}, as the user. An
 * unconfirmed link may be replaced (a typo, or a new link mailed); a confirmed
 * one stays. An address other than the account's confirmed email is linked
 * unconfirmed and gets a confirmation link.
 */
export async function linkShopifyAccount(deps: LinkDeps, user: LinkUser, email: string): Promise<LinkOutcome> {
  const address = normaliseEmail(email);
  const current = await linkRow(deps.db, user);
  if (current?.confirmed_at) return current.email === address ? "linked" : "already_linked";
  const written = await asUser(deps.db, signedIn(user.id, user.email), (trx) =>
    trx
      .insertInto("shopify_customer_links")
      .values({ user_id: user.id, shopify_customer_id: shopifyCustomerId(address), email: address })
      .onConflict((c) =>
        c
          .column("user_id")
          .doUpdateSet({ email: address, shopify_customer_id: shopifyCustomerId(address) })
          .where("shopify_customer_links.confirmed_at", "is", null),
      )
      .returning("user_id")
      .executeTakeFirst(),
  );
  if (!written) return "already_linked";
  if (isOwnConfirmedEmail(user, address)) return "linked";
  await sendConfirmation(
    { db: deps.db, sendMail: deps.sendMail, siteUrl: deps.siteUrl },
    { userId: user.id, email: address, purpose: "link", accountEmail: user.email },
  );
  return "confirmation_sent";
}

/** Mails a new confirmation link for the account's own email (built-in accounts). */
export async function sendAccountConfirmation(deps: LinkDeps, user: LinkUser): Promise<void> {
  await sendConfirmation(
    { db: deps.db, sendMail: deps.sendMail, siteUrl: deps.siteUrl },
    { userId: user.id, email: user.email, purpose: "account", accountEmail: user.email },
  );
}

/** The fetch-shopify-orders function over the shop's order source (local checkout or the store's Admin API). */
export function fetchShopifyOrders(services: Services, db: Kysely<Database>) {
  return createFetchShopifyOrders({
    authenticate: (request) => getCurrentUser(request, services),
    linkOf: (user) => shopifyLink(db, user),
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
