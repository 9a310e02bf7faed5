import { fetchFeedText, uniqueBy } from "~/.server/feeds/http";
import { parseFeedItems } from "~/.server/feeds/rss";
import { feedFunction, type FeedFunctionDeps } from "./community-feed";

/** Caregiver resources from an RSS/Atom feed: items with a title and a link, one per link. */
export function resourcesFromFeed(text: string) {
  const resources = parseFeedItems(text)
    .filter((item): item is typeof item & { link: string } => Boolean(item.title && item.link))
    .map((item) => ({
      title: item.title.slice(0, 300),
      description: item.description,
      resource_type: (item.categories[0] ?? "other").toLowerCase().slice(0, 100),
      location: item.coverage,
      contact_info: item.contact,
      website_url: item.link,
    }));
  return uniqueBy(resources, (resource) => resource.website_url);
}

/** fetch-caregiver-resources: reads RESOURCES_FEED_URL, upserts caregiver_resources by website_url; answers {resourcesFound}. */
export function createFetchCaregiverResources(deps: FeedFunctionDeps) {
  return feedFunction({
    name: "fetch-caregiver-resources",
    countKey: "resourcesFound",
    noFeedMessage: "No caregiver resources feed is configured (RESOURCES_FEED_URL).",
    deps,
    async ingest(feedUrl) {
      const resources = resourcesFromFeed(
        await fetchFeedText(feedUrl, {
          fetch: deps.fetch,
          accept: "application/rss+xml, application/atom+xml, application/xml",
        }),
      );
      if (!resources.length) return 0;
      const db = await deps.db();
      await db
        .insertInto("caregiver_resources")
        .values(resources)
        .onConflict((oc) =>
          oc.column("website_url").doUpdateSet((eb) => ({
            title: eb.ref("excluded.title"),
            description: eb.ref("excluded.description"),
            resource_type: eb.ref("excluded.resource_type"),
            location: eb.ref("excluded.location"),
            contact_info: eb.ref("excluded.contact_info"),
          })),
        )
        .execute();
      return resources.length;
    },
  });
}
