import { fetchFeedText, uniqueBy } from "~/.server/feeds/http";
import { parseFeedItems } from "~/.server/feeds/rss";
import { feedFunction, type FeedFunctionDeps } from "./community-feed";

/** Health stories from an RSS/Atom feed: items with a title and a link, one per link. */
export function storiesFromFeed(text: string) {
  const stories = parseFeedItems(text)
    .filter((item): item is typeof item & { link: string } => Boolean(item.title && item.link))
    .map((item) => ({
      title: item.title.slice(0, 300),
      description: item.description,
      category: item.categories[0]?.slice(0, 100) ?? "general",
      published_date: item.published,
      source_url: item.link,
      is_active: true,
    }));
  return uniqueBy(stories, (story) => story.source_url);
}

/** fetch-health-stories: reads HEALTH_STORIES_FEED_URL, upserts health_stories by source_url; answers {storiesFound}. */
export function createFetchHealthStories(deps: FeedFunctionDeps) {
  return feedFunction({
    name: "fetch-health-stories",
    countKey: "storiesFound",
    noFeedMessage: "No health stories feed is configured (HEALTH_STORIES_FEED_URL).",
    deps,
    async ingest(feedUrl) {
      const stories = storiesFromFeed(
        await fetchFeedText(feedUrl, {
          fetch: deps.fetch,
          accept: "application/rss+xml, application/atom+xml, application/xml",
        }),
      );
      if (!stories.length) return 0;
      const db = await deps.db();
      await db
        .insertInto("health_stories")
        .values(stories)
        .onConflict((oc) =>
          oc.column("source_url").doUpdateSet((eb) => ({
            title: eb.ref("excluded.title"),
            description: eb.ref("excluded.description"),
            category: eb.ref("excluded.category"),
            published_date: eb.ref("excluded.published_date"),
          })),
        )
        .execute();
      return stories.length;
    },
  });
}
