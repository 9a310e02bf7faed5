import type { LocalOrder, StoredCart } from "./store";

/**
 * Subscription contracts of the embedded storefront: one per subscription
 * line of a placed order, the stand-in for the contracts a subscriptions app
 * keeps in Shopify. The first delivery ships with the order; the next one is
 * the plan's interval later. Paused: no delivery date until resumed.
 * Cancelled is final.
 */
export type SubscriptionStatus = "active" | "paused" | "cancelled";

export interface LocalSubscription {
  id: string;
  email: string;
  order_id: string;
  order_name: string;
  created_at: string;
  title: string;
  quantity: number;
  /** Per delivery, per unit. */
  price: string;
  currency: string;
  selling_plan: { id: string; name: string; interval_days: number };
  status: SubscriptionStatus;
  /** ISO date-time of the next delivery; null while paused or cancelled. */
  next_delivery_at: string | null;
}

const DAY_MS = 86_400_000;

export function subscriptionsFromOrder(order: LocalOrder, cart: StoredCart, now: Date): LocalSubscription[] {
  return cart.lines.flatMap((line, index) => {
    if (!line.sellingPlan) return [];
    return [
      {
        id: `${order.id}${String(index + 1).padStart(3, "0")}`,
        email: order.email,
        order_id: order.id,
        order_name: order.name,
        created_at: order.created_at,
        title: line.variantTitle ? `${line.productTitle} - ${line.variantTitle}` : line.productTitle,
        quantity: line.quantity,
        price: line.price,
        currency: order.currency,
        selling_plan: {
          id: line.sellingPlan.id,
          name: line.sellingPlan.name,
          interval_days: line.sellingPlan.intervalDays,
        },
        status: "active",
        next_delivery_at: new Date(now.getTime() + line.sellingPlan.intervalDays * DAY_MS).toISOString(),
      },
    ];
  });
}

/** The first delivery date on the plan's schedule (counted from the order) that is still ahead of `now`. */
export function nextDelivery(subscription: Pick<LocalSubscription, "created_at" | "selling_plan">, now: Date): string {
  const interval = subscription.selling_plan.interval_days * DAY_MS;
  const start = Date.parse(subscription.created_at);
  const steps = Math.max(1, Math.floor((now.getTime() - start) / interval) + 1);
  return new Date(start + steps * interval).toISOString();
}
