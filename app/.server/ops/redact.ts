/**
 * What never reaches a log line: values under secret or personal keys at any
 * depth, and e-mail addresses, bearer tokens and secret query parameters
 * inside any text (error messages from the database or a vendor quote what
 * they were given).
 */
const SECRET_KEY =
  /^(e-?mail|to|to_address|password|confirm_?password|new_?password|pass|token|access_?token|refresh_?token|id_?token|authorization|cookie|set-cookie|session|session_?id|sid|secret|api_?key|content|messages|text|text_body|html_body|transcript|question|answer|phone|address|name)$/i;
// A domain holds no "/": a stack frame's path into a scoped package (node_modules/@remix-run/...) is kept.
// The lookbehind starts a match only where a run of address characters starts (where a match would start anyway):
// without it a long run with no "@" (a crafted 16 KB URL in the request log) was rescanned from each of its
// characters, quadratic time on the event loop (245 ms for 16,000 characters).
const EMAIL = /(?<![^\s@<>"'(),;:[\]=])[^\s@<>"'(),;:[\]=]+@[^\s@<>"'(),;:[\]/]+\.[a-z]{2,}/gi;
const BEARER = /\b(bearer|basic)\s+[\w.~+/=-]+/gi;
const SECRET_PARAM = /([?&;\s](?:token|code|access_token|key|session|sid|email)=)[^&\s"']+/gi;
const MAX_DEPTH = 6;

export const REDACTED = "[redacted]";

/** What each of the three needs: an e-mail an "@", a bearer token the space after its scheme, a parameter its "=". */
const MAY_HOLD_SECRET = /[@=\s]/;

/** E-mail addresses out of a text, and nothing else (the mail console keeps a mail's links: mail/console.ts). */
export const scrubEmails = (text: string) => (text.includes("@") ? text.replace(EMAIL, "[email]") : text);

export function scrubText(text: string): string {
  // Every string of every line passes here (a request's id, route and path too): most hold none of those.
  if (!MAY_HOLD_SECRET.test(text)) return text;
  return text.replace(EMAIL, "[email]").replace(BEARER, "$1 [redacted]").replace(SECRET_PARAM, "$1[redacted]");
}

/** A copy of a log line's fields fit to write: errors as plain objects with their stack, secrets left out. */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return scrubText(value);
  if (value === null || typeof value !== "object") return value;
  if (depth >= MAX_DEPTH) return "[deep]";
  if (value instanceof Error) {
    const code = (value as { code?: unknown }).code;
    return {
      type: value.name,
      message: scrubText(value.message),
      ...(value.stack ? { stack: scrubText(value.stack) } : {}),
      ...(code !== undefined ? { code } : {}),
      ...(value.cause !== undefined ? { cause: redact(value.cause, depth + 1) } : {}),
    };
  }
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = SECRET_KEY.test(key) ? REDACTED : redact(item, depth + 1);
  return out;
}
