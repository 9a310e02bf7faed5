import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";

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
  const parts = JSON.stringify([buildId, origin, path, query, cartView]);
  let key = recentKeys.get(parts);
  if (key === undefined) {
    key = createHash("sha256").update(parts).digest("base64url");
    recentKeys.set(parts, key);
  }
  return key;
}

/**
 * The keys of recently asked pages: a page-cache hit costs little else, and hashing its key was 3 % of it. Bounded
 * (least recently used go), so a flood of distinct URLs costs only the hashing it would have cost anyway.
 */
const recentKeys = new LRUCache<string, string>({ max: 2_000 });

/** A request target ("/shop?q=a") as its path and query. */
export function splitTarget(target: string): Pick<PageKeyParts, "path" | "query"> {
  const at = target.indexOf("?");
  return at === -1 ? { path: target, query: null } : { path: target.slice(0, at), query: target.slice(at + 1) };
}
