import { env } from "~/.server/env";

/**
 * Cookies are Secure in production when the shop's public address is
 * HTTPS; then they also carry the `__Host-` prefix, which makes browsers
 * refuse them unless Secure, Path=/ and without Domain (no subdomain or
 * plain-HTTP page can plant or overwrite them).
 */
export function secureCookies(): boolean {
  return env().NODE_ENV === "production" && env().PUBLIC_SITE_URL?.startsWith("https:") === true;
}

export function cookieName(base: string): string {
  return secureCookies() ? `__Host-${base}` : base;
}
