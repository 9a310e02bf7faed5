import type { Kysely } from "kysely";
import { anonymous, asUser } from "~/.server/db/as-user";
import { getDb } from "~/.server/db/database";
import type { Database } from "~/.server/db/types";

export const STORIES_LIMIT = 8;

export interface HealthStory {
  id: string;
  title: string;
  description: string;
  category: string;
  /** ISO date, or null when the source gave none. */
  published_date: string | null;
  source_url: string | null;
}

/**
 * The /learn page's trending stories: the active rows of health_stories,
 * newest first, at most eight, read as an anonymous visitor so Row Level
 * Security decides what shows. A failed read is logged and shows none (the
 * page then says so). Kept thin so it can delegate to the community module.
 */
export async function trendingStories(db?: Kysely<Database>): Promise<HealthStory[]> {
  try {
    const rows = await asUser(db ?? (await getDb()), anonymous, (trx) =>
      trx
        .selectFrom("health_stories")
        .select(["id", "title", "description", "category", "published_date", "source_url"])
        .where("is_active", "=", true)
        .orderBy("created_at", "desc")
        .limit(STORIES_LIMIT)
        .execute(),
    );
    return rows.map((r) => ({
      id: String(r.id),
      title: r.title,
      description: r.description,
      category: r.category,
      published_date: r.published_date ? new Date(r.published_date).toISOString() : null,
      source_url: r.source_url,
    }));
  } catch (error) {
    console.error("learn: health stories unavailable", error);
    return [];
  }
}
