import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pageKey, splitTarget, type PageKeyParts } from "~/.server/page-cache/key";

/**
 * Page-cache keys never collide: two different (origin, path, query, cart
 * view) tuples never share a key, however their text is made. The parts come
 * from a small alphabet full of separators, so a key that merely joins them
 * meets a collision within a few hundred pairs (the last test shows it does).
 */
const text = fc.string({ unit: fc.constantFrom("a", "|", "?", ":", "/", '"', "\\", ",", "[", "é"), maxLength: 4 });
const parts: fc.Arbitrary<PageKeyParts> = fc.record({
  buildId: fc.constantFrom("b1", "b1|", "b"),
  origin: fc.oneof(text, fc.constantFrom("http://127.0.0.1:3000", "https://shop.example")),
  path: text.map((p) => `/${p}`),
  query: fc.option(text, { nil: null }),
  cartView: fc.option(
    text.map((c) => `cart:${c}`),
    { nil: null },
  ),
});

const FIELDS = ["buildId", "origin", "path", "query", "cartView"] as const;

/**
 * A tuple made from another by moving text across a boundary between two
 * neighbouring parts, with a separator a key might use between them: what an
 * attacker does with a crafted query string.
 */
const shifted = (a: PageKeyParts) =>
  fc
    .record({
      at: fc.integer({ min: 0, max: FIELDS.length - 2 }),
      separator: fc.constantFrom("|", "?", "", '","', ":", "\0"),
      cut: fc.nat(),
      keepNull: fc.boolean(),
    })
    .map(({ at, separator, cut, keepNull }): PageKeyParts => {
      const [left, right] = [FIELDS[at], FIELDS[at + 1]];
      const joined = `${a[left] ?? ""}${separator}${a[right] ?? ""}`;
      const split = cut % (joined.length + 1);
      const b = { ...a, [left]: joined.slice(0, split), [right]: joined.slice(split) };
      if (keepNull && (b.query === "" || b.cartView === ""))
        return { ...b, query: b.query || null, cartView: b.cartView || null };
      return b;
    });

const pairs = fc.oneof(
  fc.tuple(parts, parts),
  parts.chain((a) => fc.tuple(fc.constant(a), shifted(a))),
);

const same = (a: PageKeyParts, b: PageKeyParts) => JSON.stringify(a) === JSON.stringify(b);
const neverShared = (key: (p: PageKeyParts) => string) =>
  fc.property(pairs, ([a, b]) => same(a, b) || key(a) !== key(b));

describe("page cache key", () => {
  it("gives two different (origin, path, query, cart view) tuples two different keys", () => {
    fc.assert(neverShared(pageKey), { numRuns: 5_000 });
  });

  it("gives equal tuples the same key", () => {
    fc.assert(fc.property(parts, (a) => pageKey(a) === pageKey({ ...a })));
  });

  it("keeps its keys when recent ones are remembered: the same hash another host or a restart computes", () => {
    const sha256 = (a: PageKeyParts) =>
      createHash("sha256")
        .update(JSON.stringify([a.buildId, a.origin, a.path, a.query, a.cartView]))
        .digest("base64url");
    // More tuples than are remembered, asked twice: first computed, then remembered or computed again after eviction.
    const tuples = fc.sample(parts, 5_000);
    for (const round of [1, 2]) for (const a of tuples) expect(pageKey(a), `round ${round}`).toBe(sha256(a));
  });

  it("splits a request target into path and query, keeping '?' with nothing after it apart from no '?'", () => {
    expect(splitTarget("/shop?q=a|b?c")).toEqual({ path: "/shop", query: "q=a|b?c" });
    expect(splitTarget("/shop?")).toEqual({ path: "/shop", query: "" });
    expect(splitTarget("/shop")).toEqual({ path: "/shop", query: null });
  });

  it("(the property can fail) finds the collision in a key that joins its parts with '|'", () => {
    const joined = ({ buildId, origin, path, query, cartView }: PageKeyParts) =>
      `${buildId}|${origin}${path}${query === null ? "" : `?${query}`}${cartView === null ? "" : `|${cartView}`}`;
    expect(() => fc.assert(neverShared(joined), { numRuns: 5_000 })).toThrow(/Property failed/);
  });
});
