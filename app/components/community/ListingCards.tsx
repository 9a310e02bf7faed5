import { Calendar, ExternalLink, MapPin, Phone, Users } from "~/components/ui/icons";
import { isPublicLink } from "~/lib/community/events";
import type { CaregiverResource, CommunityEvent, SupportGroup } from "~/lib/community/types";

// One time zone on server and browser, so the text hydrates unchanged; the regions are all on Eastern time.
const eventDate = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "long",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "America/New_York",
  timeZoneName: "short",
});

const card = "flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";
const tag =
  "inline-block self-start rounded-full bg-brand-50 px-3 py-0.5 text-xs font-semibold uppercase tracking-wide text-brand-700";

function MoreLink({ href, label }: { href: string | null; label: string }) {
  if (!isPublicLink(href)) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-2 hover:underline"
    >
      {label}
      <ExternalLink className="h-4 w-4" />
    </a>
  );
}

export function EventCard({ event }: { event: CommunityEvent }) {
  return (
    <li className={card} data-community-item="event">
      <span className={tag}>{event.eventType}</span>
      <h3 className="mt-3 text-lg font-bold text-brand-900">{event.title}</h3>
      <p className="mt-2 flex items-start gap-2 text-sm text-slate-700">
        <Calendar className="mt-0.5 h-4 w-4 shrink-0" />
        <time dateTime={event.eventDate}>{eventDate.format(new Date(event.eventDate))}</time>
      </p>
      <p className="mt-1 flex items-start gap-2 text-sm text-slate-700">
        <MapPin className="mt-0.5 h-4 w-4 shrink-0" />
        {event.location}
      </p>
      <p className="mt-3 flex-1 text-slate-700">{event.description}</p>
      <MoreLink href={event.sourceUrl} label="Event details" />
    </li>
  );
}

export function ResourceCard({ resource }: { resource: CaregiverResource }) {
  return (
    <li className={card} data-community-item="resource">
      <span className={tag}>{resource.resourceType}</span>
      <h3 className="mt-3 text-lg font-bold text-brand-900">{resource.title}</h3>
      {resource.location ? (
        <p className="mt-2 flex items-start gap-2 text-sm text-slate-700">
          <MapPin className="mt-0.5 h-4 w-4 shrink-0" />
          {resource.location}
        </p>
      ) : null}
      <p className="mt-3 flex-1 text-slate-700">{resource.description}</p>
      {resource.contactInfo ? (
        <p className="mt-3 flex items-start gap-2 text-sm text-slate-700">
          <Phone className="mt-0.5 h-4 w-4 shrink-0" />
          {resource.contactInfo}
        </p>
      ) : null}
      <MoreLink href={resource.websiteUrl} label="Visit website" />
    </li>
  );
}

export function GroupCard({ group }: { group: SupportGroup }) {
  return (
    <li className={card} data-community-item="group">
      <div className="flex flex-wrap gap-2">
        {group.conditionFocus ? <span className={tag}>{group.conditionFocus}</span> : null}
        <span className={tag}>{group.meetingFormat}</span>
      </div>
      <h3 className="mt-3 text-lg font-bold text-brand-900">{group.name}</h3>
      <p className="mt-3 flex-1 text-slate-700">{group.description}</p>
      {group.meetingSchedule ? (
        <p className="mt-3 flex items-start gap-2 text-sm text-slate-700">
          <Calendar className="mt-0.5 h-4 w-4 shrink-0" />
          {group.meetingSchedule}
        </p>
      ) : null}
      {group.location ? (
        <p className="mt-1 flex items-start gap-2 text-sm text-slate-700">
          <MapPin className="mt-0.5 h-4 w-4 shrink-0" />
          {group.location}
        </p>
      ) : null}
      {group.contactInfo ? (
        <p className="mt-1 flex items-start gap-2 text-sm text-slate-700">
          <Users className="mt-0.5 h-4 w-4 shrink-0" />
          {group.contactInfo}
        </p>
      ) : null}
      <MoreLink href={group.websiteUrl} label="Learn more" />
    </li>
  );
}
