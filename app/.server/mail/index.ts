import nodemailer from "nodemailer";
import { getDb } from "~/.server/db/database";
import { env } from "~/.server/env";
import { createMailer, type Mailer, type OutgoingMail, type SentMail } from "./mailer";

export { createMailer, type Mailer, type OutgoingMail, type SentMail };

const RETRY_INTERVAL_MS = 60_000;
const KEY = Symbol.for("biolife.mailer");

/** The process's mailer: SMTP when SMTP_URL is set (with a retry loop for failures), else the outbox. */
export function mailer(): Mailer {
  const scope = globalThis as Record<symbol, Mailer | undefined>;
  const existing = scope[KEY];
  if (existing) return existing;
  const config = env();
  const transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  const created = createMailer({ db: getDb, transport, from: config.MAIL_FROM });
  if (transport) setInterval(() => void created.flush().catch((e: Error) => console.error(`mail retry: ${e.message}`)), RETRY_INTERVAL_MS).unref();
  return (scope[KEY] = created);
}

/** Sends one message through the mail module; never loses it (see createMailer). */
export function sendMail(mail: OutgoingMail): Promise<SentMail> {
  return mailer().send(mail);
}
