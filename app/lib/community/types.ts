/** What the community page shows, as plain JSON (dates as ISO strings). */
export interface CommunityEvent {
  id: string;
  title: string;
  description: string;
  eventType: string;
  eventDate: string;
  location: string;
  sourceUrl: string | null;
}

export interface CaregiverResource {
  id: string;
  title: string;
  description: string;
  resourceType: string;
  location: string | null;
  contactInfo: string | null;
  websiteUrl: string | null;
}

export interface SupportGroup {
  id: string;
  name: string;
  description: string;
  conditionFocus: string | null;
  meetingFormat: string;
  meetingSchedule: string | null;
  location: string | null;
  contactInfo: string | null;
  websiteUrl: string | null;
}

export interface HealthStory {
  id: string;
  title: string;
  description: string;
  category: string;
  publishedDate: string | null;
  sourceUrl: string | null;
}

/** SPEC §9: community lists limit 12, stories limit 8. */
export const COMMUNITY_LIST_LIMIT = 12;
export const HEALTH_STORIES_LIMIT = 8;
