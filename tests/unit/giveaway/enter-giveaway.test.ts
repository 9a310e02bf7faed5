import { describe, expect, it, vi } from "vitest";
import { enterGiveaway, type EnterGiveawayDeps, type SaveOutcome } from "~/.server/giveaway/enter-giveaway";
import { entryCampaign } from "~/.server/giveaway/deps";
import type { EntryRow } from "~/lib/giveaway/entry-schema";
import {
  AFTER_SEEDED_GIVEAWAY,
  DURING_SEEDED_GIVEAWAY,
  SEEDED_CAUSE,
  SEEDED_GIVEAWAY,
} from "../../support/seeded-campaigns";

/** The toast an answer carries: a success's, or a failure's formError. */
const toastOf = ({ body }: { body: { ok: true; toast: object } | { ok: false; formError?: object } }) =>
  (body.ok ? body.toast : body.formError) as { title: string; description?: string };

const seeded = [SEEDED_GIVEAWAY, SEEDED_CAUSE];

function deps(outcome: SaveOutcome | Error = "created", over: Partial<EnterGiveawayDeps> = {}) {
  const saved: EntryRow[] = [];
  const calls: Array<{ name: string; body: unknown }> = [];
  const fn =
    (name: string, status = 200) =>
    async (request: Request) => {
      calls.push({ name, body: await request.json() });
      return new Response("{}", { status });
    };
  const log = { error: vi.fn(), warn: vi.fn() };
  const d: EnterGiveawayDeps = {
    store: {
      save: async (row) => {
        if (outcome instanceof Error) throw outcome;
        saved.push(row);
        return outcome;
      },
    },
    campaign: async (source) => entryCampaign(seeded, source, DURING_SEEDED_GIVEAWAY),
    allow: async () => true,
    sendGiveawayNotification: fn("notification"),
    sendEntrantConfirmation: fn("confirmation"),
    log,
    ...over,
  };
  return { d, saved, calls, log };
}

const dialogEntry = {
  source: "dialog",
  email: "maya@example.com",
  phone: "555",
  consent: "on",
  name: "Maya",
  address: "12 Peachtree St",
};

describe("enterGiveaway", () => {
  it("stores the entry, then calls both server functions with the spec's payloads", async () => {
    const { d, saved, calls } = deps();
    const result = await enterGiveaway(dialogEntry, "ip", d);
    expect(result).toMatchObject({ status: 200, body: { ok: true, toast: { title: "Entry Submitted!" } } });
    expect(saved).toHaveLength(1);
    expect(calls).toEqual([
      {
        name: "notification",
        body: { name: "Maya", email: "maya@example.com", phone: "555", address: "12 Peachtree St" },
      },
      { name: "confirmation", body: { name: "Maya", email: "maya@example.com" } },
    ]);
  });

  it("only logs a failing mail function; the entry stands", async () => {
    const failing = async () => {
      throw new Error("smtp down");
    };
    const { d, saved, log } = deps("created", {
      sendGiveawayNotification: failing,
      sendEntrantConfirmation: async () => new Response("", { status: 502 }),
    });
    const result = await enterGiveaway(dialogEntry, "ip", d);
    expect(result.body.ok).toBe(true);
    expect(saved).toHaveLength(1);
    expect(log.error).toHaveBeenCalledTimes(2);
  });

  it("answers a duplicate gracefully without mailing again", async () => {
    const { d, calls } = deps("duplicate");
    const result = await enterGiveaway(dialogEntry, "ip", d);
    expect(result).toMatchObject({
      status: 200,
      body: { ok: true, duplicate: true, toast: { title: "You're Already Entered!" } },
    });
    expect(calls).toEqual([]);
  });

  it("mails again when a quick entry is completed", async () => {
    const { d, calls } = deps("completed");
    const result = await enterGiveaway({ ...dialogEntry, source: "page" }, "ip", d);
    expect(toastOf(result).title).toBe("Entry Submitted!");
    expect(calls).toHaveLength(2);
  });

  it("answers 400 with the spec's message and field errors", async () => {
    const { d, saved } = deps();
    const result = await enterGiveaway({ source: "quick", email: "a@b.co", phone: "1" }, "ip", d);
    expect(result).toMatchObject({
      status: 400,
      body: { ok: false, formError: { title: "Agreement Required" }, fieldErrors: { agreement: expect.any(String) } },
    });
    expect(saved).toEqual([]);
  });

  it("answers 429 when the rate limit says no", async () => {
    const { d, saved } = deps("created", { allow: async () => false });
    const result = await enterGiveaway(dialogEntry, "ip", d);
    expect(result.status).toBe(429);
    expect(toastOf(result).title).toBe("Submission Failed");
    expect(saved).toEqual([]);
  });

  it("answers 503 with the form's failure message when storing fails", async () => {
    const { d, log } = deps(new Error("db down"));
    expect(
      toastOf(await enterGiveaway({ source: "quick", email: "a@b.co", phone: "1", agreement: "on" }, "ip", d)),
    ).toMatchObject({ title: "Submission Failed", description: "Please try again." });
    expect(toastOf(await enterGiveaway(dialogEntry, "ip", d))).toMatchObject({
      title: "Submission Failed",
      description: "Please try again later.",
    });
    expect((await enterGiveaway(dialogEntry, "ip", d)).status).toBe(503);
    expect(
      toastOf(
        await enterGiveaway({ source: "prayer", fullName: "G", email: "g@b.co", phone: "1", optIn: "on" }, "ip", d),
      ),
    ).toMatchObject({ title: "Error", description: "Failed to submit. Please try again." });
    expect(log.error).toHaveBeenCalled();
  });

  it("prayer sign-ups are stored but send no giveaway mail", async () => {
    const { d, saved, calls } = deps();
    const result = await enterGiveaway(
      { source: "prayer", fullName: "Grace", email: "g@b.co", phone: "1", optIn: "on" },
      "ip",
      d,
    );
    expect(toastOf(result).title).toBe("Thank You!");
    expect(saved[0]).toMatchObject({ address: "Jamaica Prayer Support" });
    expect(calls).toEqual([]);
  });

  it("ignores a filled honeypot without storing", async () => {
    const { d, saved } = deps();
    const result = await enterGiveaway({ ...dialogEntry, website: "http://spam" }, "ip", d);
    expect(result.body.ok).toBe(true);
    expect(saved).toEqual([]);
  });

  it("does not wait for slow mail beyond its limit", async () => {
    const never = () => new Promise<Response>(() => {});
    const { d } = deps("created", { sendGiveawayNotification: never, sendEntrantConfirmation: never, mailWaitMs: 20 });
    const result = await enterGiveaway(dialogEntry, "ip", d);
    expect(result.body.ok).toBe(true);
  });

  it("answers each form's success from the running giveaway's record (the spec's words for the seeded one)", async () => {
    const { d } = deps();
    expect(toastOf(await enterGiveaway({ ...dialogEntry, source: "page" }, "ip", d))).toMatchObject({
      title: "Entry Submitted!",
      description: "You're now entered to win a 2025 Kia! Drawing on December 13th.",
    });
    expect(toastOf(await enterGiveaway(dialogEntry, "ip", d))).toMatchObject({
      title: "Entry Submitted!",
      description: "You're now entered to win! Drawing on December 13th, 2025",
    });
    const next = { ...SEEDED_GIVEAWAY, id: "g2", title: "Win a Hamper!", successMessage: "", drawingAt: null };
    const other = deps("created", {
      campaign: async (source) =>
        entryCampaign(
          [{ ...next, startsAt: "2030-01-01T00:00:00Z", endsAt: "2030-02-01T05:00:00Z" }],
          source,
          new Date("2030-01-15T00:00:00Z"),
        ),
    });
    expect(toastOf(await enterGiveaway({ ...dialogEntry, source: "page" }, "ip", other.d))).toMatchObject({
      description: "You're now entered to win! Drawing on February 1st, 2030.",
    });
  });

  it("answers 410 with the campaign's own message and stores and mails nothing outside its window", async () => {
    const { d, saved, calls } = deps("created", {
      campaign: async (source) => entryCampaign(seeded, source, AFTER_SEEDED_GIVEAWAY),
    });
    for (const entry of [
      dialogEntry,
      { ...dialogEntry, source: "page" },
      { source: "quick", email: "a@b.co", phone: "1", agreement: "on" },
      { ...dialogEntry, website: "http://spam" },
    ]) {
      const result = await enterGiveaway(entry, "ip", d);
      expect(result.status).toBe(410);
      expect(toastOf(result)).toMatchObject({
        title: "Giveaway Ended",
        description:
          "This giveaway has ended and takes no more entries. The winners were drawn on December 13th, 2025. Check back soon for our next giveaway.",
      });
    }
    const prayer = await enterGiveaway(
      { source: "prayer", fullName: "G", email: "g@b.co", phone: "1", optIn: "on" },
      "ip",
      d,
    );
    expect(prayer.status).toBe(410);
    expect(toastOf(prayer).description).toBe(
      "Prayer Support for Jamaica has closed and takes no more sign-ups. Thank you for your support.",
    );
    // Malformed input still gets its own message first.
    expect((await enterGiveaway({ source: "quick" }, "ip", d)).status).toBe(400);
    expect(saved).toEqual([]);
    expect(calls).toEqual([]);
  });

  it("answers 410 when the campaign ends between reading it and storing the entry", async () => {
    const { d, calls } = deps("closed");
    const result = await enterGiveaway(dialogEntry, "ip", d);
    expect(result.status).toBe(410);
    expect(result.body.ok).toBe(false);
    expect(calls).toEqual([]);
  });
});
