import type { Money } from "~/lib/catalogue/types";

/** Subscribe & save as the shop shows it: the store's selling plans and the prices the store computed. */
export interface SellingPlanChoice {
  id: string;
  /** The store's name for the plan, e.g. "Delivered every 30 days". */
  name: string;
}

/** A cart line's plan, or a variant's price under one: the store's price and the one-time price it comes from. */
export interface PlanPrice extends SellingPlanChoice {
  price: Money;
  compareAtPrice: Money;
}

/** The product page's purchase choice; null for a product sold one-time only. */
export interface PurchaseOptions {
  /** "Subscribe & save 15%": the plan group's name with the percentage its plans take off. */
  label: string;
  plans: SellingPlanChoice[];
  /** Per variant id, the price of one delivery under the first plan (every plan of a group is priced alike). */
  prices: Record<string, { price: Money; compareAtPrice: Money; saving: Money }>;
}

export const SUBSCRIPTION_WORDS = {
  oneTime: "One-time purchase",
  frequency: "Delivery frequency",
  purchase: "Purchase option",
  changePlan: "Update",
  managedByStore: "Subscriptions are managed in your store account.",
} as const;

/** The saving of one unit, in cents arithmetic: what the store's two prices differ by. */
export function saving(price: Money, compareAtPrice: Money): Money {
  const cents = Math.round(Number(compareAtPrice.amount) * 100) - Math.round(Number(price.amount) * 100);
  return { amount: (Math.max(0, cents) / 100).toFixed(2), currencyCode: price.currencyCode };
}

export const SELLING_PLAN_ID = /^gid:\/\/shopify\/SellingPlan\/\d{1,20}$/;
