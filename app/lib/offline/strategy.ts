/**
 * What the service worker does with a request (docs/decisions/0069). Pure, so
 * the rules are tested without a browser.
 *
 * - "network": never read from or written to the worker's caches. Prices,
 *   the cart, checkout, accounts and every write always come from the server.
 * - "page": an HTML page: network first; a copy is kept only when the server
 *   calls it public, and shown only when the network fails.
 * - "asset": a hashed build file: named by its content, so the cached copy is
 *   always right.
 * - "image": shown from the cache when there, refreshed behind it.
 * - "pass": not the worker's business (other origins, media, event streams).
 */
export type OfflineStrategy = "network" | "page" | "asset" | "image" | "pass";

/** Paths whose answers are personal or change money: the worker never keeps them. */
const NETWORK_ONLY =
  /^\/(?:(?:cart|account|auth|logout|api|chat|confirm-email|webhooks|dev|sw\.js)(?:\/|$|\.)|local-storefront\/(?!images\/))/;

export interface RequestFacts {
  url: string;
  method: string;
  /** Request.mode ("navigate" for a document) and Request.destination. */
  mode: string;
  destination: string;
  /** The worker's own origin. */
  origin: string;
}

export function offlineStrategy(request: RequestFacts): OfflineStrategy {
  const url = new URL(request.url);
  if (url.origin !== request.origin) return "pass";
  // Form posts, Remix's data requests (.data, ?_data) and every listed path: straight to the server.
  if (request.method !== "GET") return request.mode === "navigate" ? "network" : "pass";
  if (url.pathname.endsWith(".data") || url.searchParams.has("_data")) return "network";
  if (NETWORK_ONLY.test(url.pathname)) return "network";
  if (request.mode === "navigate") return "page";
  if (url.pathname.startsWith("/assets/")) return "asset";
  if (request.destination === "image") return "image";
  return "pass";
}

/**
 * True when a response may be kept for the offline copy: a whole 200 that the
 * server marked public. Anything personal (a signed-in header, a cart with
 * lines, a Set-Cookie: the root marks each "private, no-store") is never kept.
 * The worker cannot see Set-Cookie itself (browsers hide it), so it trusts only
 * the positive "public" mark and refuses everything else.
 */
export function mayKeep(status: number, cacheControl: string | null, type: string): boolean {
  if (status !== 200 || (type !== "basic" && type !== "default")) return false;
  const directives = (cacheControl ?? "").toLowerCase();
  return /\bpublic\b/.test(directives) && !/\b(private|no-store|no-cache)\b/.test(directives);
}

/** Stands for the build version in the bundled worker; /sw.js puts the version in its place. */
export const BUILD_PLACEHOLDER = "__BIOLIFE_SW_BUILD__";

/** Cache names of one build: a new build's worker drops every other. */
export const cacheNames = (version: string) => ({
  pages: `biolife-${version}-pages`,
  assets: `biolife-${version}-assets`,
  images: `biolife-${version}-images`,
});

export const CACHE_PREFIX = "biolife-";
/** The most pages and images kept: the oldest go first. */
export const MAX_PAGES = 40;
export const MAX_IMAGES = 120;

/** Marks a page shown from the cache, on its <html> element, so its banner shows before any script runs. */
export const OFFLINE_ATTRIBUTE = "data-offline";

export function markOffline(html: string): string {
  return html.replace(/<html\b/i, `<html ${OFFLINE_ATTRIBUTE}=""`);
}
