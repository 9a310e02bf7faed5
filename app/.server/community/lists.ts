import type { Kysely } from "kysely";
import { anonymous, asUser } from "~/.server/db/as-user";
import type { Database } from "~/.server/db/types";
import { isShowableEvent } from "~/lib/community/events";
import {
  COMMUNITY_LIST_LIMIT,
  type CaregiverResource,
  type CommunityEvent,
  type SupportGroup,
} from "~/lib/community/types";

/** SPEC §7: health events newest first, limit 12; only those the display rule allows. */
export async function loadEvents(db: Kysely<Database>): Promise<CommunityEvent[]> {
  const rows = await asUser(db, anonymous, (trx) =>
    trx
      .selectFrom("health_events")
      .selectAll()
      // Newest first by the event's own date, so the list reads in date order.
      .orderBy("event_date", "desc")
      .orderBy("created_at", "desc")
      .limit(COMMUNITY_LIST_LIMIT)
      .execute(),
  );
  return rows.filter(isShowableEvent).map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    eventType: row.event_type,
    eventDate: new Date(row.event_date!).toISOString(),
    location: row.location!,
    sourceUrl: row.source_url,
  }));
}

/** Caregiver resources newest first, limit 12. */
export async function loadResources(db: Kysely<Database>): Promise<CaregiverResource[]> {
  const rows = await asUser(db, anonymous, (trx) =>
    trx
      .selectFrom("caregiver_resources")
      .selectAll()
      .orderBy("created_at", "desc")
      .limit(COMMUNITY_LIST_LIMIT)
      .execute(),
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    resourceType: row.resource_type,
    location: row.location,
    contactInfo: row.contact_info,
    websiteUrl: row.website_url,
  }));
}

/** Support groups newest first, limit 12. */
export async function loadSupportGroups(db: Kysely<Database>): Promise<SupportGroup[]> {
  const rows = await asUser(db, anonymous, (trx) =>
    trx.selectFrom("support_groups").selectAll().orderBy("created_at", "desc").limit(COMMUNITY_LIST_LIMIT).execute(),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    conditionFocus: row.condition_focus,
    meetingFormat: row.meeting_format,
    meetingSchedule: row.meeting_schedule,
    location: row.location,
    contactInfo: row.contact_info,
    websiteUrl: row.website_url,
  }));
}

/** A list that failed to load shows as empty (and is logged) rather than taking the page down. */
export async function orEmpty<T>(
  what: string,
  load: Promise<T[]>,
  log: Pick<Console, "error"> = console,
): Promise<T[]> {
  try {
    return await load;
  } catch (error) {
    log.error(`community: loading ${what} failed: ${(error as Error).message}`);
    return [];
  }
}
