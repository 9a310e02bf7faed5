import type { HeadersFunction } from "@remix-run/node";

/** Cache-Control for pages whose content only changes with a deploy. */
export const STATIC_PAGE_CACHE = "public, max-age=300, stale-while-revalidate=600";

/**
 * `headers` export for the static content routes. A shared cache may keep the
 * page for 5 minutes, unless this response sets a cookie (a flash toast, a
 * session refresh): that response is personal and must not be stored.
 */
export const staticPageHeaders: HeadersFunction = ({ parentHeaders }): Record<string, string> => {
  if (parentHeaders.has("Set-Cookie")) return { "Cache-Control": "private, no-store" };
  return { "Cache-Control": STATIC_PAGE_CACHE, Vary: "Cookie" };
};
