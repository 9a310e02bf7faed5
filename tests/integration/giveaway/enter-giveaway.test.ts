import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "~/.server/db/types";
import { createSendEntrantConfirmation } from "~/.server/functions/send-entrant-confirmation";
import { createSendGiveawayNotification } from "~/.server/functions/send-giveaway-notification";
import { enterGiveaway, type EnterGiveawayDeps } from "~/.server/giveaway/enter-giveaway";
import { createEntryStore } from "~/.server/giveaway/entry-store";
import { entryCampaign } from "~/.server/giveaway/deps";
import { endCampaign, listCampaigns } from "~/.server/campaigns/store";
import { signedIn } from "~/.server/db/as-user";
import { giveawaysAt } from "~/lib/campaigns/active";
import { AFTER_SEEDED_GIVEAWAY, DURING_SEEDED_GIVEAWAY } from "../../support/seeded-campaigns";
import { createMailer, type MailTransport } from "~/.server/mail/mailer";
import { createLimiter } from "~/.server/rate-limit";
import { testDatabases } from "../../support/databases";

const STORE = "store@biolife.test";
const quiet = { info: () => {}, error: () => {}, warn: () => {} };

describe.each(testDatabases)(
  "the giveaway action on $name, with the real store, mail module and limiter",
  (database) => {
    let db: Kysely<Database>;
    let close: () => Promise<void>;

    beforeAll(async () => {
      ({ db, close } = await database.open());
    });
    afterAll(() => close());

    /** The action's real dependencies over this database; `transport` null is the embedded outbox. */
    function realDeps(
      over: { transport?: MailTransport | null; points?: number; name?: string; at?: Date } = {},
    ): EnterGiveawayDeps & { log: typeof quiet } {
      // The shop's clock inside the seeded giveaway, unless a test moves it; campaigns read from the table.
      const at = over.at ?? DURING_SEEDED_GIVEAWAY;
      const running = async () => giveawaysAt(await listCampaigns(db), at.getTime()).running;
      const mail = createMailer({
        db: async () => db,
        transport: over.transport ?? null,
        from: "BioLife <hello@biolife.test>",
        log: quiet,
      });
      const limiter = createLimiter({
        name: over.name ?? `giveaway-${Math.random()}`,
        points: over.points ?? 100,
        duration: 600,
      });
      const log = { error: vi.fn(), warn: vi.fn(), info: () => {} };
      return {
        store: createEntryStore(db as never),
        campaign: async (source) => entryCampaign(await listCampaigns(db), source, at),
        allow: (client, email) => limiter.consume(`ip:${client}`, ...(email ? [`email:${email}`] : [])),
        sendGiveawayNotification: async (request) =>
          createSendGiveawayNotification({ sendMail: mail.send, storeEmail: STORE, giveaway: await running() })(
            request,
          ),
        sendEntrantConfirmation: async (request) =>
          createSendEntrantConfirmation({
            sendMail: mail.send,
            siteUrl: "http://shop.test",
            giveaway: await running(),
          })(request),
        log,
      };
    }

    const entries = async (email: string) =>
      (
        await sql<{
          name: string;
          phone: string;
          address: string;
          opted_in: boolean;
        }>`select name, phone, address, opted_in from kia_giveaway_entries where lower(email) = ${email}`.execute(db)
      ).rows;
    const mails = async (email: string) =>
      (
        await sql<{
          to_address: string;
          subject: string;
          status: string;
        }>`select to_address, subject, status from mail_outbox where to_address = ${email} or text_body like ${`%${email}%`} order by to_address`.execute(
          db,
        )
      ).rows;

    it("stores the row, then the store's notification and the entrant's confirmation go through the outbox", async () => {
      const result = await enterGiveaway(
        {
          source: "dialog",
          email: "Maya@Example.com",
          phone: "555-0100",
          consent: "on",
          name: "Maya",
          address: "12 Peachtree St",
          marketingOptIn: "on",
        },
        "1.1.1.1",
        realDeps(),
      );
      expect(result).toMatchObject({ status: 200, body: { ok: true, toast: { title: "Entry Submitted!" } } });
      expect(await entries("maya@example.com")).toEqual([
        { name: "Maya", phone: "555-0100", address: "12 Peachtree St", opted_in: true },
      ]);
      expect(await mails("maya@example.com")).toEqual([
        { to_address: "maya@example.com", subject: "You're entered to win a 2025 KIA!", status: "logged" },
        { to_address: STORE, subject: "New giveaway entry: Maya (Win a 2025 KIA!)", status: "logged" },
      ]);
    });

    it("answers 429 once the client's limit is spent, storing nothing more", async () => {
      const deps = realDeps({ points: 2 });
      const entry = (n: number) => ({ source: "quick", email: `burst${n}@example.com`, phone: "1", agreement: "on" });
      expect((await enterGiveaway(entry(1), "2.2.2.2", deps)).status).toBe(200);
      expect((await enterGiveaway(entry(2), "2.2.2.2", deps)).status).toBe(200);
      const limited = await enterGiveaway(entry(3), "2.2.2.2", deps);
      expect(limited).toMatchObject({ status: 429, body: { ok: false, formError: { title: "Submission Failed" } } });
      expect(await entries("burst3@example.com")).toEqual([]);
      // another client is not affected
      expect((await enterGiveaway(entry(4), "3.3.3.3", deps)).status).toBe(200);
    });

    it("limits one email across clients too", async () => {
      const deps = realDeps({ points: 1 });
      const entry = { source: "prayer", fullName: "Grace", email: "grace@example.com", phone: "1", optIn: "on" };
      expect((await enterGiveaway(entry, "4.4.4.4", deps)).status).toBe(200);
      expect(await enterGiveaway(entry, "5.5.5.5", deps)).toMatchObject({
        status: 429,
        body: { formError: { title: "Error", description: "Failed to submit. Please try again." } },
      });
    });

    it("a failing mail delivery is only logged: the entry stands and the mails wait in the outbox", async () => {
      const transport: MailTransport = { sendMail: async () => Promise.reject(new Error("SMTP down")) };
      const deps = realDeps({ transport });
      const result = await enterGiveaway(
        { source: "page", name: "Andre", email: "andre@example.com", phone: "1", address: "9 Ocean Dr", consent: "on" },
        "6.6.6.6",
        deps,
      );
      expect(result.body).toMatchObject({
        ok: true,
        toast: { description: "You're now entered to win a 2025 Kia! Drawing on December 13th." },
      });
      expect(await entries("andre@example.com")).toHaveLength(1);
      expect((await mails("andre@example.com")).map((m) => m.status)).toEqual(["failed", "failed"]);
    });

    it("a mail module that cannot even write the outbox is only logged too", async () => {
      const deps = realDeps();
      const broken = createSendEntrantConfirmation({
        sendMail: async () => Promise.reject(new Error("outbox down")),
        siteUrl: "http://shop.test",
      });
      const result = await enterGiveaway(
        { source: "quick", email: "nomail@example.com", phone: "1", agreement: "on" },
        "7.7.7.7",
        { ...deps, sendEntrantConfirmation: broken },
      );
      expect(result.body.ok).toBe(true);
      expect(await entries("nomail@example.com")).toEqual([{ name: "", phone: "1", address: "", opted_in: true }]);
      expect(deps.log.error).toHaveBeenCalledWith(expect.stringContaining("send-entrant-confirmation failed"));
    });

    it("after the seeded giveaway's end every form is answered 410 and nothing is stored or mailed", async () => {
      const deps = realDeps({ at: AFTER_SEEDED_GIVEAWAY });
      const email = "late@example.com";
      for (const entry of [
        { source: "dialog", email, phone: "1", consent: "on", name: "Late", address: "1 Late St" },
        { source: "page", email, phone: "1", consent: "on", name: "Late", address: "1 Late St" },
        { source: "quick", email, phone: "1", agreement: "on" },
        { source: "prayer", fullName: "Late", email, phone: "1", optIn: "on" },
      ]) {
        const result = await enterGiveaway(entry, "8.8.8.8", deps);
        expect(result.status).toBe(410);
        expect(result.body.ok).toBe(false);
      }
      expect(await entries(email)).toEqual([]);
      expect(await mails(email)).toEqual([]);
    });

    it("entries racing an admin's End Now are each either stored (200) or refused (410), never stored after the end", async () => {
      const at = new Date("2061-05-10T15:00:00Z");
      const { id } = await db
        .insertInto("campaigns")
        .values({
          kind: "giveaway",
          title: "Win a Race Hamper!",
          starts_at: new Date("2061-05-01T00:00:00Z"),
          ends_at: new Date("2061-06-01T00:00:00Z"),
          prizes: JSON.stringify([{ place: "Grand Prize", prize: "A hamper" }]) as never,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const admin = await sql<{
        id: string;
      }>`insert into auth.users (email) values ('race-admin@example.com') returning id`
        .execute(db)
        .then((r) => r.rows[0].id)
        .catch(() => null);
      const deps = realDeps({ at });
      const entry = (n: number) => ({ source: "quick", email: `race${n}@example.com`, phone: "1", agreement: "on" });
      const ending = (async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (admin) {
          await sql`insert into public.user_roles (user_id, role) values (${admin}, 'admin')`.execute(db);
          await endCampaign(db, signedIn(admin, "race-admin@example.com"), id, new Date(at.getTime() - 1000));
        } else
          await sql`update public.campaigns set ends_at = ${new Date(at.getTime() - 1000)} where id = ${id}`.execute(
            db,
          );
      })();
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, n) => enterGiveaway(entry(n), `9.9.9.${n}`, deps)),
      );
      await ending;
      for (const [n, result] of results.entries()) {
        expect([200, 410]).toContain(result.status);
        expect(await entries(`race${n}@example.com`)).toHaveLength(result.status === 200 ? 1 : 0);
      }
      const late = await enterGiveaway(entry(99), "9.9.9.99", deps);
      expect(late.status).toBe(410);
      expect(await entries("race99@example.com")).toEqual([]);
    });
  },
);
