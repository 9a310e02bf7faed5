import { describe, expect, it } from "vitest";
import {
  HERO_TIMING,
  heroModeFrom,
  inDisclaimerWindow,
  scrollTarget,
  showPrevious,
  wrapIndex,
} from "~/lib/home/carousel";
import { NEWSLETTER_INVALID, newsletterError } from "~/lib/home/newsletter";

describe("wrapIndex", () => {
  it("moves forward and back inside the range", () => {
    expect(wrapIndex(0, 1, 3)).toBe(1);
    expect(wrapIndex(2, -1, 3)).toBe(1);
  });
  it("wraps past both ends", () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(13, 1, 14)).toBe(0);
  });
  it("answers 0 for an empty carousel", () => expect(wrapIndex(0, 1, 0)).toBe(0));
});

describe("hero rules", () => {
  it("defaults to videos", () => {
    expect(heroModeFrom(null)).toBe("videos");
    expect(heroModeFrom("nonsense")).toBe("videos");
    expect(heroModeFrom("images")).toBe("images");
  });
  it("has the spec's overlay timings", () => {
    expect(HERO_TIMING.videos).toEqual({ changeAfter: 800, hideAfter: 500 });
    expect(HERO_TIMING.images.changeAfter + HERO_TIMING.images.hideAfter).toBe(300);
  });
  it("shows the disclaimer only in a video's last 3 seconds", () => {
    expect(inDisclaimerWindow(4.9, 8)).toBe(false);
    expect(inDisclaimerWindow(5, 8)).toBe(true);
    expect(inDisclaimerWindow(8, 8)).toBe(true);
    expect(inDisclaimerWindow(0, Number.NaN)).toBe(false);
  });
  it("hides the previous arrow on the image hero's first slide only", () => {
    expect(showPrevious("images", 0)).toBe(false);
    expect(showPrevious("images", 1)).toBe(true);
    expect(showPrevious("videos", 0)).toBe(true);
  });
});

describe("scrollTarget", () => {
  const box = { clientWidth: 300, scrollWidth: 1000 };
  it("pages forward and back", () => {
    expect(scrollTarget({ ...box, scrollLeft: 0 }, 1)).toBe(300);
    expect(scrollTarget({ ...box, scrollLeft: 600 }, 1)).toBe(700);
    expect(scrollTarget({ ...box, scrollLeft: 600 }, -1)).toBe(300);
  });
  it("wraps at the ends", () => {
    expect(scrollTarget({ ...box, scrollLeft: 700 }, 1)).toBe(0);
    expect(scrollTarget({ ...box, scrollLeft: 699.5 }, 1)).toBe(0);
    expect(scrollTarget({ ...box, scrollLeft: 0 }, -1)).toBe(700);
  });
});

describe("newsletterError", () => {
  it("accepts an address with @", () => expect(newsletterError(" a@b ")).toBeNull());
  it("rejects empty, missing @ and non-strings", () => {
    for (const bad of ["", "   ", "person.example.com", undefined, 42])
      expect(newsletterError(bad)).toBe(NEWSLETTER_INVALID);
  });
});
