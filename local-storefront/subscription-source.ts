import type { SubscriptionSource } from "../app/.server/account/subscription-source";
import type { Subscription } from "../app/lib/account/subscription";
import type { LocalStorefront } from "./storefront";
import type { LocalSubscription } from "./subscriptions";

const toSubscription = (s: LocalSubscription): Subscription => ({
  id: s.id,
  title: s.title,
  quantity: s.quantity,
  price: s.price,
  currency: s.currency,
  plan: s.selling_plan.name,
  status: s.status,
  next_delivery_at: s.next_delivery_at,
  order_name: s.order_name,
});

/** The local storefront's subscription contracts, for the account page. */
export function localSubscriptions(local: LocalStorefront): SubscriptionSource {
  return {
    kind: "local",
    list: async (email) =>
      local.store
        .subscriptionsByEmail(email)
        .filter((s) => s.status !== "cancelled")
        .map(toSubscription),
    setStatus: async (email, id, status) => {
      const changed = await local.store.setSubscriptionStatus(email, id, status);
      return changed ? toSubscription(changed) : null;
    },
  };
}
