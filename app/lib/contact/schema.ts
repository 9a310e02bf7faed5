import { z } from "zod";
import { INVALID_EMAIL } from "~/lib/forms/messages";

/** The contact form (SPEC §2 Contact), one schema for the form and its action. */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, message: 5000, messageMin: 10 } as const;

export const contactMessages = {
  name: "Please enter your name",
  email: INVALID_EMAIL,
  subject: "Please enter a subject",
  message: `Please enter a message of at least ${CONTACT_LIMITS.messageMin} characters`,
  tooLong: (what: string, max: number) => `${what} must be at most ${max} characters`,
  sent: {
    title: "Message Sent!",
    description: "Thank you for reaching out. We'll get back to you within 24-48 hours.",
  },
  failed: {
    title: "Message Not Sent",
    description: "Something went wrong on our side. Please try again, or email us directly.",
  },
  tooMany: {
    title: "Too Many Messages",
    description: "You've sent several messages in a short time. Please try again in a few minutes.",
  },
} as const;

export const contactSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, contactMessages.name)
    .max(CONTACT_LIMITS.name, contactMessages.tooLong("Name", CONTACT_LIMITS.name)),
  email: z
    .string()
    .trim()
    .min(1, contactMessages.email)
    .max(CONTACT_LIMITS.email, contactMessages.email)
    .email(contactMessages.email),
  subject: z
    .string()
    .trim()
    .min(1, contactMessages.subject)
    .max(CONTACT_LIMITS.subject, contactMessages.tooLong("Subject", CONTACT_LIMITS.subject)),
  message: z
    .string()
    .trim()
    .min(CONTACT_LIMITS.messageMin, contactMessages.message)
    .max(CONTACT_LIMITS.message, contactMessages.tooLong("Message", CONTACT_LIMITS.message)),
});

export type ContactInput = z.infer<typeof contactSchema>;
export type ContactField = keyof ContactInput;
