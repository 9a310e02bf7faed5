/** JSON answers shared by the giveaway server functions. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json; charset=utf-8" } });
}

/** One line, no control characters: safe in a mail header. */
export function oneLine(value: string, max = 200): string {
  return value
    .replace(/\p{Cc}+/gu, " ")
    .trim()
    .slice(0, max);
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends one message (the mail module: SMTP, or the outbox on the embedded default). */
export type SendMail = (mail: OutgoingMail) => Promise<unknown>;
