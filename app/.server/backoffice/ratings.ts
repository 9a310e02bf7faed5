import { sql, type Kysely } from "kysely";
import { asUser, signedIn } from "~/.server/db/as-user";
import type { Database } from "~/.server/db/types";
import type { KnowledgeInput } from "~/.server/chat/knowledge";
import { audit, type Actor } from "./audit";
import { shareChart } from "./charts";

type Admin = Actor & { id: string };

export interface RatedDown {
  feedbackId: string;
  question: string;
  answer: string;
  ratedAt: string;
}

export const RATINGS_SHOWN = 50;

/**
 * The answers shoppers rated down and no admin has closed yet, newest first,
 * each with the question it answered (the shopper's last message before it in
 * the same conversation). Read as the admin (RLS: admins read chat).
 */
export async function ratedDown(db: Kysely<Database>, admin: Admin): Promise<RatedDown[]> {
  const rows = await asUser(db, signedIn(admin.id, admin.email), (trx) =>
    trx
      .selectFrom("chat_feedback as f")
      .innerJoin("chat_messages as a", "a.id", "f.message_id")
      .select([
        "f.id",
        "f.created_at",
        "a.content as answer",
        sql<string | null>`(select q.content from chat_messages q where q.conversation_id = a.conversation_id
          and q.role = 'user' and q.created_at <= a.created_at order by q.created_at desc, q.id desc limit 1)`.as(
          "question",
        ),
      ])
      .where("f.rating", "=", -1)
      .where("f.resolved_at", "is", null)
      .orderBy("f.created_at", "desc")
      .limit(RATINGS_SHOWN)
      .execute(),
  );
  return rows.map((r) => ({
    feedbackId: r.id,
    question: r.question ?? "",
    answer: r.answer,
    ratedAt: new Date(r.created_at).toISOString(),
  }));
}

/** Ratings per week (weeks start on Monday, UTC), oldest first, for the last `weeks` weeks that had any. */
export async function ratingsByWeek(db: Kysely<Database>, admin: Admin, weeks = 12) {
  const rows = await asUser(db, signedIn(admin.id, admin.email), (trx) =>
    trx
      .selectFrom("chat_feedback")
      .select([
        sql<string>`to_char(date_trunc('week', created_at at time zone 'UTC'), 'YYYY-MM-DD')`.as("week"),
        sql<string>`count(*) filter (where rating = 1)`.as("up"),
        sql<string>`count(*) filter (where rating = -1)`.as("down"),
      ])
      .groupBy("week")
      .orderBy("week", "desc")
      .limit(weeks)
      .execute(),
  );
  return rows.reverse().map((r) => ({ week: r.week, up: Number(r.up), down: Number(r.down) }));
}

/**
 * One step from a thumbs-down to a knowledge entry: the entry is created and
 * the rating closed (pointing at it) in one transaction, with its audit line.
 * False: the rating is gone or already closed (nothing is created).
 */
export async function knowledgeFromRating(
  db: Kysely<Database>,
  admin: Admin,
  feedbackId: string,
  input: KnowledgeInput,
): Promise<boolean> {
  return asUser(db, signedIn(admin.id, admin.email), async (trx) => {
    const open = await trx
      .selectFrom("chat_feedback")
      .select("id")
      .where("id", "=", feedbackId)
      .where("rating", "=", -1)
      .where("resolved_at", "is", null)
      .forUpdate()
      .executeTakeFirst();
    if (!open) return false;
    const entry = await trx.insertInto("chat_knowledge_base").values(input).returning("id").executeTakeFirstOrThrow();
    await trx
      .updateTable("chat_feedback")
      .set({ resolved_at: sql`now()`, knowledge_id: entry.id })
      .where("id", "=", feedbackId)
      .execute();
    await audit(
      trx,
      admin,
      { action: "knowledge.from-rating", subject: input.question, detail: { feedbackId, knowledgeId: entry.id } },
      { inTransaction: true },
    );
    return true;
  });
}

/** What the ratings panel shows: the open thumbs-down and the weekly share chart. */
export async function loadRatings(db: Kysely<Database>, admin: Admin) {
  const [down, weeks] = [await ratedDown(db, admin), await ratingsByWeek(db, admin)];
  return { ratedDown: down, chart: shareChart(weeks) };
}
