import { itemCount, MAX_LINE_QUANTITY } from "./rules";
import { lineKey, type CartLineView, type CartView } from "./view";

/** A line on its way to the cart: shown at the tap, before the server has answered (issue 61). */
export type PendingLine = CartLineView & { pending?: true };

const toCents = (amount: string) => Math.round(Number(amount) * 100);

/**
 * The cart as it will be once the adds on their way land: an existing line's quantity grows (never past the line's
 * maximum), a new line is appended, both marked `pending`. The total adds what the adds put in at their prices to the
 * server's (any discount on them is the store's to apply when it answers); the drawer shows this until the server's
 * cart replaces it.
 */
export function withPendingLines(cart: CartView, adds: CartLineView[]): CartView {
  if (adds.length === 0) return cart;
  const lines: PendingLine[] = [...cart.lines];
  let addedCents = 0;
  for (const add of adds) {
    const at = lines.findIndex((line) => lineKey(line) === lineKey(add));
    const before = at === -1 ? 0 : lines[at].quantity;
    const quantity = Math.min(MAX_LINE_QUANTITY, before + add.quantity);
    addedCents += toCents(add.price.amount) * (quantity - before);
    const line: PendingLine = { ...(at === -1 ? add : lines[at]), quantity, pending: true };
    if (at === -1) lines.push(line);
    else lines[at] = line;
  }
  const cents = toCents(cart.total.amount) + addedCents;
  return {
    ...cart,
    lines,
    count: itemCount(lines),
    total: { amount: (cents / 100).toFixed(2), currencyCode: cart.total.currencyCode },
  };
}

/** The line a one-time add of `variant` puts in the cart, as the server will describe it (resolveCartView). */
export const previewLine = (
  product: { title: string; handle: string; image?: { url: string; altText: string | null } | null },
  variant: { id: string; title: string; price: { amount: string; currencyCode: string } },
): CartLineView => ({
  merchandiseId: variant.id,
  quantity: 1,
  available: true,
  productTitle: product.title,
  productHandle: product.handle,
  variantTitle: variant.title,
  price: variant.price,
  image: product.image ?? null,
  selectedOptions: [],
});

export const isPending = (line: CartLineView) => (line as PendingLine).pending === true;
