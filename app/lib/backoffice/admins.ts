import { z } from "zod";
import { INVALID_EMAIL } from "~/lib/forms/messages";

export const ADMIN_MESSAGES = {
  granted: (email: string) => `${email} is now an admin`,
  alreadyAdmin: (email: string) => `${email} is already an admin`,
  noAccount: "No account uses that email: they sign up first, then you grant the role",
  unconfirmed: "That account has not confirmed its email yet: they open the link in their confirmation mail first",
  revoked: (email: string) => `${email} is no longer an admin`,
  notAdmin: "That account is not an admin",
  self: "You cannot revoke your own admin role: ask another admin",
  lastAdmin: "The shop keeps at least one admin",
  failed: "That did not work. Please try again.",
} as const;

export const adminActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("grant"),
    email: z.string().trim().min(1, INVALID_EMAIL).max(254).email(INVALID_EMAIL),
  }),
  z.object({ intent: z.literal("revoke"), userId: z.string().uuid(ADMIN_MESSAGES.notAdmin) }),
]);
