import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import type { AppLoadContext } from "@remix-run/node";
import express from "express";
import { createStorefrontCache } from "~/.server/storefront/cache";
import { createStorefront } from "~/.server/storefront/client";
import { createCatalogue } from "~/.server/storefront/catalogue";
import { PRODUCTS_QUERY } from "~/graphql/products";
import { loader as searchLoader } from "~/routes/api.search";
import { shopLoader } from "~/.server/shop/loader";
import { shopScreens } from "~/content/shop-collections";
import { buildCatalogue } from "../local-storefront/catalogue/catalogue";
import { seedCollections } from "../local-storefront/catalogue/collections";
import { generatedSeeds } from "../local-storefront/catalogue/generate";
import { mountLocalStorefront } from "../local-storefront/mount";
import { timeIt, type Row } from "./measure";

async function serve(products: number) {
  const app = express();
  mountLocalStorefront(app, { dataDir: null, catalogue: buildCatalogue(generatedSeeds(products), seedCollections) });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

/** products(first: 100) through the Storefront client: cold (upstream call) and warm (shared cache). */
export async function storefrontBench(): Promise<Row[]> {
  const local = await serve(50);
  const cache = createStorefrontCache();
  const storefront = createStorefront({ storeDomain: local.origin, token: "bench", cache });
  const read = () => storefront.query(PRODUCTS_QUERY, { variables: { first: 100 } });
  const cold = await timeIt(30, async () => {
    cache.clear();
    await read();
  });
  await read();
  const warm = await timeIt(2000, read);
  local.close();
  return [
    { section: "storefront", name: "products(first:100) cold", value: cold, unit: "ms/call" },
    { section: "storefront", name: "products(first:100) warm", value: warm, unit: "ms/call" },
  ];
}

/** Milliseconds of one call of `fn` each, over `calls` sequential calls starting at `from`. */
async function timesMs(from: number, calls: number, fn: (i: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = from; i < from + calls; i++) {
    const start = performance.now();
    await fn(i);
    times.push(performance.now() - start);
  }
  return times;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number(sorted[Math.floor(sorted.length / 2)].toFixed(3));
};

const GROWTH_SIZES = [100, 1000, 10000] as const;
/** Budget: the largest catalogue may cost at most this many times the smallest. */
const GROWTH_BUDGET = 1.5;
/** Rounds of the alternating measurement, and calls per size in each. */
const GROWTH_ROUNDS = 40;
const GROWTH_BATCH = 20;

/** The shop's pages as the routes answer them: /shop (first, middle and last page), a collection, a search. */
function growthPages(listed: number) {
  const last = Math.max(1, Math.ceil(listed / 12));
  const middle = Math.max(1, Math.floor(last / 2));
  return {
    "/shop": [`/shop`, `/shop?page=${middle}`, `/shop?page=${last}`, `/shop?sort=price-low&page=${middle}`],
    collection: [`/bestsellers`, `/shop?collection=287822282846`, `/shop?category=heart-health&sort=name-asc`],
    // Searches that fill a page (12 cards, the dialog's 10) at every size: the cost follows the results shown, and
    // with "ultra memory" (2 at 100 products, 10 from 1,000) the row measured answer sizes, not the catalogue.
    search: [`/shop?q=magnesium`, `/shop?q=blood%20sugar&sort=price-high`, `api:magnesium`, `api:daily vitamin`],
  } as Record<string, readonly string[]>;
}

/**
 * How the shop's loaders (the part of a page render that depends on the
 * catalogue) grow with the catalogue: /shop, a collection and search at 100,
 * 1,000 and 10,000 products, over HTTP to the local storefront, the shared
 * Storefront cache warm as on a running shop (median of many requests on a
 * page-cache miss). The cold row is the first request after a purge: the
 * whole index walk, paid once per listing per 5 minutes, in the background after that.
 */
export async function catalogueGrowthBench(): Promise<Row[]> {
  const rows: Row[] = [];
  const shops = [];
  for (const size of GROWTH_SIZES) {
    const local = await serve(size);
    const storefront = createStorefront({ storeDomain: local.origin, token: "bench" });
    const catalogue = createCatalogue(storefront, () => local.origin);
    const context = { services: { storefront, catalogue } } as unknown as AppLoadContext;
    const shop = shopLoader();
    const bestsellers = shopLoader(shopScreens.bestsellers);
    const render = async (path: string) => {
      if (path.startsWith("api:")) {
        const url = `http://bench.test/api/search?q=${encodeURIComponent(path.slice(4))}`;
        return (await searchLoader({ request: new Request(url), context, params: {} })).json();
      }
      const request = new Request(`http://bench.test${path}`);
      const route = path.startsWith("/bestsellers") ? bestsellers : shop;
      return route({ request, context, params: {} });
    };
    const coldStart = performance.now();
    await render("/shop");
    const cold = Number((performance.now() - coldStart).toFixed(1));
    rows.push({
      section: "catalogue growth",
      name: `${size} products: /shop cold (index walk)`,
      value: cold,
      unit: "ms",
    });
    shops.push({ size, local, render });
  }
  // The sizes take turns, a short batch each per round: a drift of the machine (GC, another process, the clock)
  // then falls on every size alike, where measuring one size after another made the ratio swing from 0.3 to 2.
  for (const [name] of Object.entries(growthPages(GROWTH_SIZES[0]))) {
    const times = shops.map(() => [] as number[]);
    for (const { size, render } of shops) for (const path of growthPages(size)[name]) await render(path);
    for (let round = 0; round < GROWTH_ROUNDS; round++) {
      for (const [at, { size, render }] of shops.entries()) {
        const paths = growthPages(size)[name];
        times[at].push(...(await timesMs(round * GROWTH_BATCH, GROWTH_BATCH, (i) => render(paths[i % paths.length]))));
      }
    }
    const medians = times.map(median);
    for (const [at, { size }] of shops.entries())
      rows.push({ section: "catalogue growth", name: `${size} products: ${name}`, value: medians[at], unit: "ms/req" });
    rows.push({
      section: "catalogue growth",
      name: `${name}: 10000 ÷ 100 products`,
      value: Number((medians.at(-1)! / medians[0]).toFixed(2)),
      unit: "×",
      budget: { max: GROWTH_BUDGET },
    });
  }
  for (const { local } of shops) local.close();
  return rows;
}
