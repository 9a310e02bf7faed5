import { SMTPServer } from "smtp-server";
import { freePort } from "../../scripts/server-process";

export interface CapturedMail {
  to: string[];
  /** The message as sent, quoted-printable soft breaks and escapes undone. */
  text: string;
}

const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** A local SMTP server that keeps every message (point the shop's SMTP_URL at `url`), on `port` or a free one. */
export async function startSmtpCapture(port?: number) {
  const received: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), text: decodeQuotedPrintable(raw) });
        callback();
      });
    },
  });
  port ??= await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The confirmation link mailed last to `email`, as a path on the shop. */
    confirmationPathFor(email: string): string | null {
      const mail = received.findLast((m) => m.to.includes(email) && m.text.includes("/confirm-email?token="));
      const link = mail?.text.match(/https?:\/\/\S+\/confirm-email\?token=[A-Za-z0-9_-]+/)?.[0];
      return link ? new URL(link).pathname + new URL(link).search : null;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
