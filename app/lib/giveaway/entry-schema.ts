import type { ToastMessage } from "~/lib/toast";
import { z } from "zod";
import { fieldMessages, giveawayMessages, prayerCopy } from "~/content/giveaway";

/**
 * The four forms that store a kia_giveaway_entries row, as one zod schema
 * shared by the browser (before posting) and the server action.
 * dialog: the two-step "Win a 2025 KIA!" dialog; page: /kia-giveaway;
 * quick: the quick-entry pop-up; prayer: the Jamaica prayer-support sign-up.
 */
export const ENTRY_SOURCES = ["dialog", "page", "quick", "prayer"] as const;
export type EntrySource = (typeof ENTRY_SOURCES)[number];

const text = (required: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v : ""),
    z.string().trim().min(1, required).max(max, fieldMessages.tooLong),
  );

const email = z.preprocess(
  (v) => (typeof v === "string" ? v : ""),
  z
    .string()
    .trim()
    .min(1, fieldMessages.email)
    .max(254, fieldMessages.tooLong)
    .email(fieldMessages.emailFormat)
    .transform((v) => v.toLowerCase()),
);

const ticked = (message: string) =>
  z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()).refine((v) => v, { message });

const optionalTick = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean());

const phone = text(fieldMessages.phone, 40);
const name = text(fieldMessages.name, 120);
const address = text(fieldMessages.address, 300);

export const dialogStep1Schema = z.object({ email, phone, consent: ticked(fieldMessages.consent) });
export const dialogStep2Schema = z.object({ name, address, marketingOptIn: optionalTick });

export const entrySchema = z.discriminatedUnion("source", [
  dialogStep1Schema.merge(dialogStep2Schema).extend({ source: z.literal("dialog") }),
  z.object({ source: z.literal("page"), name, email, phone, address, consent: ticked(fieldMessages.consent) }),
  z.object({ source: z.literal("quick"), email, phone, agreement: ticked(fieldMessages.agreement) }),
  z.object({ source: z.literal("prayer"), fullName: name, email, phone, optIn: ticked(fieldMessages.optIn) }),
]);
export type EntryInput = z.infer<typeof entrySchema>;

/** The row stored in kia_giveaway_entries (marketingOptIn is not stored, SPEC §3). */
export interface EntryRow {
  name: string;
  email: string;
  phone: string;
  address: string;
  opted_in: boolean;
}

export function toEntryRow(input: EntryInput): EntryRow {
  switch (input.source) {
    case "dialog":
      return {
        name: input.name,
        email: input.email,
        phone: input.phone,
        address: input.address,
        opted_in: input.consent,
      };
    case "page":
      return {
        name: input.name,
        email: input.email,
        phone: input.phone,
        address: input.address,
        opted_in: input.consent,
      };
    case "quick":
      return { name: "", email: input.email, phone: input.phone, address: "", opted_in: input.agreement };
    case "prayer":
      return {
        name: input.fullName,
        email: input.email,
        phone: input.phone,
        address: prayerCopy.address,
        opted_in: input.optIn,
      };
  }
}

export type FieldErrors = Partial<Record<string, string>>;

const missing = (errors: FieldErrors, keys: string[]) =>
  keys.some(
    (k) => errors[k] !== undefined && errors[k] !== fieldMessages.emailFormat && errors[k] !== fieldMessages.tooLong,
  );

/** Each single-step form's one message for anything missing (SPEC §5: "X required; Y ticked, else M"). */
const formRequiredMessage = {
  page: giveawayMessages.pageConsentRequired,
  quick: giveawayMessages.quickAgreementRequired,
  prayer: giveawayMessages.prayerOptInRequired,
} as const;

const requiredFields = {
  page: ["name", "email", "phone", "address", "consent"],
  quick: ["email", "phone", "agreement"],
  prayer: ["fullName", "email", "phone", "optIn"],
} as const;

/**
 * The spec's toast for a form's validation errors (SPEC §5). The dialog has
 * one message per step; the page, quick-entry and prayer forms answer any
 * missing field or unticked box with their one message, while the field
 * errors say which. A malformed (not missing) email says so.
 */
export function validationMessage(source: EntrySource, errors: FieldErrors): ToastMessage {
  if (source === "dialog") {
    if (missing(errors, ["email", "phone", "consent"])) return giveawayMessages.dialogStep1Required;
    if (errors.email) return giveawayMessages.invalidEmail;
    return giveawayMessages.dialogStep2Required;
  }
  if (missing(errors, [...requiredFields[source]])) return formRequiredMessage[source];
  if (errors.email) return giveawayMessages.invalidEmail;
  return formRequiredMessage[source];
}
