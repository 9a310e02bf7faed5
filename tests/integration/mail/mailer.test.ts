import type { Kysely } from "kysely";
import nodemailer from "nodemailer";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/.server/db/types";
import { createMailer, retryDelayMs } from "~/.server/mail/mailer";
import { testDatabases } from "../../support/databases";

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on 127.0.0.1; `reject` makes it refuse every recipient. */
async function startSmtp(port = 0) {
  const received: Received[] = [];
  const state = { reject: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (state.reject) return callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address() as { port: number };
  return {
    port: address.port,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const quiet = { info: () => {}, error: () => {} };

describe.each(testDatabases)("mail module against a local SMTP server on $name", (database) => {
  let db: Kysely<Database>;
  let close: () => Promise<void>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;

  beforeAll(async () => {
    ({ db, close } = await database.open());
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await smtp.close();
    await close();
  });

  const transportTo = (port: number) =>
    nodemailer.createTransport({
      host: "127.0.0.1",
      port,
      secure: false,
      ignoreTLS: true,
      connectionTimeout: 2000,
      greetingTimeout: 2000,
    });
  const outboxRow = (id: string | null) =>
    db.selectFrom("mail_outbox").selectAll().where("id", "=", id!).executeTakeFirstOrThrow();

  it("delivers a message and records it as sent", async () => {
    const mailer = createMailer({
      db: async () => db,
      transport: transportTo(smtp.port),
      from: "BioLife <hello@biolife.test>",
      log: quiet,
    });
    const result = await mailer.send({
      to: "shopper@example.com",
      subject: "Your order",
      text: "Thank you for your order.",
    });
    expect(result.status).toBe("sent");
    const delivered = smtp.received.at(-1)!;
    expect(delivered.from).toBe("hello@biolife.test");
    expect(delivered.to).toEqual(["shopper@example.com"]);
    expect(delivered.raw).toMatch(/Subject: Your order/);
    expect(delivered.raw).toMatch(/Thank you for your order\./);
    expect(await outboxRow(result.id)).toMatchObject({
      status: "sent",
      error: null,
      attempts: 1,
      to_address: "shopper@example.com",
    });
  });

  it("keeps a rejected message in the outbox with its error, and flush() delivers it once the server accepts", async () => {
    let clock = new Date("2026-11-10T12:00:00Z");
    const mailer = createMailer({
      db: async () => db,
      transport: transportTo(smtp.port),
      from: "hello@biolife.test",
      log: quiet,
      now: () => clock,
    });
    smtp.state.reject = true;
    const result = await mailer.send({
      to: "reject@example.com",
      subject: "Reset your password",
      text: "Link: https://shop.test/auth?mode=reset",
    });
    smtp.state.reject = false;
    expect(result.status).toBe("failed");
    const failed = await outboxRow(result.id);
    expect(failed.status).toBe("failed");
    expect(failed.error).toMatch(/550|Mailbox unavailable/);
    expect(failed.attempts).toBe(1);
    expect(new Date(failed.next_attempt_at!).getTime()).toBe(clock.getTime() + retryDelayMs(1));

    // Before its time it is left alone; after it, flush retries and delivers.
    expect(await mailer.flush()).toBe(0);
    clock = new Date(clock.getTime() + retryDelayMs(1));
    expect(await mailer.flush()).toBe(1);
    expect(await outboxRow(result.id)).toMatchObject({
      status: "sent",
      error: null,
      attempts: 2,
      next_attempt_at: null,
    });
    expect(smtp.received.some((m) => m.to.includes("reject@example.com"))).toBe(true);
  });

  it("keeps a message when the server is down, and delivers it with flush() when it is back", async () => {
    const down = await startSmtp();
    const port = down.port;
    await down.close();
    let clock = new Date("2026-11-10T12:00:00Z");
    const mailer = createMailer({
      db: async () => db,
      transport: transportTo(port),
      from: "hello@biolife.test",
      log: quiet,
      now: () => clock,
    });
    const result = await mailer.send({
      to: "later@example.com",
      subject: "Thanks for contacting us",
      text: "We will reply soon.",
    });
    expect(result.status).toBe("failed");
    expect((await outboxRow(result.id)).error).toMatch(/ECONNREFUSED|connect/i);

    const back = await startSmtp(port);
    try {
      clock = new Date(clock.getTime() + retryDelayMs(1));
      expect(await mailer.flush()).toBeGreaterThanOrEqual(1);
      expect(await outboxRow(result.id)).toMatchObject({ status: "sent", attempts: 2 });
      expect(back.received.map((m) => m.to[0])).toContain("later@example.com");
    } finally {
      await back.close();
    }
  });

  it("without a transport keeps every message in the outbox as logged", async () => {
    const lines: string[] = [];
    const mailer = createMailer({
      db: async () => db,
      transport: null,
      from: "hello@biolife.test",
      log: { info: (l: string) => lines.push(l), error: () => {} },
    });
    const result = await mailer.send({
      to: "dev@example.com",
      subject: "Subject\r\nBcc: evil@example.com",
      text: "Body",
    });
    expect(result.status).toBe("logged");
    expect(await outboxRow(result.id)).toMatchObject({
      status: "logged",
      subject: "Subject Bcc: evil@example.com",
      text_body: "Body",
    });
    expect(lines).toContain("mail to dev@example.com: Subject Bcc: evil@example.com");
    expect(await mailer.flush()).toBe(0);
  });
});

describe("mail module: a delivery in progress", () => {
  it("is not sent a second time by a flush() running meanwhile", async () => {
    const { db, close } = await testDatabases[0].open();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let arrived: () => void = () => {};
    const inData = new Promise<void>((resolve) => (arrived = resolve));
    let deliveries = 0;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, _session, callback) {
        stream.resume();
        stream.on("end", () => {
          deliveries += 1;
          arrived();
          void gate.then(() => callback());
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.server.address() as { port: number }).port;
    try {
      const transport = nodemailer.createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true });
      const mailer = createMailer({ db: async () => db, transport, from: "hello@biolife.test", log: quiet });
      const sending = mailer.send({ to: "once@example.com", subject: "Only once", text: "Hi" });
      await inData;
      expect(await mailer.flush()).toBe(0);
      release();
      expect((await sending).status).toBe("sent");
      expect(deliveries).toBe(1);
    } finally {
      release();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await close();
    }
  });
});
