import { createHash, randomBytes } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { asUser, signedIn } from "~/.server/db/as-user";
import type { Database } from "~/.server/db/types";
import { audit, type Actor } from "./audit";

/** An entry as the draw sees it. */
export interface DrawEntry {
  id: string;
  name: string;
  email: string;
  opted_in: boolean;
  created_at: Date | string;
}

/**
 * The entries that may win: 18+ confirmed (the consent box every entry form
 * ticks says "I am 18 or older"), one per address (its first entry), in a
 * fixed order (address, then id) so anyone holding the list and the seed gets
 * the same winner.
 */
export function eligibleEntries<E extends DrawEntry>(entries: readonly E[]): E[] {
  const first = new Map<string, E>();
  for (const entry of entries) {
    if (!entry.opted_in) continue;
    const email = entry.email.trim().toLowerCase();
    const held = first.get(email);
    const earlier =
      !held ||
      new Date(entry.created_at).getTime() < new Date(held.created_at).getTime() ||
      (new Date(entry.created_at).getTime() === new Date(held.created_at).getTime() && entry.id < held.id);
    if (earlier) first.set(email, entry);
  }
  return [...first.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, entry]) => entry);
}

const SPACE = 1n << 256n;

/**
 * A uniform index in [0, n) from a 32-byte seed: SHA-256(seed ‖ counter) read as
 * a 256-bit number, redrawn (next counter) when it falls in the top
 * `2^256 mod n` values, so every index has exactly the same chance.
 */
export function pickIndex(seedHex: string, n: number): number {
  if (!Number.isInteger(n) || n < 1) throw new RangeError("nothing to draw from");
  const size = BigInt(n);
  const limit = SPACE - (SPACE % size);
  for (let counter = 0; ; counter++) {
    const hash = createHash("sha256").update(Buffer.from(seedHex, "hex")).update(String(counter)).digest("hex");
    const value = BigInt(`0x${hash}`);
    if (value < limit) return Number(value % size);
  }
}

/** SHA-256 over the eligible entries' ids in draw order: what the draw was made over. */
export const eligibleDigest = (entries: readonly { id: string }[]) =>
  createHash("sha256")
    .update(entries.map((e) => e.id).join("\n"))
    .digest("hex");

export type DrawOutcome =
  | { status: "drawn"; winner: { id: string; name: string; email: string }; seed: string; eligible: number }
  | { status: "too_early" | "already_drawn" | "no_entries" | "not_a_giveaway" };

const UNIQUE_VIOLATION = "23505";

/**
 * Draws a campaign's winner: only a giveaway, only once its drawing time has
 * come at the shop's clock (`now`), only once ever (giveaway_draws has one row
 * per campaign: a second admin drawing at the same moment gets
 * "already_drawn"). The seed, the digest of the eligible list, the admin and
 * the time are stored with the winner, and the draw leaves an audit line in
 * the same transaction.
 */
export async function drawWinner(
  db: Kysely<Database>,
  admin: Actor & { id: string },
  campaignId: string,
  now: Date,
  seed = randomBytes(32).toString("hex"),
): Promise<DrawOutcome> {
  try {
    return await asUser(db, signedIn(admin.id, admin.email), async (trx) => {
      const campaign = await trx
        .selectFrom("campaigns")
        .select(["kind", "drawing_at", "title"])
        .where("id", "=", campaignId)
        .executeTakeFirst();
      if (!campaign || campaign.kind !== "giveaway") return { status: "not_a_giveaway" as const };
      if (!campaign.drawing_at || now.getTime() < new Date(campaign.drawing_at).getTime())
        return { status: "too_early" as const };
      const done = await trx
        .selectFrom("giveaway_draws")
        .select("id")
        .where("campaign_id", "=", campaignId)
        .executeTakeFirst();
      if (done) return { status: "already_drawn" as const };
      const entries = await trx
        .selectFrom("kia_giveaway_entries")
        .select(["id", "name", "email", "opted_in", "created_at"])
        .where("campaign_id", "=", campaignId)
        .execute();
      const eligible = eligibleEntries(entries);
      if (eligible.length === 0) return { status: "no_entries" as const };
      const winner = eligible[pickIndex(seed, eligible.length)]!;
      await trx
        .insertInto("giveaway_draws")
        .values({
          campaign_id: campaignId,
          entry_id: winner.id,
          winner_email: winner.email.trim().toLowerCase(),
          winner_name: winner.name,
          seed,
          eligible_count: eligible.length,
          eligible_digest: eligibleDigest(eligible),
          drawn_by: admin.id,
          drawn_by_email: admin.email,
        })
        .execute();
      await audit(
        trx,
        admin,
        {
          action: "giveaway.draw",
          subject: campaign.title,
          detail: { campaignId, seed, eligible: eligible.length, winner: winner.email.trim().toLowerCase() },
        },
        { inTransaction: true },
      );
      return {
        status: "drawn" as const,
        winner: { id: winner.id, name: winner.name, email: winner.email.trim().toLowerCase() },
        seed,
        eligible: eligible.length,
      };
    });
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) return { status: "already_drawn" };
    throw error;
  }
}

export interface DrawRecord {
  winnerEmail: string;
  winnerName: string;
  seed: string;
  eligibleCount: number;
  eligibleDigest: string;
  drawnBy: string;
  drawnAt: string;
}

/** The draw made for a campaign, if any (admins only: RLS). */
export async function drawFor(db: Kysely<Database>, admin: Actor & { id: string }, campaignId: string) {
  const row = await asUser(db, signedIn(admin.id, admin.email), (trx) =>
    trx.selectFrom("giveaway_draws").selectAll().where("campaign_id", "=", campaignId).executeTakeFirst(),
  );
  if (!row) return null;
  return {
    winnerEmail: row.winner_email,
    winnerName: row.winner_name,
    seed: row.seed,
    eligibleCount: row.eligible_count,
    eligibleDigest: row.eligible_digest,
    drawnBy: row.drawn_by_email,
    drawnAt: new Date(row.drawn_at).toISOString(),
  } satisfies DrawRecord;
}

/** Entries per day at the store's clock (US Eastern), oldest first, with how many are eligible overall. */
export async function entriesByDay(db: Kysely<Database>, admin: Actor & { id: string }, campaignId: string) {
  return asUser(db, signedIn(admin.id, admin.email), async (trx) => {
    const days = await trx
      .selectFrom("kia_giveaway_entries")
      .select([
        sql<string>`to_char(created_at at time zone 'America/New_York', 'YYYY-MM-DD')`.as("day"),
        sql<string>`count(*)`.as("n"),
      ])
      .where("campaign_id", "=", campaignId)
      .groupBy("day")
      .orderBy("day")
      .execute();
    const totals = await trx
      .selectFrom("kia_giveaway_entries")
      .select([
        sql<string>`count(*)`.as("entries"),
        sql<string>`count(distinct lower(btrim(email))) filter (where opted_in)`.as("eligible"),
      ])
      .where("campaign_id", "=", campaignId)
      .executeTakeFirstOrThrow();
    return {
      days: days.map((d) => ({ label: d.day, value: Number(d.n) })),
      entries: Number(totals.entries),
      eligible: Number(totals.eligible),
    };
  });
}
