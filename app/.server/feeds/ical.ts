import ICAL from "ical.js";
import { FeedError, firstText, httpUrl } from "./http";

export interface IcalEvent {
  uid: string | null;
  title: string;
  description: string;
  start: Date | null;
  location: string | null;
  url: string | null;
  categories: string[];
}

/** The VEVENTs of an iCalendar (RFC 5545) document, via ical.js. */
export function parseIcalEvents(text: string): IcalEvent[] {
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text));
  } catch (error) {
    throw new FeedError(`The events feed is not valid iCalendar: ${(error as Error).message}`);
  }
  return root.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    const categories = vevent
      .getAllProperties("categories")
      .flatMap((property) => property.getValues())
      .map((value) => String(value));
    let start: Date | null = null;
    try {
      start = event.startDate ? event.startDate.toJSDate() : null;
    } catch {
      start = null;
    }
    return {
      uid: firstText(event.uid),
      title: firstText(event.summary) ?? "",
      description: firstText(event.description) ?? "",
      start: start && !Number.isNaN(start.getTime()) ? start : null,
      location: firstText(event.location),
      url: httpUrl(vevent.getFirstPropertyValue("url")),
      categories,
    };
  });
}
