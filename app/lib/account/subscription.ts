/** A shopper's subscription as the account page shows it (from the store's subscription contracts). */
export interface Subscription {
  id: string;
  title: string;
  quantity: number;
  /** Per delivery, per unit, as the store charges it. */
  price: string;
  currency: string;
  /** The selling plan's name, e.g. "Delivered every 60 days". */
  plan: string;
  status: "active" | "paused" | "cancelled";
  /** ISO date-time; null while paused or cancelled. */
  next_delivery_at: string | null;
  order_name: string;
}

export const SUBSCRIPTION_MESSAGES = {
  none: "You have no active subscriptions. Choose Subscribe & save 15% on a product page to start one.",
  failed: "Failed to load your subscriptions",
  needsProof: "Link and confirm your email address to see and manage your subscriptions.",
  paused: "Subscription paused",
  resumed: "Subscription resumed",
  cancelled: "Subscription cancelled",
  notFound: "That subscription could not be found",
  cancelledAlready: "That subscription was cancelled and cannot be changed",
  storeManaged:
    "Your subscriptions are managed in your store customer account: pause, skip or cancel a delivery there.",
} as const;

export type SubscriptionChange = "pause" | "resume" | "cancel";

export const STATUS_AFTER: Record<SubscriptionChange, Subscription["status"]> = {
  pause: "paused",
  resume: "active",
  cancel: "cancelled",
};
