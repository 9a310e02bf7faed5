import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/.server/db/types";
import { createFetchCaregiverResources } from "~/.server/functions/fetch-caregiver-resources";
import { createFetchHealthEvents } from "~/.server/functions/fetch-health-events";
import { createFetchHealthStories } from "~/.server/functions/fetch-health-stories";
import { createFetchSupportGroups } from "~/.server/functions/fetch-support-groups";
import { loadEvents, loadResources, loadSupportGroups } from "~/.server/community/lists";
import { loadHealthStories } from "~/.server/community/health-stories";
import { testDatabases } from "../../support/databases";
import { startFeedServer } from "../../support/feed-server.mjs";

const quiet = { info: () => {}, error: () => {} };
const post = () => new Request("http://functions.internal/fn", { method: "POST" });
const answer = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as Record<string, unknown>,
});

let feeds: { origin: string; close(): Promise<void> };
beforeAll(async () => {
  feeds = await startFeedServer();
});
afterAll(() => feeds.close());

describe.each(testDatabases)("community feed ingestion on $name", (database) => {
  let db: Kysely<Database>;
  let close: () => Promise<void>;
  const getDb = async () => db;

  beforeAll(async () => {
    ({ db, close } = await database.open());
  });
  afterAll(() => close());

  it("ingests an iCalendar feed: keeps good events once, drops duplicates and undisplayable ones, and is idempotent", async () => {
    const fetchEvents = createFetchHealthEvents({ db: getDb, feedUrl: `${feeds.origin}/events.ics`, log: quiet });
    expect(await answer(await fetchEvents(post()))).toEqual({ status: 200, body: { success: true, eventsFound: 3 } });
    expect(await answer(await fetchEvents(post()))).toEqual({ status: 200, body: { success: true, eventsFound: 3 } });

    const rows = await db.selectFrom("health_events").selectAll().orderBy("title").execute();
    expect(rows.map((r) => r.title)).toEqual([
      "Bronx Community Diabetes Screening",
      "Cooking for Healthy Blood Pressure",
      "Vision Screening Day",
    ]);
    const bronx = rows[0];
    expect(bronx).toMatchObject({
      event_type: "screening",
      location: "Bronx Library Center, 310 East Kingsbridge Road, Bronx, NY",
      description: "Free A1C finger-stick tests and nutrition counselling, no appointment needed.",
      source_url: "https://healthcoalition.test/events/bronx-diabetes-screening",
    });
    expect(new Date(bronx.event_date!).toISOString()).toBe("2026-12-12T15:00:00.000Z");
    expect(rows[1].event_type).toBe("workshop");
    // No URL of its own: keyed by the feed and its UID.
    expect(rows[2].source_url).toBe(`${feeds.origin}/events.ics#feed-uid-only-007%40healthcoalition.test`);

    const listed = await loadEvents(db);
    expect(listed.map((e) => e.title).sort()).toEqual(rows.map((r) => r.title));
  });

  it("ingests an RSS feed of caregiver resources, one per link, plain text", async () => {
    const fetchResources = createFetchCaregiverResources({
      db: getDb,
      feedUrl: `${feeds.origin}/resources.rss`,
      log: quiet,
    });
    expect(await answer(await fetchResources(post()))).toEqual({
      status: 200,
      body: { success: true, resourcesFound: 2 },
    });
    const rows = await db.selectFrom("caregiver_resources").selectAll().orderBy("title", "desc").execute();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      title: "Respite Care Finder for South Florida",
      description: "Search licensed respite providers & adult day programs.",
      resource_type: "respite care",
      location: "South Florida",
      contact_info: "help@caregivers.test (Caregiver Desk)",
      website_url: "https://caregivers.test/respite-south-florida",
    });
    expect((await loadResources(db)).map((r) => r.title).sort()).toEqual(rows.map((r) => r.title).sort());
  });

  it("ingests a JSON feed of support groups in either field style", async () => {
    const fetchGroups = createFetchSupportGroups({ db: getDb, feedUrl: `${feeds.origin}/groups.json`, log: quiet });
    expect(await answer(await fetchGroups(post()))).toEqual({ status: 200, body: { success: true, groupsFound: 2 } });
    const groups = await loadSupportGroups(db);
    expect(groups.map((g) => g.name).sort()).toEqual(["Hypertension Hope Circle", "Lupus Warriors Online"]);
    expect(groups.find((g) => g.name === "Lupus Warriors Online")).toMatchObject({
      conditionFocus: "Lupus",
      meetingFormat: "virtual",
      meetingSchedule: "Thursdays, 8:00 PM ET",
      websiteUrl: "https://groups.test/lupus-warriors",
    });
    expect(groups.find((g) => g.name === "Hypertension Hope Circle")?.meetingFormat).toBe("in-person");
  });

  it("ingests an Atom feed of health stories, which the Learn page reads newest first", async () => {
    const fetchStories = createFetchHealthStories({ db: getDb, feedUrl: `${feeds.origin}/stories.atom`, log: quiet });
    expect(await answer(await fetchStories(post()))).toEqual({ status: 200, body: { success: true, storiesFound: 2 } });
    const stories = await loadHealthStories({ db: getDb, fetchHealthStories: fetchStories, log: quiet });
    expect(stories.map((s) => [s.title, s.category, s.description])).toEqual([
      [
        "Church Health Ministries Close the Screening Gap",
        "Community",
        "Congregations in three states now host monthly blood pressure checks.",
      ],
      ["New Guidance on Colon Cancer Screening at 45", "Screening", "Why starting earlier matters."],
    ]);
  });

  it("says plainly when no feed is configured, and reports a failing feed without touching the data", async () => {
    const unconfigured = createFetchHealthEvents({ db: getDb, feedUrl: undefined, log: quiet });
    expect(await answer(await unconfigured(post()))).toEqual({
      status: 503,
      body: { success: false, error: "No events feed is configured (EVENTS_FEED_URL)." },
    });
    const before = await db.selectFrom("health_events").select("id").execute();
    const broken = createFetchHealthEvents({ db: getDb, feedUrl: `${feeds.origin}/status/500`, log: quiet });
    const failed = await answer(await broken(post()));
    expect(failed.status).toBe(502);
    expect(failed.body).toEqual({ success: false, error: `The feed at ${feeds.origin}/status/500 answered HTTP 500` });
    const notCalendar = createFetchHealthEvents({ db: getDb, feedUrl: `${feeds.origin}/groups.json`, log: quiet });
    expect((await answer(await notCalendar(post()))).body.error).toMatch(/not valid iCalendar/);
    expect(await db.selectFrom("health_events").select("id").execute()).toHaveLength(before.length);
  });
});

describe("health stories when the select fails", () => {
  it("runs fetch-health-stories once, logs, and answers an empty list", async () => {
    const errors: string[] = [];
    let calls = 0;
    const stories = await loadHealthStories({
      db: async () => {
        throw new Error("database unavailable");
      },
      fetchHealthStories: async () => {
        calls += 1;
        return new Response(
          JSON.stringify({ success: false, error: "No health stories feed is configured (HEALTH_STORIES_FEED_URL)." }),
          { status: 503 },
        );
      },
      log: { error: (line: string) => errors.push(line) },
    });
    expect(stories).toEqual([]);
    expect(calls).toBe(1);
    expect(errors.join("\n")).toMatch(/select failed: database unavailable[\s\S]*HTTP 503/);
  });
});
