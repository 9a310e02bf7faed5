import type { HeadersFunction } from "@remix-run/node";

/** Cache-Control for pages whose content only changes with a deploy. */
export const STATIC_PAGE_CACHE = "public, max-age=300, stale-while-revalidate=600";

/** Cache-Control of a page that shows the shopper's own cart or account. */
export const PERSONAL_PAGE_CACHE = "private, no-store";

/**
 * Internal headers (the page cache takes them off before the response leaves)
 * of a page that is personal only through its cart: the key of what it showed
 * of that cart, and the Cache-Control the page would have had without it.
 * The page cache keeps such a page for every shopper whose cart looks the same.
 */
export const CART_PAGE_KEY_HEADER = "X-Page-Cart-Key";
export const SHARED_CACHE_CONTROL_HEADER = "X-Page-Shared-Cache-Control";

/**
 * True when the root (or a parent) marked this response personal: it sets a
 * cookie (a flash toast, a session refresh) or its header shows a signed-in
 * shopper or a cart with lines. Such a response must not be stored by a
 * shared cache; every other response of a public page is the same for all.
 */
export function isPersonal(parentHeaders: Headers): boolean {
  return parentHeaders.has("Set-Cookie") || /\b(private|no-store)\b/.test(parentHeaders.get("Cache-Control") ?? "");
}

/**
 * `headers` export for public pages: the loader's Cache-Control (or `fallback`)
 * so a CDN may serve the page to shoppers without a session, and "private,
 * no-store" when this response is personal. `Vary: Cookie` keeps a cache
 * from answering a request with cookies from a copy made without them.
 */
export function publicPageHeaders(fallback = STATIC_PAGE_CACHE): HeadersFunction {
  return ({ loaderHeaders, parentHeaders }) =>
    pageHeaders(parentHeaders, loaderHeaders.get("Cache-Control") ?? fallback);
}

/** `headers` export for the static content routes: a shared cache may keep the page for 5 minutes. */
export const staticPageHeaders: HeadersFunction = ({ parentHeaders }) => pageHeaders(parentHeaders, STATIC_PAGE_CACHE);

function pageHeaders(parentHeaders: Headers, cacheControl: string): Record<string, string> {
  if (!isPersonal(parentHeaders)) return { "Cache-Control": cacheControl, Vary: "Cookie" };
  const cartKey = parentHeaders.get(CART_PAGE_KEY_HEADER);
  return {
    "Cache-Control": PERSONAL_PAGE_CACHE,
    ...(cartKey ? { [CART_PAGE_KEY_HEADER]: cartKey, [SHARED_CACHE_CONTROL_HEADER]: cacheControl } : {}),
  };
}
