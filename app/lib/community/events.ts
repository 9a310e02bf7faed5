/** The fields the display rule looks at (a row from health_events or a parsed feed item). */
export interface EventFacts {
  event_date: Date | string | null | undefined;
  description: string | null | undefined;
  location: string | null | undefined;
}

// A location such as "Virtual or in person" or "Venue TBD" is not a place yet.
const UNDECIDED_LOCATION = /\b(or|tbd)\b/i;

/** SPEC §5: an event is shown only with a date, a non-blank description and a settled location. */
export function isShowableEvent(event: EventFacts): boolean {
  if (!event.event_date || Number.isNaN(new Date(event.event_date).getTime())) return false;
  if (!event.description?.trim()) return false;
  const location = event.location?.trim();
  return Boolean(location) && !UNDECIDED_LOCATION.test(location!);
}

export const EVENT_TYPES = ["screening", "workshop", "other"] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** The event type from a feed's categories or the title: screening, workshop, else other. */
export function eventTypeOf(...texts: (string | null | undefined)[]): EventType {
  const text = texts.filter(Boolean).join(" ").toLowerCase();
  if (/screening|check-?up|testing|mammogram/.test(text)) return "screening";
  if (/workshop|class|seminar|demo|training/.test(text)) return "workshop";
  return "other";
}

/**
 * Whether a listing's link can be offered to a shopper: an http(s) page on a
 * public host. Seed rows point at `.local` addresses, and events keyed by
 * their feed UID carry a fragment, neither of which is a page to visit.
 */
export function isPublicLink(url: string | null | undefined): url is string {
  if (!url) return false;
  try {
    const parsed = new URL(url);
    return (
      (parsed.protocol === "https:" || parsed.protocol === "http:") &&
      !parsed.hostname.endsWith(".local") &&
      !parsed.hash
    );
  } catch {
    return false;
  }
}
