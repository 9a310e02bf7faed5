import { z } from "zod";
import { INVALID_EMAIL } from "~/lib/forms/messages";

/** The Link Shopify Account form: the email used at checkout. */
export const linkAccountSchema = z.object({
  email: z
    .string({ required_error: INVALID_EMAIL })
    .trim()
    .max(254, INVALID_EMAIL)
    .email(INVALID_EMAIL)
    .transform((email) => email.toLowerCase()),
});

/** The account page's forms: link an address, or ask again for the account email's confirmation link. */
export const accountActionSchema = z.discriminatedUnion("intent", [
  linkAccountSchema.extend({ intent: z.literal("link") }),
  z.object({ intent: z.literal("send-confirmation") }),
]);
