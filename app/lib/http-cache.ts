import type { HeadersFunction } from "@remix-run/node";

/** Cache-Control for pages whose content only changes with a deploy. */
export const STATIC_PAGE_CACHE = "public, max-age=300, stale-while-revalidate=600";

/** Cache-Control of a page that shows the shopper's own cart or account. */
export const PERSONAL_PAGE_CACHE = "private, no-store";

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
  return ({ loaderHeaders, parentHeaders }): Record<string, string> =>
    isPersonal(parentHeaders)
      ? { "Cache-Control": PERSONAL_PAGE_CACHE }
      : { "Cache-Control": loaderHeaders.get("Cache-Control") ?? fallback, Vary: "Cookie" };
}

/** `headers` export for the static content routes: a shared cache may keep the page for 5 minutes. */
export const staticPageHeaders: HeadersFunction = ({ parentHeaders }): Record<string, string> => {
  if (isPersonal(parentHeaders)) return { "Cache-Control": PERSONAL_PAGE_CACHE };
  return { "Cache-Control": STATIC_PAGE_CACHE, Vary: "Cookie" };
};
