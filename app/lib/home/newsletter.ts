import { INVALID_EMAIL } from "~/lib/forms/messages";
/**
 * The newsletter box's rules (SPEC §5 and §8), shared by the form and the
 * home route's action (whose zod schema, in newsletter-schema.ts, applies
 * this same check). Kept free of zod: the box is on the home page's first load.
 */
export const NEWSLETTER_INVALID = INVALID_EMAIL;
export const NEWSLETTER_SUCCESS = "Welcome! Check your email for your 10% discount code!";
/** The confirmation follows a simulated one-second delay (SPEC §7 Other: no call is made). */
export const NEWSLETTER_DELAY_MS = 1000;

/** Null when the address is acceptable (non-empty and containing @), else the spec's message. */
export function newsletterError(email: unknown): string | null {
  const value = typeof email === "string" ? email.trim() : "";
  return value.length > 0 && value.includes("@") ? null : NEWSLETTER_INVALID;
}
