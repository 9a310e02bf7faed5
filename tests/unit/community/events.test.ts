import { describe, expect, it } from "vitest";
import { eventTypeOf, isShowableEvent } from "~/lib/community/events";

const good = {
  event_date: "2026-12-05T15:00:00Z",
  description: "Free screenings.",
  location: "Newark Public Library, Newark, NJ",
};

describe("community event display rule (SPEC §5)", () => {
  it("shows an event with a date, a description and a settled location", () => {
    expect(isShowableEvent(good)).toBe(true);
    expect(isShowableEvent({ ...good, event_date: new Date("2027-01-01T00:00:00Z") })).toBe(true);
  });

  it("hides an event without a usable date", () => {
    expect(isShowableEvent({ ...good, event_date: null })).toBe(false);
    expect(isShowableEvent({ ...good, event_date: "not a date" })).toBe(false);
  });

  it("hides an event with a blank description", () => {
    expect(isShowableEvent({ ...good, description: "   " })).toBe(false);
    expect(isShowableEvent({ ...good, description: null })).toBe(false);
  });

  it("hides an event whose location is missing, undecided (or) or TBD", () => {
    expect(isShowableEvent({ ...good, location: null })).toBe(false);
    expect(isShowableEvent({ ...good, location: " " })).toBe(false);
    expect(isShowableEvent({ ...good, location: "Virtual or in person" })).toBe(false);
    expect(isShowableEvent({ ...good, location: "Stamford OR Norwalk" })).toBe(false);
    expect(isShowableEvent({ ...good, location: "Venue TBD" })).toBe(false);
    expect(isShowableEvent({ ...good, location: "Atlanta, GA (tbd)" })).toBe(false);
  });

  it("does not mistake words that merely contain the letters for the word", () => {
    expect(isShowableEvent({ ...good, location: "Orlando Senior Center, 100 Oak Ridge Road, Orlando, FL" })).toBe(true);
    expect(isShowableEvent({ ...good, location: "Harbor Point, Stamford, CT" })).toBe(true);
  });

  it("types events as screening, workshop or other", () => {
    expect(eventTypeOf("Screening")).toBe("screening");
    expect(eventTypeOf(undefined, "Cooking Class for Heart Health")).toBe("workshop");
    expect(eventTypeOf("Health Fair")).toBe("other");
  });
});

describe("listing links", () => {
  it("offers only public http(s) pages", async () => {
    const { isPublicLink } = await import("~/lib/community/events");
    expect(isPublicLink("https://www.caregiver.org/")).toBe(true);
    expect(isPublicLink("https://events.biolife.local/2026/x")).toBe(false);
    expect(isPublicLink("http://127.0.0.1:3404/events.ics#uid%40x")).toBe(false);
    expect(isPublicLink("javascript:alert(1)")).toBe(false);
    expect(isPublicLink(null)).toBe(false);
  });
});
