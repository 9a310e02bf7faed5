import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantAdminByEmail, listAdmins, revokeAdmin } from "~/.server/backoffice/admins";
import { auditPage } from "~/.server/backoffice/audit";
import { drawFor, drawWinner, eligibleDigest, eligibleEntries, pickIndex } from "~/.server/backoffice/draw";
import { inboxPage, replyToMessage, setMessageStatus } from "~/.server/backoffice/inbox";
import { knowledgeFromRating, ratedDown, ratingsByWeek } from "~/.server/backoffice/ratings";
import { asUser, signedIn } from "~/.server/db/as-user";
import type { Database } from "~/.server/db/types";
import type { OutgoingMail } from "~/.server/functions/function-response";
import { testDatabases } from "../../support/databases";

/** The back office's stores on each database: inbox, draw, admins, ratings and the audit log they leave. */
describe.each(testDatabases)("back office on $name", (database) => {
  let db: Kysely<Database>;
  let close: () => Promise<void>;
  let admin: { id: string; email: string };
  let other: { id: string; email: string };
  let shopper: { id: string; email: string };
  const mails: OutgoingMail[] = [];
  const sendMail = async (mail: OutgoingMail) => {
    mails.push(mail);
    return { id: null, status: "logged" as const };
  };

  beforeAll(async () => {
    ({ db, close } = await database.open());
    const users = await db
      .insertInto("auth.users")
      .values(
        ["owner@example.com", "helper@example.com", "shopper@example.com"].map((email) => ({
          email,
          email_confirmed_at: new Date(),
        })),
      )
      .returning(["id", "email"])
      .execute();
    [admin, other, shopper] = users;
    await db.insertInto("user_roles").values({ user_id: admin.id, role: "admin" }).execute();
  }, 120_000);
  afterAll(() => close?.());

  const actions = async () => (await auditPage(db, admin, 1)).entries.map((e) => e.action);

  it("pages thousands of messages newest first, searches hostile text literally, archives with an audit line", async () => {
    await sql`insert into contact_messages (name, email, subject, message, created_at)
      select 'Name ' || i, 'p' || i || '@example.com', 'Subject ' || i, 'Message body ' || i,
             now() - make_interval(mins => i)
      from generate_series(1, 3000) i`.execute(db);
    await db
      .insertInto("contact_messages")
      .values({
        name: "<b>x</b>",
        email: "h@example.com",
        subject: "100%_off \\ deal",
        message: "<script>alert(1)</script>",
      })
      .execute();
    const first = await inboxPage(db, admin, { filter: "inbox", search: "", page: 1 });
    expect(first.total).toBe(3001);
    expect(first.messages).toHaveLength(25);
    expect(first.messages[0].subject).toBe("100%_off \\ deal");
    expect(first.messages[1].subject).toBe("Subject 1");
    const last = await inboxPage(db, admin, { filter: "inbox", search: "", page: 121 });
    expect(last.messages.map((m) => m.subject)).toEqual(["Subject 3000"]);
    // % and _ match themselves, not everything.
    expect((await inboxPage(db, admin, { filter: "inbox", search: "0%_", page: 1 })).total).toBe(1);
    expect((await inboxPage(db, admin, { filter: "inbox", search: "Subject 299", page: 1 })).total).toBe(11);

    const target = first.messages[1];
    expect(await setMessageStatus(db, admin, target.id, "archived")).toBe(true);
    const archived = await inboxPage(db, admin, { filter: "archived", search: "", page: 1 });
    expect(archived.messages.map((m) => m.id)).toEqual([target.id]);
    expect(archived.counts.archived).toBe(1);
    expect(await actions()).toContain("message.archive");
    // A shopper reads nothing and changes nothing.
    await expect(inboxPage(db, shopper, { filter: "inbox", search: "", page: 1 })).resolves.toMatchObject({ total: 0 });
    expect(await setMessageStatus(db, shopper, target.id, "unread")).toBe(false);
  });

  it("replies to the stored sender's address through the mailer and marks the message replied", async () => {
    const [message] = (await inboxPage(db, admin, { filter: "inbox", search: "p7@example.com", page: 1 })).messages;
    mails.length = 0;
    expect(await replyToMessage({ db, sendMail, storeEmail: "shop@example.com" }, admin, message.id, "Thanks!")).toBe(
      true,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: "p7@example.com", subject: "Re: Subject 7" });
    expect(mails[0].text).toContain("> Message body 7");
    const after = (await inboxPage(db, admin, { filter: "inbox", search: "p7@example.com", page: 1 })).messages[0];
    expect(after.repliedAt).not.toBeNull();
    expect(after.status).toBe("read");
    expect(await actions()).toContain("message.reply");
  });

  it("draws once, after the drawing time, among eligible entries only; two admins at once make one draw", async () => {
    const campaign = await db
      .insertInto("campaigns")
      .values({
        kind: "giveaway",
        title: "Draw test",
        starts_at: new Date("2030-01-01"),
        drawing_at: new Date("2030-02-01"),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("kia_giveaway_entries")
      .values([
        { name: "A", email: "a@example.com", phone: "1", address: "x", opted_in: true, campaign_id: campaign.id },
        { name: "A again", email: "A@example.com", phone: "1", address: "x", opted_in: true, campaign_id: campaign.id },
        { name: "Minor?", email: "b@example.com", phone: "1", address: "x", opted_in: false, campaign_id: campaign.id },
        { name: "C", email: "c@example.com", phone: "1", address: "x", opted_in: true, campaign_id: campaign.id },
        { name: "Other", email: "d@example.com", phone: "1", address: "x", opted_in: true, campaign_id: null },
      ])
      .execute();
    expect(await drawWinner(db, admin, campaign.id, new Date("2030-01-31T23:59:59Z"))).toEqual({ status: "too_early" });
    // A shopper's draw finds nothing to draw from (RLS hides the entries), and the table refuses their row.
    await expect(drawWinner(db, shopper, campaign.id, new Date("2030-03-01"))).resolves.toEqual({
      status: "no_entries",
    });
    await expect(
      asUser(db, signedIn(shopper.id, shopper.email), (trx) =>
        trx
          .insertInto("giveaway_draws")
          .values({
            campaign_id: campaign.id,
            winner_email: "me@example.com",
            seed: "0".repeat(64),
            eligible_count: 1,
            eligible_digest: "0".repeat(64),
            drawn_by: shopper.id,
            drawn_by_email: shopper.email,
          })
          .execute(),
      ),
    ).rejects.toThrow(/row-level security/);

    await db.insertInto("user_roles").values({ user_id: other.id, role: "admin" }).execute();
    const at = new Date("2030-02-02");
    const both = await Promise.all([drawWinner(db, admin, campaign.id, at), drawWinner(db, other, campaign.id, at)]);
    expect(both.map((o) => o.status).sort()).toEqual(["already_drawn", "drawn"]);
    const made = both.find((o) => o.status === "drawn")!;
    if (made.status !== "drawn") throw new Error("unreachable");
    expect(["a@example.com", "c@example.com"]).toContain(made.winner.email);
    expect(made.eligible).toBe(2);

    // The record lets anyone recompute the winner from the seed and the eligible list.
    const record = (await drawFor(db, admin, campaign.id))!;
    const entries = await db
      .selectFrom("kia_giveaway_entries")
      .selectAll()
      .where("campaign_id", "=", campaign.id)
      .execute();
    const eligible = eligibleEntries(entries);
    expect(record.eligibleDigest).toBe(eligibleDigest(eligible));
    expect(eligible[pickIndex(record.seed, eligible.length)].email.toLowerCase()).toBe(record.winnerEmail);
    expect(await drawWinner(db, admin, campaign.id, at)).toEqual({ status: "already_drawn" });
    // And the table itself refuses a second row for the campaign.
    await expect(
      db
        .insertInto("giveaway_draws")
        .values({
          campaign_id: campaign.id,
          winner_email: "x@example.com",
          seed: "0".repeat(64),
          eligible_count: 1,
          eligible_digest: "0".repeat(64),
          drawn_by: admin.id,
          drawn_by_email: admin.email,
        })
        .execute(),
    ).rejects.toThrow(/unique|duplicate/i);
    expect(await actions()).toContain("giveaway.draw");
    await db.deleteFrom("user_roles").where("user_id", "=", other.id).execute();
  });

  it("grants by email, never revokes oneself, and two admins revoking each other at once leave one", async () => {
    mails.length = 0;
    expect(await grantAdminByEmail({ db, sendMail }, admin, "nobody@example.com")).toBe("no_such_account");
    // An address anyone could have signed up with before its owner: no role until it is proved.
    await db.insertInto("auth.users").values({ email: "squatter@example.com" }).execute();
    expect(await grantAdminByEmail({ db, sendMail }, admin, "squatter@example.com")).toBe("unconfirmed");
    expect(await grantAdminByEmail({ db, sendMail }, admin, " Helper@Example.com ")).toBe("granted");
    expect(mails.map((m) => m.to)).toEqual(["helper@example.com"]);
    expect(await grantAdminByEmail({ db, sendMail }, admin, "helper@example.com")).toBe("already_admin");
    // A shopper cannot grant (RLS): the insert is refused.
    await expect(grantAdminByEmail({ db, sendMail }, shopper, "shopper@example.com")).rejects.toThrow(
      /row-level security/,
    );
    expect(await revokeAdmin({ db, sendMail }, admin, admin.id)).toBe("self");

    const outcomes = await Promise.all([
      revokeAdmin({ db, sendMail }, admin, other.id),
      revokeAdmin({ db, sendMail }, other, admin.id),
    ]);
    const left = await listAdmins(db);
    expect(left).toHaveLength(1);
    expect(outcomes.filter((o) => o === "revoked")).toHaveLength(1);
    const survivor = left[0].userId === admin.id ? admin : other;
    const gone = survivor === admin ? other : admin;
    const lines = (await auditPage(db, survivor, 1)).entries.map((e) => e.action);
    expect(lines).toEqual(expect.arrayContaining(["admin.grant", "admin.revoke"]));
    // The database refuses removing the last one, whoever asks.
    await expect(db.deleteFrom("user_roles").where("user_id", "=", survivor.id).execute()).rejects.toThrow(
      /at least one admin/,
    );
    // Put things back for the next test.
    await db.insertInto("user_roles").values({ user_id: gone.id, role: "admin" }).execute();
    if (survivor !== admin) await db.deleteFrom("user_roles").where("user_id", "=", other.id).execute();
  });

  it("lists thumbs-down answers with their question and turns one into knowledge in one step", async () => {
    const conversation = await db
      .insertInto("chat_conversations")
      .values({ session_id: "s-rate" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const [question, answer, upAnswer] = await db
      .insertInto("chat_messages")
      .values([
        {
          conversation_id: conversation.id,
          role: "user",
          content: "What helps me sleep?",
          created_at: new Date("2030-01-01T10:00:00Z"),
        },
        {
          conversation_id: conversation.id,
          role: "assistant",
          content: "Prostate screening matters.",
          created_at: new Date("2030-01-01T10:00:01Z"),
        },
        {
          conversation_id: conversation.id,
          role: "assistant",
          content: "Good answer",
          created_at: new Date("2030-01-01T10:00:02Z"),
        },
      ])
      .returning("id")
      .execute();
    expect(question).toBeDefined();
    const [down] = await db
      .insertInto("chat_feedback")
      .values([
        { message_id: answer.id, rating: -1 },
        { message_id: upAnswer.id, rating: 1 },
      ])
      .returning("id")
      .execute();
    const listed = await ratedDown(db, admin);
    expect(listed).toEqual([
      expect.objectContaining({
        feedbackId: down.id,
        question: "What helps me sleep?",
        answer: "Prostate screening matters.",
      }),
    ]);
    expect(await ratedDown(db, shopper)).toEqual([]);
    const weeks = await ratingsByWeek(db, admin);
    expect(weeks.reduce((n, w) => n + w.up + w.down, 0)).toBe(2);

    const input = {
      category: "Sleep",
      question: "What helps me sleep?",
      answer: "A steady bedtime.",
      keywords: ["sleep"],
      is_active: true,
    };
    expect(await knowledgeFromRating(db, admin, down.id, input)).toBe(true);
    expect(await knowledgeFromRating(db, admin, down.id, input)).toBe(false);
    expect(await ratedDown(db, admin)).toEqual([]);
    const made = await db
      .selectFrom("chat_knowledge_base")
      .select("answer")
      .where("question", "=", "What helps me sleep?")
      .execute();
    expect(made.map((r) => r.answer)).toEqual(["A steady bedtime."]);
    expect(await actions()).toContain("knowledge.from-rating");
  });

  it("keeps the audit log to admins: a shopper reads none and writes none", async () => {
    await expect(auditPage(db, shopper, 1)).resolves.toEqual({ entries: [], total: 0 });
    await expect(
      asUser(db, signedIn(shopper.id, shopper.email), (trx) =>
        trx
          .insertInto("admin_audit_log")
          .values({ actor_id: shopper.id, actor: shopper.email, action: "fake.line" })
          .execute(),
      ),
    ).rejects.toThrow(/row-level security/);
    await expect(
      asUser(db, signedIn(admin.id, admin.email), (trx) => trx.deleteFrom("admin_audit_log").execute()),
    ).rejects.toThrow(/permission denied/);
  });
});
