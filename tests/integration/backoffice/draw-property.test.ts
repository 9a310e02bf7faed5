import { createHash } from "node:crypto";
import fc from "fast-check";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drawWinner, eligibleEntries, pickIndex, type DrawEntry } from "~/.server/backoffice/draw";
import type { Database } from "~/.server/db/types";
import { testDatabases } from "../../support/databases";

/** Entries as shoppers make them: repeated addresses in any case, some without the 18+ box. */
const entrySets = fc
  .array(
    fc.record({
      local: fc.constantFrom("ann", "bob", "cy", "dee", "eve", "fay", "gus", "hal", "ivy", "jo", "kim", "lu"),
      upper: fc.boolean(),
      opted_in: fc.boolean(),
      minutes: fc.nat({ max: 10_000 }),
    }),
    { minLength: 1, maxLength: 40 },
  )
  .map((rows) =>
    rows.map<DrawEntry>((r, i) => ({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
      name: r.local,
      email: `${r.upper ? r.local.toUpperCase() : r.local}@example.com`,
      opted_in: r.opted_in,
      created_at: new Date(Date.UTC(2030, 0, 1) + r.minutes * 60_000),
    })),
  );

const seedFor = (run: string, i: number) => createHash("sha256").update(`${run}:${i}`).digest("hex");

/** The chi-squared value that a fair draw exceeds with probability 1e-4 (Wilson–Hilferty). */
function chiSquaredCritical(df: number): number {
  const z = 3.719;
  return df * (1 - 2 / (9 * df) + z * Math.sqrt(2 / (9 * df))) ** 3;
}

describe("the giveaway draw", () => {
  it("keeps only 18+ confirmed entries, one per email (its first), in a fixed order", () => {
    fc.assert(
      fc.property(entrySets, (entries) => {
        const eligible = eligibleEntries(entries);
        const emails = eligible.map((e) => e.email.toLowerCase());
        expect(new Set(emails).size).toBe(emails.length);
        expect(eligible.every((e) => e.opted_in)).toBe(true);
        const expected = new Set(entries.filter((e) => e.opted_in).map((e) => e.email.toLowerCase()));
        expect(new Set(emails)).toEqual(expected);
        for (const winner of eligible) {
          const same = entries.filter((e) => e.opted_in && e.email.toLowerCase() === winner.email.toLowerCase());
          expect(Math.min(...same.map((e) => new Date(e.created_at).getTime()))).toBe(
            new Date(winner.created_at).getTime(),
          );
        }
        expect(eligibleEntries([...entries].reverse()).map((e) => e.id)).toEqual(eligible.map((e) => e.id));
      }),
      { seed: 59, numRuns: 200 },
    );
  });

  it("gives each eligible entry the same chance (chi-squared over many seeded draws)", () => {
    fc.assert(
      fc.property(entrySets, fc.string({ minLength: 1, maxLength: 8 }), (entries, run) => {
        const eligible = eligibleEntries(entries);
        fc.pre(eligible.length >= 2);
        const perEntry = 150;
        const draws = perEntry * eligible.length;
        const counts = new Array<number>(eligible.length).fill(0);
        for (let i = 0; i < draws; i++) {
          const index = pickIndex(seedFor(run, i), eligible.length);
          expect(eligible[index].opted_in).toBe(true);
          counts[index]++;
        }
        const chi2 = counts.reduce((sum, c) => sum + (c - perEntry) ** 2 / perEntry, 0);
        expect(chi2).toBeLessThan(chiSquaredCritical(eligible.length - 1));
      }),
      { seed: 57, numRuns: 25 },
    );
  });

  it("is the same winner for the same seed and list, and refuses an empty list", () => {
    expect(pickIndex("ab".repeat(32), 10)).toBe(pickIndex("ab".repeat(32), 10));
    expect(() => pickIndex("ab".repeat(32), 0)).toThrow(RangeError);
  });
});

describe.each(testDatabases)("the draw on $name", (database) => {
  let db: Kysely<Database>;
  let close: () => Promise<void>;
  let admin: { id: string; email: string };
  beforeAll(async () => {
    ({ db, close } = await database.open());
    admin = await db
      .insertInto("auth.users")
      .values({ email: "drawer@example.com" })
      .returning(["id", "email"])
      .executeTakeFirstOrThrow();
    await db.insertInto("user_roles").values({ user_id: admin.id, role: "admin" }).execute();
  }, 120_000);
  afterAll(() => close?.());

  it("over generated entry sets: never before the date, an eligible winner, never a second draw", async () => {
    await fc.assert(
      fc.asyncProperty(entrySets, fc.integer({ min: 1, max: 60 * 24 * 30 }), async (entries, early) => {
        const drawingAt = new Date(Date.UTC(2031, 5, 1));
        const campaign = await db
          .insertInto("campaigns")
          .values({
            kind: "giveaway",
            title: "Property",
            starts_at: new Date(Date.UTC(2030, 0, 1)),
            drawing_at: drawingAt,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await db
          .insertInto("kia_giveaway_entries")
          .values(entries.map(({ id: _id, ...e }) => ({ ...e, phone: "1", address: "x", campaign_id: campaign.id })))
          .execute();
        const before = new Date(drawingAt.getTime() - early * 60_000);
        expect(await drawWinner(db, admin, campaign.id, before)).toEqual({ status: "too_early" });
        const outcome = await drawWinner(db, admin, campaign.id, drawingAt);
        const eligible = new Set(entries.filter((e) => e.opted_in).map((e) => e.email.toLowerCase()));
        if (eligible.size === 0) {
          expect(outcome).toEqual({ status: "no_entries" });
          return;
        }
        if (outcome.status !== "drawn") throw new Error(`expected a draw, got ${outcome.status}`);
        expect(eligible.has(outcome.winner.email)).toBe(true);
        expect(outcome.eligible).toBe(eligible.size);
        expect(await drawWinner(db, admin, campaign.id, new Date(drawingAt.getTime() + 86_400_000))).toEqual({
          status: "already_drawn",
        });
      }),
      { seed: 13, numRuns: 15 },
    );
  }, 120_000);
});
