import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServerProcess } from "../../../scripts/server-process";

/**
 * Item 14 of issue 30 against the production build: whatever `redirectTo` a
 * form carries, the cart answers a redirect that stays on the site, never a
 * 500 (a Location that cannot be set) and never another host.
 */
const VARIANT = "gid://shopify/ProductVariant/45100000000001";

let server: Awaited<ReturnType<typeof startServerProcess>>;
beforeAll(async () => {
  server = await startServerProcess({ RATE_LIMIT_SCALE: "1000" });
}, 400_000);
afterAll(() => server?.stop());

const tricky = fc.constantFrom(
  "/",
  "\\",
  "\t",
  "\n",
  "\r",
  "\0",
  " ",
  "\u007f",
  "\u0085",
  "\u2028",
  "%2f",
  "%5c",
  "%0d%0a",
  ".",
  "@",
  ":",
  "?",
  "#",
  "evil.example",
  "https:",
  "水",
  "𝕏",
  "\u202e",
  "＼",
);
const target = fc.oneof(
  fc.array(fc.oneof(tricky, fc.string({ maxLength: 5 })), { maxLength: 10 }).map((parts) => parts.join("")),
  fc.array(tricky, { maxLength: 8 }).map((parts) => `/${parts.join("")}`),
  fc.string({ unit: "binary", maxLength: 30 }),
);

async function addToCart(redirectTo: string) {
  return fetch(`${server.origin}/cart`, {
    method: "POST",
    body: new URLSearchParams({ intent: "add", merchandiseId: VARIANT, redirectTo }),
    redirect: "manual",
  });
}

describe("redirect targets over HTTP (issue 30, item 14)", () => {
  it("an add to cart from a listing whose address holds 水 goes back to that listing", async () => {
    // The page's own form, as a shopper without scripts posts it (its redirectTo is the page's address).
    const page = await (await fetch(`${server.origin}/shop?ref=${"水"}`)).text();
    const input = /<input[^>]*name="redirectTo"[^>]*>/.exec(page)?.[0] ?? "";
    const returnTo = /value="([^"]*)"/.exec(input)?.[1];
    expect(returnTo).toBeDefined();
    const response = await addToCart(returnTo!.replace(/&amp;/g, "&"));
    expect(response.status).toBe(303);
    expect(new URL(response.headers.get("Location")!, server.origin).href).toBe(`${server.origin}/shop?ref=%E6%B0%B4`);
    // The raw character itself, as a hand-made form or a client that does not encode sends it.
    const raw = await addToCart("/shop?q=水");
    expect(raw.status).toBe(303);
    expect(raw.headers.get("Location")).toBe("/shop?q=%E6%B0%B4");
  });

  it("the tab trick and raw newlines, CR, NUL and Unicode never answer 500 nor leave the site", async () => {
    for (const returnTo of [
      "/\t/evil.example/",
      "/shop?q=水",
      "/a\r\nb",
      "/a\0b",
      "/.//evil.example",
      "/\\evil.example",
    ]) {
      const response = await addToCart(returnTo);
      expect(response.status, JSON.stringify(returnTo)).toBe(303);
      expect(new URL(response.headers.get("Location")!, server.origin).origin).toBe(server.origin);
    }
  });

  it("generated targets: always a same-site 303", async () => {
    await fc.assert(
      fc.asyncProperty(target, async (returnTo) => {
        const response = await addToCart(returnTo);
        expect(response.status).toBe(303);
        const location = response.headers.get("Location") ?? "";
        expect(new URL(location, server.origin).origin).toBe(server.origin);
        expect(location).toMatch(/^\/(?![/\\])/);
      }),
      { numRuns: Number(process.env.HOSTILE_RUNS ?? 150) },
    );
  });
});
