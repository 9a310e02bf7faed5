import { z } from "zod";
import { validateForm } from "~/lib/forms/result";
import { INVALID_EMAIL } from "~/lib/forms/messages";
/** The newsletter box's rules (SPEC §5 and §8), shared by the form and the home route's action. */
export const NEWSLETTER_INVALID = INVALID_EMAIL;
export const NEWSLETTER_SUCCESS = "Welcome! Check your email for your 10% discount code!";
/** The confirmation follows a simulated one-second delay (SPEC §7 Other: no call is made). */
export const NEWSLETTER_DELAY_MS = 1000;

/** SPEC §5: the address is non-empty and contains @. */
export const homeNewsletterSchema = z.object({
  email: z.preprocess(
    (value) => (typeof value === "string" ? value : ""),
    z.string().trim().min(1, NEWSLETTER_INVALID).includes("@", { message: NEWSLETTER_INVALID }),
  ),
});

/** Null when the address is acceptable, else the spec's message. */
export function newsletterError(email: unknown): string | null {
  const checked = validateForm(homeNewsletterSchema, { email });
  return checked.ok ? null : (checked.fieldErrors.email ?? NEWSLETTER_INVALID);
}
