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
}

export interface CartView {
  lines: CartLineView[];
  count: number;
  total: { amount: string; currencyCode: string };
  checkoutUrl: string | null;
}

export function toCartView(lines: CartLineView[], checkoutUrl?: string | null): CartView {
  const sellable = lines.filter((l) => l.available);
  return { lines, count: itemCount(lines), total: cartTotal(sellable), checkoutUrl: checkoutUrl ?? null };
}

export const emptyCartView = (): CartView => toCartView([]);

/** The `shopify-cart` mirror in browser storage that scripts may read (the server cart is the truth). */
export const BROWSER_CART_KEY = "shopify-cart";
