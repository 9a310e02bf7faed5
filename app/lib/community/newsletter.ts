import { z } from "zod";
import type { FormFailure } from "~/lib/forms/result";
import { INVALID_EMAIL } from "~/lib/forms/messages";
import type { ToastMessage } from "~/lib/toast";

/** SPEC §5: newsletter email non-empty and containing @ (we also require a real address shape). */
export { INVALID_EMAIL };
export const newsletterSchema = z.object({
  email: z
    .string({ required_error: INVALID_EMAIL })
    .trim()
    .min(1, INVALID_EMAIL)
    .max(254, INVALID_EMAIL)
    .email(INVALID_EMAIL)
    .transform((email) => email.toLowerCase()),
});

/** SPEC §8: the newsletter's success message. */
export const NEWSLETTER_WELCOME = {
  title: "Welcome!",
  description: "Check your email for your 10% discount code!",
} as const;
export const NEWSLETTER_TOO_MANY = "Too many sign-ups from here. Please try again in a few minutes.";
export const NEWSLETTER_FAILED = "We couldn't sign you up right now. Please try again later.";

/** What the Stay Connected action answers. */
export type SubscribeResult =
  { intent: "subscribe"; ok: true; toast: ToastMessage } | (FormFailure & { intent: "subscribe" });
