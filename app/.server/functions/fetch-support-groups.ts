import { z } from "zod";
import { FeedError, fetchFeedText, firstText, httpUrl, uniqueBy } from "~/.server/feeds/http";
import { feedFunction, type FeedFunctionDeps } from "./community-feed";

const text = z.unknown().transform((value) => firstText(value));
const groupSchema = z
  .object({
    name: text,
    title: text,
    description: text,
    condition_focus: text,
    conditionFocus: text,
    meeting_format: text,
    meetingFormat: text,
    meeting_schedule: text,
    meetingSchedule: text,
    schedule: text,
    location: text,
    contact_info: text,
    contactInfo: text,
    email: text,
    phone: text,
    website_url: z.unknown(),
    websiteUrl: z.unknown(),
    url: z.unknown(),
  })
  .partial();

/** Support groups from a JSON feed (an array, or {groups: [...]}; snake_case or camelCase): a name and a website each, one per website. */
export function groupsFromJson(body: string) {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch (error) {
    throw new FeedError(`The support groups feed is not valid JSON: ${(error as Error).message}`);
  }
  const list = Array.isArray(data)
    ? data
    : ((data as { groups?: unknown; items?: unknown } | null)?.groups ?? (data as { items?: unknown } | null)?.items);
  if (!Array.isArray(list)) throw new FeedError("The support groups feed holds no list of groups");
  const groups = list
    .map((raw) => groupSchema.safeParse(raw))
    .filter((parsed) => parsed.success)
    .map(({ data: g }) => ({
      name: (g.name ?? g.title ?? "").slice(0, 300),
      description: g.description ?? "",
      condition_focus: g.condition_focus ?? g.conditionFocus ?? null,
      meeting_format: (g.meeting_format ?? g.meetingFormat ?? "virtual").toLowerCase().slice(0, 50),
      meeting_schedule: g.meeting_schedule ?? g.meetingSchedule ?? g.schedule ?? null,
      location: g.location ?? null,
      contact_info: g.contact_info ?? g.contactInfo ?? g.email ?? g.phone ?? null,
      website_url: httpUrl(g.website_url) ?? httpUrl(g.websiteUrl) ?? httpUrl(g.url),
    }))
    .filter((g): g is typeof g & { website_url: string } => Boolean(g.name && g.website_url));
  return uniqueBy(groups, (group) => group.website_url);
}

/** fetch-support-groups: reads SUPPORT_GROUPS_FEED_URL (JSON), upserts support_groups by website_url; answers {groupsFound}. */
export function createFetchSupportGroups(deps: FeedFunctionDeps) {
  return feedFunction({
    name: "fetch-support-groups",
    countKey: "groupsFound",
    noFeedMessage: "No support groups feed is configured (SUPPORT_GROUPS_FEED_URL).",
    deps,
    async ingest(feedUrl) {
      const groups = groupsFromJson(await fetchFeedText(feedUrl, { fetch: deps.fetch, accept: "application/json" }));
      if (!groups.length) return 0;
      const db = await deps.db();
      await db
        .insertInto("support_groups")
        .values(groups)
        .onConflict((oc) =>
          oc.column("website_url").doUpdateSet((eb) => ({
            name: eb.ref("excluded.name"),
            description: eb.ref("excluded.description"),
            condition_focus: eb.ref("excluded.condition_focus"),
            meeting_format: eb.ref("excluded.meeting_format"),
            meeting_schedule: eb.ref("excluded.meeting_schedule"),
            location: eb.ref("excluded.location"),
            contact_info: eb.ref("excluded.contact_info"),
          })),
        )
        .execute();
      return groups.length;
    },
  });
}
