import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { giveawayRecord, giveawaysAt } from "~/lib/campaigns/active";
import { closedGiveaway, giveawayToasts, giveawayWords, spokenDate } from "~/lib/campaigns/giveaway-words";
import {
  AFTER_SEEDED_GIVEAWAY,
  DURING_SEEDED_GIVEAWAY,
  SEEDED_CAUSE,
  SEEDED_GIVEAWAY,
} from "../../support/seeded-campaigns";

describe("a giveaway's words from its record", () => {
  it("the seeded record gives the spec's strings word for word", () => {
    const kia = giveawayRecord(SEEDED_GIVEAWAY);
    const words = giveawayWords(kia);
    expect(words.title).toBe("Win a 2025 KIA!");
    expect(words.drawing).toBe("Drawing on December 13th, 2025");
    expect(words.slideInIntro).toBe("Enter our free giveaway. Drawing December 13th, 2025.");
    expect(words.enteredBody).toBe(
      "Thanks for entering. We'll contact the winners after the drawing on December 13th, 2025.",
    );
    const toasts = giveawayToasts(kia, SEEDED_GIVEAWAY.successMessage);
    expect(toasts.pageSuccess.description).toBe("You're now entered to win a 2025 Kia! Drawing on December 13th.");
    expect(toasts.dialogSuccess.description).toBe("You're now entered to win! Drawing on December 13th, 2025");
  });

  it("says every day of the year in the store's zone with its ordinal", () => {
    expect(spokenDate("2025-12-13T17:00:00Z")).toBe("December 13th, 2025");
    expect(spokenDate("2031-07-01T16:00:00Z")).toBe("July 1st, 2031");
    expect(spokenDate("2031-07-22T16:00:00Z")).toBe("July 22nd, 2031");
    expect(spokenDate("2031-07-23T16:00:00Z")).toBe("July 23rd, 2031");
    expect(spokenDate("2031-07-11T16:00:00Z")).toBe("July 11th, 2031");
    // 02:00 UTC is still the evening before in New York.
    expect(spokenDate("2031-07-02T02:00:00Z")).toBe("July 1st, 2031");
    fc.assert(
      fc.property(fc.date({ min: new Date("2000-01-01"), max: new Date("2099-12-31"), noInvalidDate: true }), (at) => {
        expect(spokenDate(at.toISOString())).toMatch(
          /^(January|February|March|April|May|June|July|August|September|October|November|December) ([1-9]|[12]\d|3[01])(st|nd|rd|th), \d{4}$/,
        );
      }),
    );
  });

  it("an admin's record never shows the KIA: any title, prizes and dates are what is said", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 60 }).filter((t) => !/kia/i.test(t)),
        fc
          .array(fc.record({ place: fc.constant("Prize"), prize: fc.string({ minLength: 1, maxLength: 40 }) }), {
            maxLength: 4,
          })
          .filter((ps) => ps.every((p) => !/kia/i.test(p.prize))),
        fc.date({ min: new Date("2030-01-01"), max: new Date("2090-01-01"), noInvalidDate: true }),
        (title, prizes, drawing) => {
          const g = {
            ...giveawayRecord(SEEDED_GIVEAWAY),
            title,
            prizes,
            drawingAt: drawing.toISOString(),
            rules: "",
            description: "",
          };
          const words = giveawayWords(g);
          const all = JSON.stringify([words, giveawayToasts(g, "")]);
          expect(all).not.toMatch(/kia/i);
          expect(words.drawing).toBe(`Drawing on ${spokenDate(drawing.toISOString())}`);
          expect(words.rules).toContain(spokenDate(drawing.toISOString()));
        },
      ),
    );
  });
});

describe("where giveaways stand", () => {
  it("during the seeded window the KIA runs; a year later it has ended and was drawn", () => {
    const seeded = [SEEDED_GIVEAWAY, SEEDED_CAUSE];
    expect(giveawaysAt(seeded, DURING_SEEDED_GIVEAWAY.getTime()).running?.title).toBe("Win a 2025 KIA!");
    const after = giveawaysAt(seeded, AFTER_SEEDED_GIVEAWAY.getTime());
    expect(after.running).toBeNull();
    const closed = closedGiveaway(after, AFTER_SEEDED_GIVEAWAY.getTime());
    expect(closed.heading).toBe("This Giveaway Has Ended");
    expect(closed.lines).toContain("The winners were drawn on December 13th, 2025.");
    expect(closed.toast.description).toMatch(/^This giveaway has ended/);
  });

  it("names the next giveaway's opening day; before any ran, the page says only when it opens", () => {
    const next = {
      ...SEEDED_GIVEAWAY,
      id: "n",
      title: "Win a Spring Bundle",
      startsAt: "2027-03-01T14:00:00Z",
      endsAt: null,
    };
    const now = AFTER_SEEDED_GIVEAWAY.getTime();
    expect(closedGiveaway(giveawaysAt([SEEDED_GIVEAWAY, next], now), now).lines).toContain(
      "Next up: Win a Spring Bundle opens on March 1st, 2027.",
    );
    const only = closedGiveaway(giveawaysAt([next], now), now);
    expect(only.heading).toBe("Coming Soon");
    expect(only.lines[0]).toBe("Win a Spring Bundle opens on March 1st, 2027.");
    expect(closedGiveaway(giveawaysAt([], now), now).heading).toBe("No Giveaway Right Now");
  });
});
