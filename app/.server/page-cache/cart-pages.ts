import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
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

/** How long a cookie header's cart page is remembered: the catalogue's prices reach its key within this. */
const REMEMBERED_MS = 10_000;
/** Remembered cookie headers: how many, and their characters in all (a header can be up to 16 KB). */
const REMEMBERED_HEADERS = 5_000;
const REMEMBERED_SIZE = 4 * 1024 * 1024;

type Loaded = { cart: CartView; unchanged?: () => boolean } | undefined;

/**
 * The cart page of a request, read as the root loader reads it (`read`), or
 * from memory alone (`fromMemory`, undefined when that would take the
 * database or the storefront); null for an empty cart.
 *
 * `fromMemory` answers most hits of a shopper with a cart, so it remembers its
 * answer by cookie header: reading the cookies (three signatures checked), the
 * cart and its view, and hashing the view cost more than the rest of a hit.
 * The cookies are the whole of the toast, so the same header gets the same
 * answer while the cart in memory is the very object it was read from (a
 * change replaces it); for 10 s at most, as the catalogue's prices may move.
 */
export function cartPageOf(services: CartServices) {
  const remembered = new LRUCache<string, { page: CartPage | null; unchanged: () => boolean }>({
    max: REMEMBERED_HEADERS,
    maxSize: REMEMBERED_SIZE,
    sizeCalculation: (_answer, header) => header.length + 100,
    ttl: REMEMBERED_MS,
  });

  async function pageOf(req: ExpressRequest, load: (request: Request, services: CartServices) => Promise<Loaded>) {
    // Only the cookies matter here; the URL's origin is never read.
    const request = new Request(`http://localhost${req.originalUrl}`, {
      headers: { cookie: req.headers.cookie ?? "" },
    });
    const [loaded, { toast, headers }] = await Promise.all([load(request, services), getToast(request)]);
    if (!loaded) return undefined;
    // An empty cart without a toast looks like no cart at all: the anonymous page.
    const page =
      loaded.cart.lines.length === 0 && !toast
        ? null
        : { key: cartPageKey(loaded.cart, toast), setCookie: headers?.getSetCookie() ?? [] };
    return { page, unchanged: loaded.unchanged };
  }

  return {
    read: async (req: ExpressRequest) => (await pageOf(req, loadCart))?.page ?? null,
    async fromMemory(req: ExpressRequest): Promise<CartPage | null | undefined> {
      const header = req.headers.cookie ?? "";
      const known = remembered.get(header);
      if (known?.unchanged()) return known.page;
      const found = await pageOf(req, loadCartFromMemory);
      if (found?.unchanged) remembered.set(header, { page: found.page, unchanged: found.unchanged });
      return found?.page;
    },
  };
}
