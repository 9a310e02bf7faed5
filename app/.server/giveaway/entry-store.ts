import { sql, type Kysely } from "kysely";
import { prayerCopy } from "~/content/giveaway";
import type { EntryRow } from "~/lib/giveaway/entry-schema";
import type { EntryStore, EntryWindow, SaveOutcome } from "./enter-giveaway";

/** The columns this store touches in kia_giveaway_entries (SPEC §3). */
export interface GiveawayEntriesTable {
  kia_giveaway_entries: EntryRow & { id?: unknown; created_at?: unknown; campaign_id: string | null };
}

/**
 * kia_giveaway_entries with one row per email and kind (giveaway entry or
 * prayer sign-up): a repeat is a "duplicate" and changes nothing; a full
 * entry after a quick entry (empty name and address) completes that row.
 * Runs on the server's own connection (anonymous visitors may only insert,
 * and the duplicate check must read); a per-email advisory lock makes two
 * simultaneous submissions of one email store one row. Given the campaign
 * an entry joins, it stores nothing unless that campaign runs at the shop's
 * clock ("closed").
 */
export function createEntryStore(db: Kysely<GiveawayEntriesTable>): EntryStore {
  return {
    async save(row: EntryRow, campaign?: EntryWindow): Promise<SaveOutcome> {
      const email = row.email.trim().toLowerCase();
      const prayer = row.address === prayerCopy.address;
      // Each entry belongs to the giveaway (or, for a prayer sign-up, the cause) it was made in.
      const campaignId = campaign?.id ?? null;
      return db.transaction().execute(async (trx) => {
        if (campaign) {
          // Still running at the shop's clock, checked under a share lock: an admin's "End Now" waits for
          // this entry, and an entry after it is refused rather than stored against an ended campaign.
          const open = await sql`select 1 from public.campaigns where id = ${campaign.id}
            and starts_at <= ${campaign.at} and (ends_at is null or ends_at > ${campaign.at}) for share`.execute(trx);
          if (open.rows.length === 0) return "closed";
        }
        await sql`select pg_advisory_xact_lock(hashtext(${`kia_giveaway_entries:${email}`}))`.execute(trx);
        const existing = await trx
          .selectFrom("kia_giveaway_entries")
          .select(["name", "address"])
          .where(sql<string>`lower(email)`, "=", email)
          .where("address", prayer ? "=" : "<>", prayerCopy.address)
          .where(sql<boolean>`campaign_id is not distinct from ${campaignId}`)
          .limit(1)
          .executeTakeFirst();
        if (!existing) {
          await trx
            .insertInto("kia_giveaway_entries")
            .values({ ...row, email, campaign_id: campaignId })
            .execute();
          return "created";
        }
        const quickEntry = !prayer && existing.name === "" && existing.address === "";
        if (quickEntry && row.name !== "" && row.address !== "") {
          await trx
            .updateTable("kia_giveaway_entries")
            .set({ name: row.name, address: row.address, phone: row.phone, opted_in: row.opted_in })
            .where(sql<string>`lower(email)`, "=", email)
            .where("name", "=", "")
            .where("address", "=", "")
            .where(sql<boolean>`campaign_id is not distinct from ${campaignId}`)
            .execute();
          return "completed";
        }
        return "duplicate";
      });
    },
  };
}
