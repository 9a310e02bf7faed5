import type { Kysely } from "kysely";
import { anonymous, asUser } from "~/.server/db/as-user";
import type { Database } from "~/.server/db/types";
import { HEALTH_STORIES_LIMIT, type HealthStory } from "~/lib/community/types";

export type ServerFunction = (request: Request) => Promise<Response>;

export interface HealthStoriesDeps {
  db: () => Promise<Kysely<Database>>;
  /** The fetch-health-stories server function, run (no payload) when the select fails. */
  fetchHealthStories: ServerFunction;
  log?: Pick<Console, "error">;
}

async function selectStories(db: Kysely<Database>): Promise<HealthStory[]> {
  const rows = await asUser(db, anonymous, (trx) =>
    trx
      .selectFrom("health_stories")
      .selectAll()
      .where("is_active", "=", true)
      .orderBy("published_date", (ob) => ob.desc().nullsLast())
      .orderBy("created_at", "desc")
      .limit(HEALTH_STORIES_LIMIT)
      .execute(),
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    publishedDate: row.published_date ? new Date(row.published_date).toISOString() : null,
    sourceUrl: row.source_url,
  }));
}

/**
 * SPEC §7: the active health stories, newest first, limit 8. When the select
 * fails, the fetch-health-stories function runs once (its errors are only
 * logged) and the select is tried once more; still failing, the list is empty
 * and the page shows its empty message.
 */
export async function loadHealthStories(deps: HealthStoriesDeps): Promise<HealthStory[]> {
  const log = deps.log ?? console;
  try {
    return await selectStories(await deps.db());
  } catch (error) {
    log.error(`health stories: select failed: ${(error as Error).message}`);
  }
  try {
    const response = await deps.fetchHealthStories(
      new Request("http://functions.internal/fetch-health-stories", { method: "POST" }),
    );
    if (!response.ok) {
      log.error(`fetch-health-stories failed: HTTP ${response.status} ${await response.text().catch(() => "")}`);
      return [];
    }
    return await selectStories(await deps.db());
  } catch (error) {
    log.error(`fetch-health-stories failed: ${(error as Error).message}`);
    return [];
  }
}
