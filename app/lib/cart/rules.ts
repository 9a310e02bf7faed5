/** The cart as the server keeps it: variant ids and quantities, plus the last checkout URL. */
export interface CartLineRef {
  merchandiseId: string;
  quantity: number;
}

export interface CartState {
  lines: CartLineRef[];
  /** The storefront cart made at the last checkout, and its checkout page. */
  cartId?: string;
  checkoutUrl?: string;
}

export const MAX_LINE_QUANTITY = 99;
export const MAX_CART_LINES = 100;

export const emptyCart = (): CartState => ({ lines: [] });

const clampQuantity = (n: number) => Math.min(MAX_LINE_QUANTITY, Math.max(0, Math.trunc(n)));

/** Adding an existing variant increases its quantity; a new one is appended. */
export function addLine(cart: CartState, merchandiseId: string, quantity = 1): CartState {
  const existing = cart.lines.find((l) => l.merchandiseId === merchandiseId);
  if (existing) {
    return {
      ...cart,
      lines: cart.lines.map((l) =>
        l.merchandiseId === merchandiseId ? { ...l, quantity: clampQuantity(l.quantity + quantity) } : l,
      ),
    };
  }
  if (cart.lines.length >= MAX_CART_LINES) return cart;
  return { ...cart, lines: [...cart.lines, { merchandiseId, quantity: Math.max(1, clampQuantity(quantity)) }] };
}

/** A quantity of 0 or less removes the line. */
export function setQuantity(cart: CartState, merchandiseId: string, quantity: number): CartState {
  if (quantity <= 0) return removeLine(cart, merchandiseId);
  return {
    ...cart,
    lines: cart.lines.map((l) => (l.merchandiseId === merchandiseId ? { ...l, quantity: clampQuantity(quantity) } : l)),
  };
}

export function removeLine(cart: CartState, merchandiseId: string): CartState {
  return { ...cart, lines: cart.lines.filter((l) => l.merchandiseId !== merchandiseId) };
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
