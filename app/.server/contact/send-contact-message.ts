import type { Kysely } from "kysely";
import { anonymous, asUser } from "~/.server/db/as-user";
import type { Database } from "~/.server/db/types";
import { oneLine, type SendMail } from "~/.server/functions/function-response";
import { honeypotFilled } from "~/lib/forms/honeypot";
import {
  contactMessages,
  parseContact,
  type ContactField,
  type ContactFieldErrors,
  type ContactInput,
} from "~/lib/contact/schema";

export interface ContactDeps {
  db: () => Promise<Kysely<Database>>;
  allow: (clientKey: string, email: string) => Promise<boolean>;
  sendMail: SendMail;
  storeEmail: string;
  log?: Pick<Console, "error" | "warn">;
}

export interface ContactResult {
  status: number;
  ok: boolean;
  toast: { title: string; description: string };
  errors?: ContactFieldErrors;
  values: Record<ContactField, string>;
}

export function contactMail(input: ContactInput, storeEmail: string) {
  return {
    to: storeEmail,
    subject: `Contact form: ${oneLine(input.subject, 150)}`,
    text: [
      `From: ${oneLine(input.name)} <${oneLine(input.email, 254)}>`,
      `Subject: ${oneLine(input.subject, 150)}`,
      "",
      input.message,
      "",
      "Reply to the sender's address above.",
    ].join("\n"),
  };
}

/**
 * The contact form's action: honeypot, zod validation (400 with messages per
 * field and what was typed), rate limit per client and address, the message
 * stored in contact_messages, then mailed to the store. The mail goes through
 * the outbox, so once stored the message is never lost.
 */
export async function sendContactMessage(form: FormData, clientKey: string, deps: ContactDeps): Promise<ContactResult> {
  const log = deps.log ?? console;
  const text = (name: string) => String(form.get(name) ?? "").slice(0, 6000);
  const values = { name: text("name"), email: text("email"), subject: text("subject"), message: text("message") };
  if (honeypotFilled(form)) {
    log.warn("contact: honeypot filled; message ignored");
    return { status: 200, ok: true, toast: contactMessages.sent, values };
  }
  const parsed = parseContact(values);
  if (!parsed.ok) return { status: 400, ok: false, toast: contactMessages.invalid, errors: parsed.errors, values };
  const input = parsed.data;
  if (!(await deps.allow(clientKey, input.email)))
    return { status: 429, ok: false, toast: contactMessages.tooMany, values };
  try {
    await asUser(await deps.db(), anonymous, (trx) => trx.insertInto("contact_messages").values(input).execute());
  } catch (error) {
    log.error(`contact: storing the message failed: ${(error as Error).message}`);
    return { status: 503, ok: false, toast: contactMessages.failed, values };
  }
  try {
    await deps.sendMail(contactMail(input, deps.storeEmail));
  } catch (error) {
    log.error(`contact: mailing the store failed (message is stored): ${(error as Error).message}`);
  }
  return { status: 200, ok: true, toast: contactMessages.sent, values };
}
