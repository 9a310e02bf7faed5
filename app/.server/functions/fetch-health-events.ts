import { fetchFeedText, uniqueBy } from "~/.server/feeds/http";
import { parseIcalEvents } from "~/.server/feeds/ical";
import { eventTypeOf, isShowableEvent } from "~/lib/community/events";
import { feedFunction, type FeedFunctionDeps } from "./community-feed";

/** Events from an iCalendar feed, normalised: only those the page may show, one per source URL. */
export function eventsFromIcal(text: string, feedUrl: string) {
  const events = parseIcalEvents(text)
    .map((event) => ({
      title: event.title.slice(0, 300),
      description: event.description,
      event_type: eventTypeOf(...event.categories, event.title),
      event_date: event.start,
      location: event.location,
      // An event without its own page is keyed by its UID within the feed.
      source_url: event.url ?? (event.uid ? `${feedUrl}#${encodeURIComponent(event.uid)}` : null),
    }))
    .filter(
      (event): event is typeof event & { source_url: string; event_date: Date; location: string } =>
        Boolean(event.title && event.source_url) && isShowableEvent(event),
    );
  return uniqueBy(events, (event) => event.source_url);
}

/** fetch-health-events: reads EVENTS_FEED_URL (iCalendar), upserts health_events by source_url; answers {eventsFound}. */
export function createFetchHealthEvents(deps: FeedFunctionDeps) {
  return feedFunction({
    name: "fetch-health-events",
    countKey: "eventsFound",
    noFeedMessage: "No events feed is configured (EVENTS_FEED_URL).",
    deps,
    async ingest(feedUrl) {
      const events = eventsFromIcal(
        await fetchFeedText(feedUrl, { fetch: deps.fetch, accept: "text/calendar" }),
        feedUrl,
      );
      if (!events.length) return 0;
      const db = await deps.db();
      await db
        .insertInto("health_events")
        .values(events)
        .onConflict((oc) =>
          oc.column("source_url").doUpdateSet((eb) => ({
            title: eb.ref("excluded.title"),
            description: eb.ref("excluded.description"),
            event_type: eb.ref("excluded.event_type"),
            event_date: eb.ref("excluded.event_date"),
            location: eb.ref("excluded.location"),
          })),
        )
        .execute();
      return events.length;
    },
  });
}
