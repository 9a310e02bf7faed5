import { createHash } from "node:crypto";

/** What a stored page depends on; two requests share a page exactly when these are equal. */
export interface PageKeyParts {
  /** The build's id: a deploy starts afresh. */
  buildId: string;
  /** The shop's public origin (public-origin.ts), never a request's Host or X-Forwarded-* headers. */
  origin: string;
  path: string;
  /** The query string without its "?"; null when the URL has no "?". */
  query: string | null;
  /** The cart page key (cart-pages.ts) for a cart page; null for the anonymous page. */
  cartView: string | null;
}

/**
 * The store key of a page: a hash of its parts as a JSON array, so no part's
 * text can stand for another's (a query holding a separator cannot land an
 * anonymous page under a cart page's key).
 */
export function pageKey({ buildId, origin, path, query, cartView }: PageKeyParts): string {
  return createHash("sha256")
    .update(JSON.stringify([buildId, origin, path, query, cartView]))
    .digest("base64url");
}

/** A request target ("/shop?q=a") as its path and query. */
export function splitTarget(target: string): Pick<PageKeyParts, "path" | "query"> {
  const at = target.indexOf("?");
  return at === -1 ? { path: target, query: null } : { path: target.slice(0, at), query: target.slice(at + 1) };
}
