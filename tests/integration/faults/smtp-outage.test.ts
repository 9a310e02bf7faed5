import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect } from "~/.server/db/connect";
import { createMailer } from "~/.server/mail/mailer";
import { createFaultDatabase, FAULT_DATABASE_SERVER } from "../../support/fault-database";
import { freePort, startServerProcess } from "../../../scripts/server-process";
import { seedRunningGiveaway } from "../../support/running-giveaway";
import { startSmtpCapture } from "../../support/smtp-capture";

/**
 * SMTP down: the production build saves the giveaway entry and the contact
 * message first; their mails wait in the outbox as failed with a retry time,
 * and a later flush() delivers every one once a mail server answers.
 */
describe.skipIf(!FAULT_DATABASE_SERVER)("forms while the mail server is down", () => {
  let database: Awaited<ReturnType<typeof createFaultDatabase>>;
  let server: Awaited<ReturnType<typeof startServerProcess>>;
  let smtpPort: number;

  beforeAll(async () => {
    database = await createFaultDatabase(FAULT_DATABASE_SERVER!);
    smtpPort = await freePort(); // nothing listens here yet
    await seedRunningGiveaway(database.url); // today is past the seeded giveaway: entries need one running
    server = await startServerProcess({
      DATABASE_URL: database.url,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      RATE_LIMIT_SCALE: "50",
      STORE_EMAIL: "store@biolife.test",
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  const post = (path: string, form: Record<string, string>) =>
    fetch(`${server.origin}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.origin },
      body: new URLSearchParams(form).toString(),
    });

  it("saves entries and messages, queues their mail with backoff, and flush() delivers it later", async () => {
    const contact = await post("/contact", {
      name: "Ada Shopper",
      email: "ada@example.com",
      subject: "Order question",
      message: "Where is my order?",
    });
    expect(contact.status).toBe(303);
    const entry = await post("/kia-giveaway", {
      name: "Ben Entrant",
      email: "ben@example.com",
      phone: "555-123-4567",
      address: "2 Oak Ave, Newark NJ",
      consent: "on",
    });
    expect(entry.status).toBe(303);

    expect(await database.query("select email from contact_messages")).toEqual([{ email: "ada@example.com" }]);
    expect(await database.query("select email from kia_giveaway_entries")).toEqual([{ email: "ben@example.com" }]);
    const queued = await database.query<{
      to_address: string;
      status: string;
      error: string;
      next_attempt_at: Date;
      attempts: number;
    }>("select to_address, status, error, next_attempt_at, attempts from mail_outbox order by to_address");
    expect(queued.map((m) => m.to_address)).toEqual(["ben@example.com", "store@biolife.test", "store@biolife.test"]);
    for (const mail of queued) {
      expect(mail).toMatchObject({ status: "failed", attempts: 1 });
      expect(mail.error).toMatch(/ECONNREFUSED|connect/i);
      expect(mail.next_attempt_at.getTime()).toBeGreaterThan(Date.now());
    }

    // The mail server comes back; the outbox retry (at its time) sends everything.
    const smtp = await startSmtpCapture(smtpPort);
    const db = connect({ databaseUrl: database.url, dataDir: null });
    try {
      const later = new Date(Math.max(...queued.map((m) => m.next_attempt_at.getTime())) + 1000);
      const mailer = createMailer({
        db: async () => db,
        transport: nodemailer.createTransport(`smtp://127.0.0.1:${smtpPort}`),
        from: "hello@biolife.test",
        now: () => later,
        log: { info: () => {}, error: () => {} },
      });
      expect(await mailer.flush()).toBe(3);
      expect(await database.query("select status, count(*)::int as n from mail_outbox group by status")).toEqual([
        { status: "sent", n: 3 },
      ]);
      expect(smtp.received.flatMap((m) => m.to).sort()).toEqual([
        "ben@example.com",
        "store@biolife.test",
        "store@biolife.test",
      ]);
      expect(smtp.received.some((m) => m.text.includes("Where is my order?"))).toBe(true);
    } finally {
      await db.destroy();
      await smtp.close();
    }
  }, 60_000);
});
