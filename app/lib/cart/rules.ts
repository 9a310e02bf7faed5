/** The cart as the server keeps it: variant ids and quantities, plus the last checkout URL. */
export interface CartLineRef {
  merchandiseId: string;
  quantity: number;
  /** Bought by subscription under this selling plan; absent for a one-time purchase. */
  sellingPlanId?: string;
}

export interface CartState {
  lines: CartLineRef[];
  /** The storefront cart made at the last checkout, and its checkout page. */
  cartId?: string;
  checkoutUrl?: string;
  /** Discount codes the shopper applied, as typed (the store decides what each is worth). */
  discountCodes?: string[];
  /** The store's totals for these codes, and the lines they were priced for (see app/.server/cart/discounts.ts). */
  pricing?: CartPricing;
}

type Money = { amount: string; currencyCode: string };

export interface CartPricing {
  key: string;
  codes: Array<{ code: string; applicable: boolean }>;
  subtotal: Money;
  discount: Money;
  total: Money;
}

export const MAX_LINE_QUANTITY = 99;
export const MAX_CART_LINES = 100;
/** The longest discount code the cart accepts (the store decides whether one is valid). */
export const MAX_DISCOUNT_CODE = 64;

export const emptyCart = (): CartState => ({ lines: [] });

const clampQuantity = (n: number) => Math.min(MAX_LINE_QUANTITY, Math.max(0, Math.trunc(n)));

/** A line is a variant bought one way: once, or under one selling plan. The same variant both ways is two lines. */
const isLine = (line: CartLineRef, merchandiseId: string, sellingPlanId?: string) =>
  line.merchandiseId === merchandiseId && (line.sellingPlanId ?? "") === (sellingPlanId ?? "");

const newLine = (merchandiseId: string, quantity: number, sellingPlanId?: string): CartLineRef => ({
  merchandiseId,
  quantity,
  ...(sellingPlanId ? { sellingPlanId } : {}),
});

/** Adding an existing line (variant and plan) increases its quantity; a new one is appended. */
export function addLine(cart: CartState, merchandiseId: string, quantity = 1, sellingPlanId?: string): CartState {
  const existing = cart.lines.find((l) => isLine(l, merchandiseId, sellingPlanId));
  if (existing) {
    return {
      ...cart,
      lines: cart.lines.map((l) => (l === existing ? { ...l, quantity: clampQuantity(l.quantity + quantity) } : l)),
    };
  }
  if (cart.lines.length >= MAX_CART_LINES) return cart;
  return {
    ...cart,
    lines: [...cart.lines, newLine(merchandiseId, Math.max(1, clampQuantity(quantity)), sellingPlanId)],
  };
}

/** A quantity of 0 or less removes the line. */
export function setQuantity(
  cart: CartState,
  merchandiseId: string,
  quantity: number,
  sellingPlanId?: string,
): CartState {
  if (quantity <= 0) return removeLine(cart, merchandiseId, sellingPlanId);
  return {
    ...cart,
    lines: cart.lines.map((l) =>
      isLine(l, merchandiseId, sellingPlanId) ? { ...l, quantity: clampQuantity(quantity) } : l,
    ),
  };
}

export function removeLine(cart: CartState, merchandiseId: string, sellingPlanId?: string): CartState {
  return { ...cart, lines: cart.lines.filter((l) => !isLine(l, merchandiseId, sellingPlanId)) };
}

/**
 * Moves a line to another plan (or to one-time, `to` undefined) in its
 * place; when the variant is already in the cart that way, the two merge.
 */
export function changePlan(cart: CartState, merchandiseId: string, from: string | undefined, to: string | undefined) {
  const line = cart.lines.find((l) => isLine(l, merchandiseId, from));
  if (!line || (from ?? "") === (to ?? "")) return cart;
  const target = cart.lines.find((l) => isLine(l, merchandiseId, to));
  const lines = target
    ? cart.lines
        .filter((l) => l !== line)
        .map((l) => (l === target ? { ...l, quantity: clampQuantity(l.quantity + line.quantity) } : l))
    : cart.lines.map((l) => (l === line ? newLine(merchandiseId, line.quantity, to) : l));
  return { ...cart, lines };
}

/** Clearing empties the items and forgets the checkout. */
export const clearCart = (): CartState => emptyCart();

/** Item count is the sum of quantities. */
export const itemCount = (lines: Array<{ quantity: number }>) => lines.reduce((sum, l) => sum + l.quantity, 0);

export const itemCountLabel = (count: number) => `${count} ${count === 1 ? "item" : "items"}`;

/** Total is the sum of price times quantity, two decimals, in cents to avoid float drift. */
export function cartTotal(lines: Array<{ quantity: number; price: { amount: string; currencyCode?: string } }>) {
  const cents = lines.reduce((sum, l) => sum + Math.round(Number(l.price.amount) * 100) * l.quantity, 0);
  return { amount: (cents / 100).toFixed(2), currencyCode: lines[0]?.price.currencyCode ?? "USD" };
}

export function formatTotal(total: { amount: string; currencyCode: string }) {
  return `$${total.amount} ${total.currencyCode}`;
}
