import pino, { type Logger } from "pino";
import { oncePerProcess } from "~/.server/ops/once";
import { scrubEmails } from "~/.server/ops/redact";
import { readOpsSettings } from "~/.server/ops/settings";
import type { OutgoingMail } from "./mailer";

/**
 * The embedded default's mail delivery (no SMTP_URL), as development mail
 * backends do it: each message's subject and text, links included, as one log
 * line, so a shopper's confirmation link reaches whoever runs the shop. The
 * shop's logger would redact the links' tokens, so this is a logger of its
 * own; e-mail addresses are still scrubbed (README: no line carries one).
 */
const mailConsole: Logger = oncePerProcess("mail-console", () => {
  const dev = process.argv.includes("--dev") && process.env.LOG_FORMAT !== "json";
  return pino({
    level: readOpsSettings().LOG_LEVEL,
    base: { pid: process.pid, component: "mail" },
    timestamp: pino.stdTimeFunctions.isoTime,
    messageKey: "msg",
    ...(dev ? { transport: { target: "pino-pretty", options: { colorize: true, ignore: "pid,hostname" } } } : {}),
  });
});

export const UNSENT_HEADING = "mail not sent (no SMTP_URL); its text:";

export function printUnsentMail(mail: OutgoingMail) {
  mailConsole.info(scrubEmails(`${UNSENT_HEADING} to ${mail.to}, "${mail.subject}"\n\n${mail.text}`));
}
