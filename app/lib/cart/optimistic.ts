import { cartTotal, itemCount, MAX_LINE_QUANTITY } from "./rules";
import { lineKey, type CartLineView, type CartView } from "./view";

/** A line on its way to the cart: shown at the tap, before the server has answered (issue 61). */
export type PendingLine = CartLineView & { pending?: true };

/**
 * The cart as it will be once the adds on their way land: an existing line's quantity grows, a new line is appended
 * marked `pending`. The total adds the new lines' prices to the server's (any discount on them is the store's to
 * apply when it answers); the drawer shows this until the server's cart replaces it.
 */
const toCents = (amount: string) => Math.round(Number(amount) * 100);

export function withPendingLines(cart: CartView, adds: CartLineView[]): CartView {
  if (adds.length === 0) return cart;
  const lines: PendingLine[] = [...cart.lines];
  for (const add of adds) {
    const at = lines.findIndex((line) => lineKey(line) === lineKey(add));
    if (at === -1) lines.push({ ...add, pending: true });
    else
      lines[at] = {
        ...lines[at],
        quantity: Math.min(MAX_LINE_QUANTITY, lines[at].quantity + add.quantity),
        pending: true,
      };
  }
  const cents = toCents(cart.total.amount) + toCents(cartTotal(adds).amount);
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
