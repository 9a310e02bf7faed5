import { createHash } from "node:crypto";
import type { Request as ExpressRequest } from "express";
import { loadCart, loadCartFromMemory, type CartServices } from "~/.server/cart/cart";
import { getToast, type Toast } from "~/.server/toast";
import type { CartView } from "~/lib/cart/view";

/**
 * Pages that are personal only through the cart (and the flash toast that
 * follows Add to Cart). Such a page depends on what the cart shows and what the
 * toast says, not on whose they are: every shopper whose cart shows the same
 * lines, count, total and checkout, with the same toast, gets the same page.
 * So the page cache keeps it under the page's key plus this one, and answers a
 * shopper who carries only cart (and toast) cookies after reading them,
 * without rendering.
 */
export function cartPageKey(cart: CartView, toast: Toast | null): string {
  return `cart:${createHash("sha1")
    .update(JSON.stringify([cart, toast]))
    .digest("base64url")}`;
}

const CART_COOKIE = /^(__Host-)?biolife_(cart|cart_offline|toast)=/;
const SHOP_COOKIE = /^(__Host-)?biolife_/;

/** True when the shop's only cookies on the request are the cart's and the toast's (no session, shop clock...). */
export function carriesOnlyCartCookies(cookieHeader: string | undefined): boolean {
  const shopCookies = (cookieHeader ?? "")
    .split(";")
    .map((pair) => pair.trim())
    .filter((pair) => SHOP_COOKIE.test(pair));
  return shopCookies.length > 0 && shopCookies.every((pair) => CART_COOKIE.test(pair));
}

/** A request's cart page: its key, and the cookies its response must set (the toast, cleared once shown). */
export interface CartPage {
  key: string;
  setCookie: string[];
}

/**
 * The cart page of a request, read as the root loader reads it (`read`), or
 * from memory alone (`fromMemory`, undefined when that would take the
 * database or the storefront); null for an empty cart.
 */
export function cartPageOf(services: CartServices) {
  async function pageOf(req: ExpressRequest, load: typeof loadCartFromMemory): Promise<CartPage | null | undefined> {
    // Only the cookies matter here; the URL's origin is never read.
    const request = new Request(`http://localhost${req.originalUrl}`, {
      headers: { cookie: req.headers.cookie ?? "" },
    });
    const [loaded, { toast, headers }] = await Promise.all([load(request, services), getToast(request)]);
    if (!loaded) return undefined;
    if (loaded.cart.lines.length === 0) return null;
    return { key: cartPageKey(loaded.cart, toast), setCookie: headers?.getSetCookie() ?? [] };
  }
  return {
    read: async (req: ExpressRequest) => (await pageOf(req, loadCart)) ?? null,
    fromMemory: (req: ExpressRequest) => pageOf(req, loadCartFromMemory),
  };
}
