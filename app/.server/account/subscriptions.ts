import type { Kysely } from "kysely";
import type { CurrentUser } from "~/.server/auth/current-user";
import type { Database } from "~/.server/db/types";
import { logger } from "~/.server/ops/logger";
import type { Services } from "~/.server/services";
import { STATUS_AFTER, type Subscription, type SubscriptionChange } from "~/lib/account/subscription";
import { shopifyLink } from "./account";

/** The account page's Subscriptions section. */
export type SubscriptionsView =
  | { state: "store"; manageUrl: string }
  | { state: "needs-proof" }
  | { state: "failed" }
  | { state: "loaded"; subscriptions: Subscription[] };

type User = Pick<CurrentUser, "id" | "email" | "emailConfirmed">;

/** The email whose subscriptions the user may see: their linked Shopify email, once proved (as for orders). */
async function provedEmail(db: Kysely<Database>, user: User): Promise<string | null> {
  const link = await shopifyLink(db, user);
  return link?.confirmed ? link.email : null;
}

/** Null when this shop has no subscriptions to show (no store configured, nothing mounted). */
export async function loadSubscriptions(
  services: Pick<Services, "subscriptions">,
  db: Kysely<Database>,
  user: User,
): Promise<SubscriptionsView | null> {
  const source = services.subscriptions;
  if (!source) return null;
  if (source.kind === "store") return { state: "store", manageUrl: source.manageUrl };
  try {
    const email = await provedEmail(db, user);
    if (!email) return { state: "needs-proof" };
    return { state: "loaded", subscriptions: await source.list(email) };
  } catch (error) {
    logger.error(`account: subscriptions failed: ${error instanceof Error ? error.message : String(error)}`);
    return { state: "failed" };
  }
}

/** Pauses, resumes or cancels one of the user's own subscriptions; null when they have none by that id. */
export async function changeSubscription(
  services: Pick<Services, "subscriptions">,
  db: Kysely<Database>,
  user: User,
  id: string,
  change: SubscriptionChange,
): Promise<Subscription | null> {
  const source = services.subscriptions;
  if (source?.kind !== "local") return null;
  const email = await provedEmail(db, user);
  return email ? source.setStatus(email, id, STATUS_AFTER[change]) : null;
}
