import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { heroVideos } from "~/content/home";
import { startServerProcess } from "../../../scripts/server-process";
import { startSwitchableStorefront, type StorefrontMode } from "../../support/switchable-storefront";

/**
 * The production build against a "Shopify" that fails in every way the
 * network allows. Pages already read are served from the shared cache; pages
 * never read show the spec's error state (503) — never the crash page.
 */
/** The root ErrorBoundary's heading (a form's own "Something went wrong on our side. Please try again" is fine). */
const CRASH_PAGE = />Something went wrong<\/h1>/;

let shopify: Awaited<ReturnType<typeof startSwitchableStorefront>>;
let server: Awaited<ReturnType<typeof startServerProcess>>;
let handles: string[] = [];
/** Product pages never read before (the home page reads its hero product, so that one is left out). */
let cold: string[] = [];
let warmTitle = "";

const get = async (path: string) => {
  const response = await fetch(`${server.origin}${path}`);
  return { status: response.status, html: await response.text() };
};

beforeAll(async () => {
  shopify = await startSwitchableStorefront({ slowMs: 5000 });
  server = await startServerProcess({
    PUBLIC_STORE_DOMAIN: shopify.origin,
    PUBLIC_STOREFRONT_API_TOKEN: "stand-in",
    STOREFRONT_TIMEOUT_MS: "1500",
    RATE_LIMIT_SCALE: "50",
  });
  // Warm the cache: home, the shop, a search (its own Storefront query) and one product page.
  const shop = await get("/shop");
  expect(shop.status).toBe(200);
  expect((await get("/shop?q=vitamin")).status).toBe(200);
  handles = [...new Set([...shop.html.matchAll(/href="\/product\/([a-z0-9-]+)"/g)].map((m) => m[1]))];
  expect(handles.length).toBeGreaterThan(6);
  const home = await get("/");
  expect(home.status).toBe(200);
  const hero = new Set(heroVideos.map((v) => v.productHandle));
  cold = handles.slice(1).filter((h) => !hero.has(h));
  expect(cold.length).toBeGreaterThan(5);
  const product = await get(`/product/${handles[0]}`);
  expect(product.status).toBe(200);
  warmTitle = /<h1[^>]*>([^<]+)<\/h1>/.exec(product.html)![1];
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await shopify?.close();
});

const faults: Array<{ mode: StorefrontMode; expected: string }> = [
  { mode: "slow", expected: "Products could not be loaded" },
  { mode: "down", expected: "Products could not be loaded" },
  { mode: "500", expected: "Products could not be loaded" },
  { mode: "402", expected: "Shopify: Payment required" },
  { mode: "garbage", expected: "Products could not be loaded" },
];

describe("pages while the Storefront API fails", () => {
  it.each(faults.map((f, i) => ({ ...f, index: i })))(
    "$mode: cached pages still render, uncached ones show the error state",
    async ({ mode, expected, index }) => {
      shopify.state.mode = mode;
      const before = shopify.state.requests;

      for (const path of ["/", "/shop", "/shop?q=vitamin", `/product/${handles[0]}`]) {
        const page = await get(path);
        expect(page.status, path).toBe(200);
        expect(page.html, path).not.toMatch(CRASH_PAGE);
      }
      expect((await get(`/product/${handles[0]}`)).html).toContain(warmTitle);

      // Never read before: nothing cached to fall back on.
      const product = await get(`/product/${cold[index]}`);
      expect(product.status).toBe(503);
      expect(product.html).toContain(expected);
      expect(product.html).not.toMatch(CRASH_PAGE);

      const collection = await get(`/shop?collection=${900000 + index}`);
      expect(collection.status).toBe(503);
      expect(collection.html).toContain(expected);
      expect(collection.html).not.toMatch(CRASH_PAGE);

      // The faulty upstream was really asked (the uncached reads, with one retry for server faults).
      expect(shopify.state.requests).toBeGreaterThan(before);
    },
    60_000,
  );

  it("serves fresh data again once the store is back", async () => {
    shopify.state.mode = "ok";
    const product = await get(`/product/${cold[cold.length - 1]}`);
    expect(product.status).toBe(200);
    expect(product.html).not.toMatch(CRASH_PAGE);
  });
});
