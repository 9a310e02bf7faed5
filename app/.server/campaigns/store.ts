import { sql, type Kysely, type Selectable } from "kysely";
import { anonymous, asUser, type Claims } from "~/.server/db/as-user";
import type { Database } from "~/.server/db/types";
import type { Campaign } from "~/lib/campaigns/active";
import type { CampaignInput } from "~/lib/campaigns/form";

type Row = Selectable<Database["campaigns"]>;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toCampaign(row: Row): Campaign {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    description: row.description,
    startsAt: iso(row.starts_at)!,
    endsAt: iso(row.ends_at),
    popupsEndAt: iso(row.popups_end_at),
    drawingAt: iso(row.drawing_at),
    prizes: row.prizes,
    discountCode: row.discount_code,
    discountPercent: row.discount_percent,
    rules: row.rules,
    successMessage: row.success_message,
  };
}

const columns = (input: CampaignInput) => ({
  kind: input.kind,
  title: input.title,
  description: input.description,
  starts_at: new Date(input.startsAt),
  ends_at: input.endsAt ? new Date(input.endsAt) : null,
  popups_end_at: input.popupsEndAt ? new Date(input.popupsEndAt) : null,
  drawing_at: input.drawingAt ? new Date(input.drawingAt) : null,
  prizes: JSON.stringify(input.prizes) as unknown as Campaign["prizes"],
  discount_code: input.discountCode,
  discount_percent: input.discountPercent,
  rules: input.rules,
  success_message: input.successMessage,
});

/** Every campaign, newest start first (anyone may read them: RLS). */
export async function listCampaigns(db: Kysely<Database>): Promise<Campaign[]> {
  const rows = await asUser(db, anonymous, (trx) =>
    trx.selectFrom("campaigns").selectAll().orderBy("starts_at", "desc").execute(),
  );
  return rows.map(toCampaign);
}

/** Another giveaway whose window meets this one's (one giveaway at a time). */
export async function overlappingGiveaway(
  db: Kysely<Database>,
  window: { id?: string; startsAt: string; endsAt: string | null },
): Promise<boolean> {
  const end = window.endsAt ? new Date(window.endsAt) : null;
  const found = await asUser(db, anonymous, (trx) =>
    trx
      .selectFrom("campaigns")
      .select("id")
      .where("kind", "=", "giveaway")
      .$if(Boolean(window.id), (q) => q.where("id", "<>", window.id!))
      .where((eb) => eb.or([eb("ends_at", "is", null), eb("ends_at", ">", new Date(window.startsAt))]))
      .$if(end !== null, (q) => q.where("starts_at", "<", end!))
      .limit(1)
      .executeTakeFirst(),
  );
  return Boolean(found);
}

/** Creates or updates a campaign as the signed-in admin (RLS refuses anyone else). Null: no such campaign. */
export async function saveCampaign(db: Kysely<Database>, admin: Claims, input: CampaignInput): Promise<string | null> {
  return asUser(db, admin, async (trx) => {
    if (input.id) {
      const updated = await trx
        .updateTable("campaigns")
        .set({ ...columns(input), updated_at: sql`now()` })
        .where("id", "=", input.id)
        .returning("id")
        .executeTakeFirst();
      return updated?.id ?? null;
    }
    const created = await trx.insertInto("campaigns").values(columns(input)).returning("id").executeTakeFirstOrThrow();
    return created.id;
  });
}

/** Ends a campaign at `now` (one not yet started is moved to have run for no time). */
export async function endCampaign(db: Kysely<Database>, admin: Claims, id: string, now: Date): Promise<boolean> {
  const result = await asUser(db, admin, (trx) =>
    trx
      .updateTable("campaigns")
      .set({
        ends_at: now,
        starts_at: sql`least(starts_at, ${new Date(now.getTime() - 1000)}::timestamptz)`,
        popups_end_at: sql`case when popups_end_at is null then null else least(popups_end_at, ${now}::timestamptz) end`,
        updated_at: sql`now()`,
      })
      .where("id", "=", id)
      .executeTakeFirst(),
  );
  return Number(result.numUpdatedRows) > 0;
}

/** A campaign's entries (giveaway entries or cause sign-ups), read as the admin. */
export async function campaignEntries(db: Kysely<Database>, admin: Claims, id: string) {
  return asUser(db, admin, (trx) =>
    trx
      .selectFrom("kia_giveaway_entries")
      .select(["name", "email", "phone", "address", "opted_in", "created_at"])
      .where("campaign_id", "=", id)
      .orderBy("created_at")
      .execute(),
  );
}
