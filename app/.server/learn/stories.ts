import { anonymous, asUser } from "~/.server/db/as-user";
import { getDb } from "~/.server/db/database";
import { seedHealthStories, type HealthStory } from "~/content/learn";

export const STORIES_LIMIT = 8;

/**
 * Trending stories: the active rows of health_stories, newest first, read as
 * an anonymous visitor (so Row Level Security decides); the seed stories
 * while the table is still empty. A failed read is logged and shows none.
 */
export async function trendingStories(): Promise<HealthStory[]> {
  try {
    const rows = await asUser(await getDb(), anonymous, (trx) =>
      trx
        .selectFrom("health_stories")
        .select(["id", "title", "description", "category", "published_date", "source_url"])
        .where("is_active", "=", true)
        .orderBy("created_at", "desc")
        .limit(STORIES_LIMIT)
        .execute(),
    );
    if (rows.length === 0) return seedHealthStories.slice(0, STORIES_LIMIT);
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      description: r.description,
      category: r.category,
      published_date: r.published_date ? new Date(r.published_date).toISOString() : "",
      source_url: r.source_url ?? "",
    }));
  } catch (error) {
    console.error("learn: health stories unavailable", error);
    return [];
  }
}
