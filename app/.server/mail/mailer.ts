import type { Kysely } from "kysely";
import type { Database } from "~/.server/db/types";
import { oneLine, type OutgoingMail } from "~/.server/functions/function-response";

export type { OutgoingMail };

/** What delivers a message: nodemailer's transporter fits (`sendMail`). */
export interface MailTransport {
  sendMail(message: { from: string; to: string; subject: string; text: string; html?: string }): Promise<unknown>;
}

export interface MailerOptions {
  db: () => Promise<Kysely<Database>>;
  /** null: the embedded default, every message kept in the outbox as "logged". */
  transport: MailTransport | null;
  from: string;
  log?: Pick<Console, "info" | "error">;
  /** Without a transport: where each message's whole text is shown (the log, mail/console.ts). */
  printUnsent?: (mail: OutgoingMail) => void;
  now?: () => Date;
}

export interface SentMail {
  id: string | null;
  status: "sent" | "failed" | "logged";
}

export const MAX_ATTEMPTS = 8;
/** How long a delivery in progress owns its outbox row. */
const LEASE_MS = 5 * 60_000;

/** Wait before retry n (1-based): 30 s, 1 min, 2 min, ... capped at 1 hour. */
export function retryDelayMs(attempt: number): number {
  return Math.min(30_000 * 2 ** (attempt - 1), 3_600_000);
}

/**
 * The mail module: every message is first written to mail_outbox (so none is
 * lost), then delivered over SMTP when a transport is configured, or logged
 * (recipient and subject) on the embedded default. A failed delivery stays in
 * the outbox with its error and is retried by `flush` with backoff.
 */
export function createMailer(options: MailerOptions) {
  const log = options.log ?? console;
  const now = options.now ?? (() => new Date());

  const lease = () => new Date(now().getTime() + LEASE_MS);

  async function deliver(id: string | null, mail: OutgoingMail, attempts: number): Promise<SentMail> {
    if (!options.transport) {
      options.printUnsent?.(mail);
      return { id, status: "logged" };
    }
    try {
      await options.transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      if (id)
        await (
          await options.db()
        )
          .updateTable("mail_outbox")
          .set({ status: "sent", sent_at: now(), error: null, attempts: attempts + 1, next_attempt_at: null })
          .where("id", "=", id)
          .execute();
      return { id, status: "sent" };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.error(`mail to ${mail.to} failed: ${message}`);
      const next = attempts + 1 < MAX_ATTEMPTS ? new Date(now().getTime() + retryDelayMs(attempts + 1)) : null;
      if (id) {
        await (
          await options.db()
        )
          .updateTable("mail_outbox")
          .set({ status: "failed", error: message.slice(0, 1000), attempts: attempts + 1, next_attempt_at: next })
          .where("id", "=", id)
          .execute()
          .catch((e: Error) => log.error(`mail outbox update failed: ${e.message}`));
      }
      return { id, status: "failed" };
    }
  }

  async function send(input: OutgoingMail): Promise<SentMail> {
    const mail: OutgoingMail = { ...input, to: oneLine(input.to, 320), subject: oneLine(input.subject, 300) };
    let id: string | null = null;
    try {
      const row = await (
        await options.db()
      )
        .insertInto("mail_outbox")
        .values({
          to_address: mail.to,
          subject: mail.subject,
          text_body: mail.text,
          html_body: mail.html ?? null,
          status: options.transport ? "queued" : "logged",
          // A lease: flush() leaves the message to this delivery unless the process dies before it ends.
          next_attempt_at: options.transport ? lease() : null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      id = row.id;
    } catch (error) {
      // Without a transport the outbox is the only copy: the caller must know.
      if (!options.transport) throw error;
      log.error(`mail outbox insert failed: ${(error as Error).message}`);
    }
    log.info(`mail to ${mail.to}: ${mail.subject}`);
    return deliver(id, mail, 0);
  }

  /** Retries queued and failed messages whose time has come. Returns how many were sent. */
  async function flush(): Promise<number> {
    if (!options.transport) return 0;
    const db = await options.db();
    const due = await db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("status", "in", ["queued", "failed"])
      .where("attempts", "<", MAX_ATTEMPTS)
      .where((eb) => eb.or([eb("next_attempt_at", "is", null), eb("next_attempt_at", "<=", now())]))
      .orderBy("created_at")
      .limit(50)
      .execute();
    let sent = 0;
    for (const row of due) {
      // Claim the row first, so two flushes (or workers) never deliver the same message twice.
      const claimed = await db
        .updateTable("mail_outbox")
        .set({ next_attempt_at: lease() })
        .where("id", "=", row.id)
        .where("status", "in", ["queued", "failed"])
        .where((eb) => eb.or([eb("next_attempt_at", "is", null), eb("next_attempt_at", "<=", now())]))
        .returning("id")
        .executeTakeFirst();
      if (!claimed) continue;
      const result = await deliver(
        row.id,
        { to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body ?? undefined },
        row.attempts,
      );
      if (result.status === "sent") sent += 1;
    }
    return sent;
  }

  return { send, flush };
}

export type Mailer = ReturnType<typeof createMailer>;
