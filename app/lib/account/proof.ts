import { z } from "zod";

/**
 * Email ownership, proved before order history is shown: the account's own
 * confirmed email, or a linked address confirmed through a link mailed to it.
 */
export type ProofPurpose = "account" | "link";

/** How long a mailed confirmation link works. */
export const CONFIRMATION_TTL_MINUTES = 24 * 60;

/** The path a confirmation link opens (the token in `token`). */
export const CONFIRM_EMAIL_PATH = "/confirm-email";

/** The account page's and the confirmation page's messages (new, in the spec's voice). */
export const PROOF_MESSAGES = {
  confirmationSent: "Confirmation email sent! Check your inbox.",
  signUpConfirm: "We sent you a link to confirm your email address.",
  accountUnconfirmed: "Confirm your email address to see your order history.",
  sendConfirmation: "Send Confirmation Email",
  linkSentTitle: "Check your inbox",
  linkPending: "Open the link we sent to this address to confirm it. Its orders show here once it is confirmed.",
  ordersNeedConfirmation: "Confirm your linked email address to see your order history.",
  confirmHeading: "Confirm Email",
  confirmButton: "Confirm Email",
  emailConfirmed: "Email confirmed successfully!",
  linkInvalid: "This confirmation link is invalid or has expired. Please request a new one.",
  otherAccount: "This confirmation link was sent for another account. Please login with that account to confirm it.",
  loginToConfirm: "Please login to confirm your email address, then open the link again.",
} as const;

export const confirmationPrompt = (email: string, purpose: ProofPurpose) =>
  purpose === "account"
    ? `Confirm ${email} as the email address of your BioLife account.`
    : `Confirm that ${email} is yours, to see its orders in your BioLife account.`;

/** A token as mailed: 32 random bytes in base64url. Anything else is not looked up. */
export const confirmTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** The confirmation page's form. */
export const confirmEmailSchema = z.object({ token: z.string().max(200) });
