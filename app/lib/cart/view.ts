import type { PlanPrice, SellingPlanChoice } from "~/lib/subscriptions/plans";
import { cartTotal, itemCount } from "./rules";

/** A cart line with the details the shopper sees, resolved from the catalogue. */
export interface CartLineView {
  merchandiseId: string;
  quantity: number;
  /** False when the variant vanished from the catalogue or cannot be sold; such lines are left out of checkout. */
  available: boolean;
  productTitle: string;
  productHandle: string | null;
  variantTitle: string | null;
  price: { amount: string; currencyCode: string };
  image: { url: string; altText: string | null; width?: number | null; height?: number | null } | null;
  selectedOptions: Array<{ name: string; value: string }>;
  /** The line's selling plan id as kept in the cart (a subscription), even when the store no longer offers it. */
  sellingPlanId?: string;
  /** The plan and the store's price under it; `price` is then that price. */
  sellingPlan?: PlanPrice;
  /** The plans the shopper can switch this line to (none: the product is sold one-time only). */
  plans?: SellingPlanChoice[];
}

export interface CartView {
  lines: CartLineView[];
  count: number;
  total: { amount: string; currencyCode: string };
  /** What the subscription lines save against their one-time prices; null when there is none. */
  saving?: { amount: string; currencyCode: string } | null;
  checkoutUrl: string | null;
  /** Applied discount codes and what the store takes off for them; `total` is then the store's total after them. */
  discount?: CartDiscountView | null;
}

export interface CartDiscountView {
  codes: Array<{ code: string; applicable: boolean }>;
  /** Null while the store could not be asked (the codes still apply at checkout). */
  amount: { amount: string; currencyCode: string } | null;
}

function subscriptionSaving(lines: CartLineView[]) {
  const cents = lines.reduce((sum, l) => {
    if (!l.sellingPlan) return sum;
    const each =
      Math.round(Number(l.sellingPlan.compareAtPrice.amount) * 100) - Math.round(Number(l.price.amount) * 100);
    return sum + Math.max(0, each) * l.quantity;
  }, 0);
  return cents > 0 ? { amount: (cents / 100).toFixed(2), currencyCode: lines[0]?.price.currencyCode ?? "USD" } : null;
}

export function toCartView(lines: CartLineView[], checkoutUrl?: string | null): CartView {
  const sellable = lines.filter((l) => l.available);
  return {
    lines,
    count: itemCount(lines),
    total: cartTotal(sellable),
    saving: subscriptionSaving(sellable),
    checkoutUrl: checkoutUrl ?? null,
  };
}

/** A line's identity in forms and lists: the variant and how it is bought. */
export const lineKey = (line: { merchandiseId: string; sellingPlanId?: string }) =>
  `${line.merchandiseId}|${line.sellingPlanId ?? ""}`;

export const emptyCartView = (): CartView => toCartView([]);

/** The `shopify-cart` mirror in browser storage that scripts may read (the server cart is the truth). */
export const BROWSER_CART_KEY = "shopify-cart";
