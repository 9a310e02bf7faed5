import type { Kysely } from "kysely";
import { anonymous, asUser } from "~/.server/db/as-user";
import type { Database } from "~/.server/db/types";
import { oneLine, type SendMail } from "~/.server/functions/function-response";
import { honeypotFilled } from "~/lib/forms/honeypot";
import { formFailure, formValues } from "~/.server/forms/submission";
import { contactMessages, contactSchema, type ContactInput } from "~/lib/contact/schema";
import { validateForm, type FormFailure } from "~/lib/forms/result";
import type { ToastMessage } from "~/lib/toast";

export interface ContactDeps {
  db: () => Promise<Kysely<Database>>;
  allow: (clientKey: string, email: string) => Promise<boolean>;
  sendMail: SendMail;
  storeEmail: string;
  log?: Pick<Console, "error" | "warn">;
}

export type ContactResult = { status: number; body: { ok: true; toast: ToastMessage } | FormFailure };

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
  const sent = { status: 200, body: { ok: true as const, toast: contactMessages.sent } };
  const fail = (status: number, formError?: ToastMessage, fieldErrors?: Record<string, string>) => ({
    status,
    body: formFailure(form, { formError, fieldErrors }),
  });
  if (honeypotFilled(form)) {
    log.warn("contact: honeypot filled; message ignored");
    return sent;
  }
  const parsed = validateForm(contactSchema, formValues(form));
  if (!parsed.ok) return fail(400, undefined, parsed.fieldErrors);
  const input = parsed.data;
  if (!(await deps.allow(clientKey, input.email))) return fail(429, contactMessages.tooMany);
  try {
    await asUser(await deps.db(), anonymous, (trx) => trx.insertInto("contact_messages").values(input).execute());
  } catch (error) {
    log.error(`contact: storing the message failed: ${(error as Error).message}`);
    return fail(503, contactMessages.failed);
  }
  try {
    await deps.sendMail(contactMail(input, deps.storeEmail));
  } catch (error) {
    log.error(`contact: mailing the store failed (message is stored): ${(error as Error).message}`);
  }
  return sent;
}
