/**
 * The full-page cache's rules, apart from Express: which requests may be
 * answered from it, which responses may enter it, and for how long.
 */

/** Stands for the CSP nonce in a stored body; every hit gets its own nonce in its place. */
export const NONCE_PLACEHOLDER = "__BIOLIFE_CSP_NONCE__";

export interface Lifetimes {
  /** Fresh for this long (the response's s-maxage, else max-age). */
  ttlMs: number;
  /** Then answered stale, and refreshed behind it, for this long. */
  swrMs: number;
}

function directives(cacheControl: string): Map<string, string | true> {
  const map = new Map<string, string | true>();
  for (const part of cacheControl.split(",")) {
    const [name, value] = part.trim().split("=", 2);
    if (name) map.set(name.toLowerCase(), value === undefined ? true : value.replace(/^"|"$/g, ""));
  }
  return map;
}

const seconds = (value: string | true | undefined) => {
  const n = typeof value === "string" ? Number.parseInt(value, 10) : NaN;
  return Number.isFinite(n) && n > 0 ? n * 1000 : 0;
};

/** How long a shared cache may keep a response with this Cache-Control; null when it may not (not public, private, no-store). */
export function sharedLifetimes(cacheControl: string | null | undefined): Lifetimes | null {
  if (!cacheControl) return null;
  const d = directives(cacheControl);
  if (!d.has("public") || d.has("private") || d.has("no-store") || d.has("no-cache")) return null;
  const ttlMs = seconds(d.get("s-maxage") ?? d.get("max-age"));
  if (ttlMs === 0) return null;
  return { ttlMs, swrMs: seconds(d.get("stale-while-revalidate")) };
}

/** True when the request carries one of the shop's own cookies (session, cart, flash toast, offline cart): its page is personal. */
export function carriesShopCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((pair) => /^(__Host-)?biolife_/.test(pair.trim()));
}

export type CacheState = "hit" | "miss" | "stale" | "bypass";
