import type { StoredCart } from "./store";

/**
 * The discount codes this store knows: the stand-in for the codes a merchant
 * creates in Shopify's admin. The shop's seeded first-order offer names
 * WELCOME10, one use per customer (email), as the offer promises; a code not
 * listed here is not applicable at checkout.
 */
export const STORE_DISCOUNT_CODES: Record<string, { percent: number; oncePerEmail?: boolean }> = {
  WELCOME10: { percent: 10, oncePerEmail: true },
};

/** The checkout's answer when an email has had its one use of a code. */
export const usedBefore = (code: string) =>
  `${code} is for a first order, and this email has used it already. Remove the code to place your order.`;

/**
 * Counts `count` guesses of discount codes by the client behind a request:
 * false once it is over the shop's limit. The shop passes its own limiter
 * (the cart form's), so every path that tries a code counts as one.
 */
export type CodeGuesses = (clientIp: string, count: number) => Promise<boolean>;

export const TOO_MANY_GUESSES = "Too many attempts. Please wait a few minutes and try again.";

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
