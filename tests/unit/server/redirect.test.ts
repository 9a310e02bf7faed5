import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "~/.server/http/redirect";

/** Characters that have broken hand-made checks: controls, whitespace, slashes of every kind, Unicode. */
const tricky = fc.constantFrom(
  "/",
  "\\",
  "//",
  "/\\",
  "\t",
  "\n",
  "\r",
  "\0",
  " ",
  "\u000b",
  "\u000c",
  "\u007f",
  "\u0085",
  "\u00a0",
  "\u2028",
  "%2f",
  "%2F",
  "%5c",
  "%0d%0a",
  "%00",
  ".",
  "..",
  "@",
  ":",
  "?",
  "#",
  "evil.example",
  "http:",
  "https:",
  "javascript:",
  "水",
  "𝕏",
  "\ud800",
  "\u202e",
  "\ufeff",
  "／",
  "＼",
);
const hostile = fc.oneof(
  fc.array(fc.oneof(tricky, fc.string({ maxLength: 6 })), { maxLength: 12 }).map((parts) => parts.join("")),
  fc.array(tricky, { maxLength: 8 }).map((parts) => `/${parts.join("")}`),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
);

/** Where a browser goes when it gets this Location on a page of the shop. */
const followed = (location: string) => new URL(location, "https://shop.example/cart");

describe("safeRedirectPath", () => {
  it("keeps same-site paths with their query and fragment", () => {
    expect(safeRedirectPath("/shop?q=magnesium#top")).toBe("/shop?q=magnesium#top");
    expect(safeRedirectPath("/product/vitamin-d3")).toBe("/product/vitamin-d3");
  });

  it("refuses the known escapes", () => {
    for (const target of [
      "/\t/evil.example/",
      "//evil.example",
      "/\\evil.example",
      "https://evil.example/",
      "/.//evil.example",
    ]) {
      expect(followed(safeRedirectPath(target)).host, target).toBe("shop.example");
    }
  });

  it("percent-encodes what a header cannot carry", () => {
    expect(safeRedirectPath("/shop?q=水")).toBe("/shop?q=%E6%B0%B4");
    expect(safeRedirectPath("/a\r\nSet-Cookie: x=1")).not.toMatch(/[\r\n]/);
  });

  it("never leaves the site and always makes a valid Location header, for any string", () => {
    fc.assert(
      fc.property(hostile, (target) => {
        const location = safeRedirectPath(target);
        expect(() => new Headers({ Location: location })).not.toThrow();
        expect(location).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
        const url = followed(location);
        expect(url.origin).toBe("https://shop.example");
      }),
      { numRuns: 3000 },
    );
  });
});
