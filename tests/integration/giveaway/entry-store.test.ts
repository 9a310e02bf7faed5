import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/.server/db/types";
import { createEntryStore } from "~/.server/giveaway/entry-store";
import { testDatabases } from "../../support/databases";

describe.each(testDatabases)("giveaway entries on $name", (database) => {
  let db: Kysely<Database>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await database.open());
  });
  afterAll(() => close());

  const rows = async (email: string) =>
    (
      await sql<{
        name: string;
        address: string;
        phone: string;
      }>`select name, address, phone from kia_giveaway_entries where email = ${email} order by created_at`.execute(db)
    ).rows;

  describe("giveaway entry store", () => {
    it("creates one row, then answers a repeat as a duplicate", async () => {
      const store = createEntryStore(db as never);
      const row = { name: "Maya", email: "Maya@Example.com", phone: "1", address: "12 Peachtree St", opted_in: true };
      expect(await store.save(row)).toBe("created");
      expect(await store.save({ ...row, email: "maya@example.com" })).toBe("duplicate");
      expect(await rows("maya@example.com")).toHaveLength(1);
    });

    it("completes a quick entry with the full entry's name and address", async () => {
      const store = createEntryStore(db as never);
      expect(await store.save({ name: "", email: "quick@example.com", phone: "1", address: "", opted_in: true })).toBe(
        "created",
      );
      expect(
        await store.save({ name: "Q", email: "quick@example.com", phone: "2", address: "1 Main St", opted_in: true }),
      ).toBe("completed");
      expect(await rows("quick@example.com")).toEqual([{ name: "Q", address: "1 Main St", phone: "2" }]);
      expect(await store.save({ name: "", email: "quick@example.com", phone: "1", address: "", opted_in: true })).toBe(
        "duplicate",
      );
    });

    it("keeps a prayer sign-up apart from a giveaway entry of the same email", async () => {
      const store = createEntryStore(db as never);
      expect(
        await store.save({
          name: "G",
          email: "grace@example.com",
          phone: "1",
          address: "Jamaica Prayer Support",
          opted_in: true,
        }),
      ).toBe("created");
      expect(
        await store.save({ name: "G", email: "grace@example.com", phone: "1", address: "2 Main St", opted_in: true }),
      ).toBe("created");
      expect(
        await store.save({
          name: "G",
          email: "grace@example.com",
          phone: "1",
          address: "Jamaica Prayer Support",
          opted_in: true,
        }),
      ).toBe("duplicate");
    });

    it("stores one row when the same email is submitted twice at once", async () => {
      const store = createEntryStore(db as never);
      const row = { name: "R", email: "race@example.com", phone: "1", address: "3 Main St", opted_in: true };
      const outcomes = await Promise.all([store.save(row), store.save(row), store.save(row)]);
      expect(outcomes.sort()).toEqual(["created", "duplicate", "duplicate"]);
      expect(await rows("race@example.com")).toHaveLength(1);
    });

    it("stores nothing for a campaign that does not run at the shop's clock, whatever the caller remembered", async () => {
      const store = createEntryStore(db as never);
      const seeded = "ca3a0000-0000-4000-8000-000000000001"; // the KIA giveaway: 1 Oct to 13 Dec 2025
      const row = { name: "L", email: "late@example.com", phone: "1", address: "4 Main St", opted_in: true };
      expect(await store.save(row, { id: seeded, at: new Date("2026-11-25T17:00:00Z") })).toBe("closed");
      expect(await store.save(row, { id: seeded, at: new Date("2025-09-30T12:00:00Z") })).toBe("closed");
      expect(await rows("late@example.com")).toEqual([]);
      expect(await store.save(row, { id: seeded, at: new Date("2025-11-20T15:00:00Z") })).toBe("created");
      const stored = await sql<{
        campaign_id: string;
      }>`select campaign_id from kia_giveaway_entries where email = 'late@example.com'`.execute(db);
      expect(stored.rows).toEqual([{ campaign_id: seeded }]);
    });
  });
});
