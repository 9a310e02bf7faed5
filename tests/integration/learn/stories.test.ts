import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/.server/db/types";
import { STORIES_LIMIT, trendingStories } from "~/.server/learn/stories";
import { testDatabases } from "../../support/databases";

describe.each(testDatabases)("learn's trending stories on $name", (database) => {
  let db: Kysely<Database>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await database.open());
  });
  afterAll(() => close());

  it("is empty while the table is, with no stand-in stories", async () => {
    expect(await trendingStories(db)).toEqual([]);
  });

  it("lists at most eight active stories, newest first", async () => {
    const base = Date.UTC(2025, 0, 1);
    const rows = Array.from({ length: 11 }, (_, i) => ({
      title: `Story ${i}`,
      description: `About ${i}`,
      category: i % 2 ? "Heart Health" : "Diabetes",
      published_date: new Date(base + i * 86_400_000),
      source_url: `https://news.example.org/story-${i}`,
      is_active: i !== 10 && i !== 7,
      created_at: new Date(base + i * 3_600_000),
    }));
    await db.insertInto("health_stories").values(rows).execute();
    const stories = await trendingStories(db);
    expect(stories).toHaveLength(STORIES_LIMIT);
    expect(stories.map((s) => s.title)).toEqual(["Story 9", "Story 8", "Story 6", "Story 5", "Story 4", "Story 3", "Story 2", "Story 1"]);
    expect(stories[0]).toMatchObject({
      description: "About 9",
      category: "Heart Health",
      published_date: new Date(base + 9 * 86_400_000).toISOString(),
      source_url: "https://news.example.org/story-9",
    });
  });
});
