import type { StoredCart } from "./store";

/**
 * The discount codes this store knows: the stand-in for the codes a merchant
 * creates in Shopify's admin. The shop's seeded first-order offer names
 * WELCOME10; a code not listed here is not applicable at checkout.
 */
export const STORE_DISCOUNT_CODES: Record<string, { percent: number }> = {
  WELCOME10: { percent: 10 },
};

export const normaliseCode = (code: string) => code.trim().toUpperCase();

export const isKnownCode = (code: string) => normaliseCode(code) in STORE_DISCOUNT_CODES;

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** A cart's money: the lines, what the applicable codes take off (the best one: codes do not stack), the total. */
export function cartTotals(cart: Pick<StoredCart, "lines" | "discountCodes">) {
  const subtotal = cents(cart.lines.reduce((sum, l) => sum + Number(l.price) * l.quantity, 0));
  const applicable = (cart.discountCodes ?? []).filter(isKnownCode).map(normaliseCode);
  const best = applicable.sort((a, b) => STORE_DISCOUNT_CODES[b].percent - STORE_DISCOUNT_CODES[a].percent)[0];
  const discount = best ? cents((subtotal * STORE_DISCOUNT_CODES[best].percent) / 100) : 0;
  return { subtotal, discount, total: cents(subtotal - discount), code: best ?? null };
}
