import { createHash } from "node:crypto";
import type { Request as ExpressRequest } from "express";
import { loadCart, type CartServices } from "~/.server/cart/cart";
import type { CartView } from "~/lib/cart/view";

/**
 * Pages that are personal only through the cart. Such a page depends on what
 * the cart holds, not on whose it is: every shopper whose cart shows the same
 * lines, count, total and checkout gets the same page. So the page cache keeps
 * it under the page's key plus this one, and answers a shopper who carries
 * only cart cookies after reading their cart, without rendering.
 */
export function cartPageKey(cart: CartView): string {
  return `cart:${createHash("sha1").update(JSON.stringify(cart)).digest("base64url")}`;
}

const CART_COOKIE = /^(__Host-)?biolife_cart(_offline)?=/;
const SHOP_COOKIE = /^(__Host-)?biolife_/;

/** True when the shop's only cookies on the request are the cart's (no session, flash toast, shop clock...). */
export function carriesOnlyCartCookies(cookieHeader: string | undefined): boolean {
  const shopCookies = (cookieHeader ?? "")
    .split(";")
    .map((pair) => pair.trim())
    .filter((pair) => SHOP_COOKIE.test(pair));
  return shopCookies.length > 0 && shopCookies.every((pair) => CART_COOKIE.test(pair));
}

/** The cart key of this request's page: its cart read as the root loader reads it. */
export function cartKeyOf(services: CartServices) {
  return async (req: ExpressRequest): Promise<string | null> => {
    const request = new Request(`http://${req.headers.host ?? "localhost"}${req.originalUrl}`, {
      headers: { cookie: req.headers.cookie ?? "" },
    });
    const { cart } = await loadCart(request, services);
    return cart.lines.length > 0 ? cartPageKey(cart) : null;
  };
}
