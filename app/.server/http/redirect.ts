/** Any fixed origin: targets are resolved against it and only its paths are kept, so the shop's own host never matters. */
const BASE = "http://redirect.invalid";

/**
 * The one way a request-supplied target (`redirectTo`) becomes a Location:
 * parsed by the WHATWG URL parser as a browser would, kept only when it stays
 * on this site, returned as a path whose every odd character is
 * percent-encoded (so the header can always be set: no CR, LF, NUL or
 * character outside Latin-1). Anything else gives `fallback`.
 */
export function safeRedirectPath(target: unknown, fallback = "/"): string {
  if (typeof target !== "string" || target === "") return fallback;
  let url: URL;
  try {
    url = new URL(target, `${BASE}/`);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  // "/.//evil.example" resolves to the path "//evil.example", which a browser reads as another host.
  const path = url.pathname.replace(/^\/+/, "/");
  return `${path}${url.search}${url.hash}`;
}
