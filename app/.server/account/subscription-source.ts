import type { Subscription } from "~/lib/account/subscription";

/**
 * Where a shopper's subscriptions live: the local storefront's contracts
 * (listed, paused, resumed and cancelled here), or a real Shopify store,
 * whose customer account manages them (this shop only links to it).
 */
export type SubscriptionSource =
  | {
      kind: "local";
      /** Active and paused subscriptions bought under this email, newest first. */
      list(email: string): Promise<Subscription[]>;
      /** Null when this email has no subscription by that id. */
      setStatus(email: string, id: string, status: Subscription["status"]): Promise<Subscription | null>;
    }
  | { kind: "store"; manageUrl: string };

/** A real store: its customer account (Shopify answers /account on the store's domain). */
export const storeSubscriptions = (storeDomain: string): SubscriptionSource => ({
  kind: "store",
  manageUrl: `https://${storeDomain.replace(/^https?:\/\//, "").replace(/\/+$/, "")}/account`,
});
