import type { Catalogue } from "~/.server/storefront";
import { publicOrigin } from "~/.server/http/public-origin";
import type { CartPricing, CartState } from "~/lib/cart/rules";
import { lineKey, type CartDiscountView, type CartLineView, type CartView } from "~/lib/cart/view";

/**
 * Discount codes are priced by the store, never here: the sellable lines and
 * the codes go to a storefront cart through `cartDiscountCodesUpdate`, and
 * its totals are kept with the cart (`pricing`), keyed by the lines they were
 * priced for. A cart change prices again (the action saves it); a read whose
 * lines no longer match asks the store again without saving.
 */
export const MAX_DISCOUNT_CODES = 5;

const sellable = (lines: CartLineView[]) => lines.filter((l) => l.available);

export const pricingKey = (lines: CartLineView[]) =>
  sellable(lines)
    .map((l) => `${lineKey(l)}*${l.quantity}`)
    .join(",");

export const checkoutLines = (lines: CartLineView[]) =>
  sellable(lines).map((l) => ({
    merchandiseId: l.merchandiseId,
    quantity: l.quantity,
    ...(l.sellingPlanId ? { sellingPlanId: l.sellingPlanId } : {}),
  }));

const sameCode = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

/** The cart's codes with `code` added (once, whatever its case), oldest dropped past the cap. */
export function withCode(codes: string[] | undefined, code: string): string[] {
  return [...(codes ?? []).filter((c) => !sameCode(c, code)), code].slice(-MAX_DISCOUNT_CODES);
}

export const withoutCode = (codes: string[] | undefined, code: string) =>
  (codes ?? []).filter((c) => !sameCode(c, code));

/** Whether the store applies `code` in this pricing. */
export const applies = (pricing: CartPricing, code: string) =>
  pricing.codes.some((c) => sameCode(c.code, code) && c.applicable);

/** The store's pricing of these lines with these codes; throws when the store cannot be asked. */
export async function priceLines(lines: CartLineView[], codes: string[], catalogue: Catalogue): Promise<CartPricing> {
  const priced = await catalogue.priceWithCodes(checkoutLines(lines), codes, publicOrigin());
  return {
    key: pricingKey(lines),
    codes: priced.codes,
    subtotal: priced.subtotal,
    discount: priced.discount,
    total: priced.total,
  };
}

/** The view with the cart's codes; with a pricing, the store's total and what the codes took off. */
export function withDiscount(view: CartView, state: CartState, pricing: CartPricing | undefined): CartView {
  const codes = state.discountCodes ?? [];
  if (codes.length === 0) return view;
  const discount: CartDiscountView = pricing
    ? { codes: pricing.codes, amount: Number(pricing.discount.amount) > 0 ? pricing.discount : null }
    : { codes: codes.map((code) => ({ code, applicable: true })), amount: null };
  return { ...view, discount, ...(pricing ? { total: pricing.total } : {}) };
}
