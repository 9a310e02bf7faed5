import type { Kysely } from "kysely";
import nodemailer from "nodemailer";
import type { Database } from "~/.server/db/types";
import type { Env } from "~/.server/env";
import { printUnsentMail } from "./console";
import { createMailer, type Mailer, type OutgoingMail, type SentMail } from "./mailer";
import { logger } from "~/.server/ops/logger";

export { createMailer, type Mailer, type OutgoingMail, type SentMail };

const RETRY_INTERVAL_MS = 60_000;
const mailLog = { info: (line: string) => logger.info(line), error: (line: string) => logger.error(line) };

/**
 * The shop's mailer: SMTP when SMTP_URL is set (with a retry loop for
 * failures, stopped by `stop`), else the outbox and each message's text in
 * the log.
 */
export function createShopMailer(config: Env, db: () => Promise<Kysely<Database>>): Mailer & { stop(): void } {
  const transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  const mailer = createMailer({ db, transport, from: config.MAIL_FROM, log: mailLog, printUnsent: printUnsentMail });
  const retry = transport
    ? setInterval(
        () => void mailer.flush().catch((e: Error) => logger.error(`mail retry: ${e.message}`)),
        RETRY_INTERVAL_MS,
      )
    : null;
  retry?.unref();
  return {
    ...mailer,
    stop() {
      if (retry) clearInterval(retry);
      transport?.close();
    },
  };
}
