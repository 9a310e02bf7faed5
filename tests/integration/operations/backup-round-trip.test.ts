import { randomUUID } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import fc from "fast-check";
import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dumpEmbedded, restoreEmbedded } from "~/.server/db/backup";
import { connect, embeddedFor } from "~/.server/db/connect";
import type { EmbeddedPglite } from "~/.server/db/pglite-thread";
import { runMigrations } from "~/.server/db/migrate";
import type { Database } from "~/.server/db/types";

/**
 * Issue #30 item 2: db:backup then db:restore gives back every row of every
 * user-writable table exactly, whatever text shoppers and admins wrote:
 * lines that begin with a backslash, quotes, SQL and psql syntax, any
 * Unicode, very long values.
 */
const fragments = [
  "\n\\",
  "\\",
  "\\.",
  "\n\\.\n",
  "\\N",
  "\n\\restrict abc\n",
  "\n\\unrestrict abc",
  "\n\\q\n",
  "'",
  "''",
  '"',
  "$$",
  "$x$",
  "--",
  "/*",
  "*/",
  ";",
  "\r\n",
  "\t",
  "E'\\'",
  "\nCOPY public.t FROM stdin;\n",
  "-- db:backup end sha256=",
  "😀",
  "é",
  "\u200f",
  "水",
  "\\\\",
  "\n",
];
const lone = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Text PostgreSQL can hold (no NUL, no lone surrogate), rich in what breaks a dump. */
const text = fc
  .array(fc.oneof(fc.string({ unit: "binary", maxLength: 10 }), fc.constantFrom(...fragments)), { maxLength: 14 })
  .map((parts) => parts.join("").replaceAll("\0", "").replace(lone, "\uFFFD"));

/** At most `n` characters as PostgreSQL counts them (code points), and at least one. */
const clip = (value: string, n: number) => [...`x${value}`].slice(0, n).join("");

/** One set of rows for every user-writable table, every text column taken from `t`. */
async function insertRows(db: Kysely<Database>, t: (i: number) => string, long: string, index: number) {
  const userId = randomUUID();
  const at = new Date(Date.UTC(2026, 0, 1 + index, 12, 0, 0, 123));
  await sql`insert into auth.users (id, email, encrypted_password, raw_app_meta_data, raw_user_meta_data)
    values (${userId}, ${`${index}${t(0)}`}, ${t(1)}, ${JSON.stringify({ note: t(2) })}::jsonb, ${JSON.stringify({ [t(3)]: [t(4), index] })}::jsonb)`.execute(
    db,
  );
  await db.insertInto("user_roles").values({ user_id: userId, role: "admin" }).execute();
  await db
    .insertInto("auth_sessions")
    .values({ id_hash: `${index}${"ef".repeat(32)}`, user_id: userId, expires_at: at })
    .execute();
  const conversation = await db
    .insertInto("chat_conversations")
    .values({ session_id: clip(`${index}${t(5)}`, 200) })
    .returning("id")
    .executeTakeFirstOrThrow();
  const message = await db
    .insertInto("chat_messages")
    .values({ conversation_id: conversation.id, role: "user", content: clip(t(6) + long, 20000) })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.insertInto("chat_feedback").values({ message_id: message.id, rating: -1 }).execute();
  await db
    .insertInto("chat_knowledge_base")
    .values({
      category: clip(t(7), 100),
      question: clip(t(8), 1000),
      answer: clip(t(9) + long, 10000),
      keywords: [t(10), t(11), ""],
    })
    .execute();
  await db
    .insertInto("shopify_customer_links")
    .values({ user_id: userId, shopify_customer_id: t(12), email: t(13) })
    .execute();
  const campaign = await db
    .insertInto("campaigns")
    .values({
      kind: "giveaway",
      title: clip(t(14), 150),
      description: clip(t(15), 2000),
      starts_at: at,
      prizes: JSON.stringify([{ place: t(16), prize: t(17) }]) as never,
      rules: clip(t(56), 4000),
      success_message: clip(t(57), 300),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("kia_giveaway_entries")
    .values({
      name: t(18),
      email: clip(`ab${t(19)}`, 320),
      phone: clip(t(20), 40),
      address: t(21),
      opted_in: true,
      campaign_id: campaign.id,
    })
    .returning("id")
    .executeTakeFirstOrThrow()
    .then((entry) =>
      db
        .insertInto("giveaway_draws")
        .values({
          campaign_id: campaign.id,
          entry_id: entry.id,
          winner_email: t(60),
          winner_name: t(61),
          seed: "ab".repeat(32),
          eligible_count: 1,
          eligible_digest: "cd".repeat(32),
          drawn_by: userId,
          drawn_by_email: t(62),
        })
        .execute(),
    );
  await db
    .insertInto("admin_audit_log")
    .values({
      actor_id: userId,
      actor: clip(`ab${t(63)}`, 320),
      action: "test.line",
      subject: clip(t(64), 500),
      detail: JSON.stringify({ text: t(65) }),
    })
    .execute();
  await db
    .insertInto("health_stories")
    .values({ title: t(22), description: long, category: t(23), source_url: `${index}${t(24)}`, published_date: at })
    .execute();
  await db
    .insertInto("health_events")
    .values({
      title: t(25),
      description: t(26),
      event_type: "workshop",
      location: t(27),
      source_url: `${index}${t(28)}`,
    })
    .execute();
  await db
    .insertInto("caregiver_resources")
    .values({
      title: t(29),
      description: t(30),
      resource_type: t(31),
      location: t(32),
      contact_info: t(33),
      website_url: `${index}${t(34)}`,
    })
    .execute();
  await db
    .insertInto("support_groups")
    .values({
      name: t(35),
      description: t(36),
      condition_focus: t(37),
      meeting_format: t(38),
      meeting_schedule: t(39),
      location: t(40),
      contact_info: t(41),
      website_url: `${index}${t(42)}`,
    })
    .execute();
  await db
    .insertInto("newsletter_subscribers")
    .values({ email: clip(`ab${index}${t(43)}`, 320), source: clip(t(44), 50) })
    .execute();
  await db
    .insertInto("contact_messages")
    .values({
      name: clip(t(45), 200),
      email: clip(`ab${t(46)}`, 320),
      subject: clip(t(47), 300),
      message: clip(t(48) + long, 10000),
    })
    .execute();
  await db
    .insertInto("mail_outbox")
    .values({ to_address: t(49), subject: t(50), text_body: long, html_body: t(51), error: t(52) })
    .execute();
  await db
    .insertInto("password_reset_tokens")
    .values({ token_hash: `${index}${t(53)}`, user_id: userId, expires_at: at })
    .execute();
  await db
    .insertInto("email_confirmation_tokens")
    .values({ token_hash: `${index}${t(58)}`, user_id: userId, email: t(59), purpose: "link", expires_at: at })
    .execute();
  await db
    .insertInto("cart_sessions")
    .values({ data: JSON.stringify({ lines: [{ title: t(54), note: t(55) }] }), expires_at: at })
    .execute();
}

/** The tables a shopper's or an admin's writes land in: every base table of the app's schemas. */
/** The shop's PGlite (through its thread) or a restored one. */
type Queryable = Pick<PGlite, "query">;

const userTables = async (pglite: Queryable) =>
  (
    await pglite.query<{ name: string }>(
      `select table_schema || '.' || table_name as name from information_schema.tables
        where table_schema in ('public', 'auth') and table_type = 'BASE TABLE' order by 1`,
    )
  ).rows.map((r) => r.name);

async function snapshot(pglite: Queryable, tables: string[]) {
  const rows: Record<string, unknown[]> = {};
  for (const table of tables) rows[table] = (await pglite.query(`select * from ${table} order by 1`)).rows;
  return rows;
}

describe("db:backup and db:restore round-trip any data", () => {
  let db: Kysely<Database>;
  let pglite: EmbeddedPglite;
  beforeAll(async () => {
    db = connect({ dataDir: null });
    await runMigrations(db);
    pglite = embeddedFor(db)!.pglite;
  }, 120_000);
  afterAll(() => db?.destroy());

  it("every row of every user-writable table comes back identical", { timeout: 600_000 }, async () => {
    const tables = await userTables(pglite);
    await fc.assert(
      fc.asyncProperty(
        fc.array(text, { minLength: 66, maxLength: 66 }),
        fc.array(text, { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 1, max: 2_000 }),
        async (texts, longParts, repeat) => {
          const user = tables.filter((table) => table !== "public.schema_migrations");
          await pglite.exec(`truncate ${user.join(", ")} cascade`);
          const long = longParts.join("\n\\").repeat(repeat).slice(0, 20_000);
          await insertRows(db, (i) => texts[i]!, long, 1);
          await insertRows(db, (i) => texts[65 - i]!, "", 2);
          const original = await snapshot(pglite, tables);
          // Every table holds the generated rows: a table added later without rows here fails the test.
          for (const table of user) expect(original[table], table).not.toHaveLength(0);

          const restored = new PGlite();
          try {
            await restoreEmbedded(restored, await dumpEmbedded(pglite, embeddedFor(db)!.gate));
            expect(await snapshot(restored, tables)).toEqual(original);
          } finally {
            await restored.close();
          }
        },
      ),
      { numRuns: Number(process.env.BACKUP_ROUND_TRIPS ?? 5), endOnFailure: true },
    );
  });
});
