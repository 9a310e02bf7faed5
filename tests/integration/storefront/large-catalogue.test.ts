import { createCampaignService } from "~/.server/campaigns/service";
import { connect } from "~/.server/db/connect";
import { runMigrations } from "~/.server/db/migrate";
import type { AddressInfo } from "node:net";
import type { AppLoadContext } from "@remix-run/node";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCatalogue } from "~/.server/storefront/catalogue";
import { createStorefront } from "~/.server/storefront/client";
import { FILTERED_VENDORS } from "~/lib/catalogue/vendors";
import { loader as searchLoader } from "~/routes/api.search";
import { loader as shopRouteLoader } from "~/routes/shop";
import { loader as sitemapLoader } from "~/routes/sitemap[.]xml";
import { loader as sitemapPagesLoader } from "~/routes/sitemap.pages[.]xml";
import { loader as sitemapProductsLoader } from "~/routes/sitemap.products.$page";
import { buildCatalogue } from "../../../local-storefront/catalogue/catalogue";
import { seedCollections } from "../../../local-storefront/catalogue/collections";
import { generatedSeeds } from "../../../local-storefront/catalogue/generate";
import { mountLocalStorefront } from "../../../local-storefront/mount";

/**
 * A store four times larger than one Storefront page (250): the shop, its
 * collections, search and the sitemap must reach every product, through the
 * routes' loaders against the embedded storefront over real HTTP.
 */
const SIZE = 1000;
const SITE = "http://shop.test";

let close: () => void;
let closeDb: () => Promise<void>;
let context: AppLoadContext;
let listed: Array<{ handle: string; title: string; vendor: string; collectionIds: string[] }>;

beforeAll(async () => {
  const app = express();
  const local = mountLocalStorefront(app, {
    dataDir: null,
    catalogue: buildCatalogue(generatedSeeds(SIZE), seedCollections),
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
  const storefront = createStorefront({ storeDomain: origin, token: "test-token" });
  const catalogue = createCatalogue(storefront, () => origin);
  // The sitemap's pages file asks which campaigns run: a real campaign service on an embedded database.
  const db = connect({ dataDir: null });
  await runMigrations(db);
  closeDb = () => db.destroy();
  const campaigns = createCampaignService(async () => db);
  context = { services: { storefront, catalogue, campaigns } } as unknown as AppLoadContext;
  const hidden = new Set(FILTERED_VENDORS.map((v) => v.toLowerCase()));
  listed = local.catalogue.products.filter((p) => !hidden.has(p.vendor.toLowerCase()));
});
afterAll(async () => {
  close();
  await closeDb?.();
});

type ShopData = {
  listing: {
    items: Array<{ handle: string; title: string; price: { amount: string } }>;
    pageCount: number;
    total: number;
  };
};

async function shopPage(path: string): Promise<ShopData["listing"]> {
  const response = (await shopRouteLoader({ request: new Request(SITE + path), context, params: {} })) as unknown as {
    data: ShopData;
  };
  return response.data.listing;
}

async function allPages(path: string) {
  const first = await shopPage(path);
  const items = [...first.items];
  for (let page = 2; page <= first.pageCount; page++) {
    items.push(...(await shopPage(`${path}${path.includes("?") ? "&" : "?"}page=${page}`)).items);
  }
  return { first, items };
}

describe(`a catalogue of ${SIZE} products`, () => {
  it("/shop pages, 12 at a time, reach every listed product", async () => {
    const { first, items } = await allPages("/shop");
    expect(first.items).toHaveLength(12);
    expect(first.total).toBe(listed.length);
    expect(first.pageCount).toBe(Math.ceil(listed.length / 12));
    expect(new Set(items.map((p) => p.handle))).toEqual(new Set(listed.map((p) => p.handle)));
    const last = await shopPage(`/shop?page=${first.pageCount}`);
    expect(last.items.at(-1)?.handle).toBe(items.at(-1)?.handle);
  });

  it("keeps price and name sorts in order across page boundaries", async () => {
    const byPrice = (await allPages("/shop?sort=price-low")).items.map((p) => Number(p.price.amount));
    expect(byPrice).toHaveLength(listed.length);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
    const byPriceDown = (await allPages("/shop?sort=price-high")).items.map((p) => Number(p.price.amount));
    expect(byPriceDown).toEqual([...byPriceDown].sort((a, b) => b - a));
    const names = (await allPages("/shop?sort=name-desc")).items.map((p) => p.title);
    expect(names).toHaveLength(listed.length);
    const collator = (a: string, b: string) => b.localeCompare(a, undefined, { sensitivity: "base" });
    expect(names).toEqual([...names].sort(collator));
  });

  it("a collection lists all of its products", async () => {
    const collection = seedCollections[0];
    const members = listed.filter((p) => p.collectionIds.includes(collection.id));
    const { first, items } = await allPages(`/shop?collection=${collection.id}`);
    expect(first.total).toBe(members.length);
    expect(new Set(items.map((p) => p.handle))).toEqual(new Set(members.map((p) => p.handle)));
  });

  it("search finds a product far beyond the first batch, in the shop and the dialog", async () => {
    const target = listed.at(-1)!;
    const shop = await shopPage(`/shop?q=${encodeURIComponent(target.title)}`);
    expect(shop.items.map((p) => p.handle)).toContain(target.handle);
    const response = await searchLoader({
      request: new Request(`${SITE}/api/search?q=${encodeURIComponent(target.title)}`),
      context,
      params: {},
    });
    const found = (await response.json()) as { products: Array<{ handle: string }> };
    expect(found.products[0]?.handle).toBe(target.handle);
  });

  it("the sitemap index leads to every listed product, each with a lastmod", async () => {
    const index = await (
      await sitemapLoader({ request: new Request(`${SITE}/sitemap.xml`), context, params: {} })
    ).text();
    expect(index).toContain("<sitemapindex");
    const locations = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    expect(locations).toContain("/sitemap/pages.xml");
    const urls: string[] = [];
    for (const location of locations) {
      const args = { request: new Request(SITE + location), context };
      const response =
        location === "/sitemap/pages.xml"
          ? await sitemapPagesLoader({ ...args, params: {} })
          : await sitemapProductsLoader({ ...args, params: { page: location.split("/").pop()! } });
      expect(response.status).toBe(200);
      const body = await response.text();
      if (location !== "/sitemap/pages.xml") {
        expect(body.match(/<lastmod>/g)?.length).toBe(body.match(/<url>/g)?.length);
      }
      urls.push(...[...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname));
    }
    for (const product of listed) expect(urls).toContain(`/product/${product.handle}`);
    expect(urls).toContain("/shop");
  });
});
