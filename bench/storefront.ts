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

/** Median milliseconds of `fn` over `iterations` sequential calls (after the caller warmed it). */
async function medianMs(iterations: number, fn: (i: number) => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    await fn(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return Number(times[Math.floor(times.length / 2)].toFixed(3));
}

const GROWTH_SIZES = [100, 1000, 10000] as const;
/** Budget: the largest catalogue may cost at most this many times the smallest. */
const GROWTH_BUDGET = 1.5;

/** The shop's pages as the routes answer them: /shop (first, middle and last page), a collection, a search. */
function growthPages(listed: number) {
  const last = Math.max(1, Math.ceil(listed / 12));
  const middle = Math.max(1, Math.floor(last / 2));
  return {
    "/shop": [`/shop`, `/shop?page=${middle}`, `/shop?page=${last}`, `/shop?sort=price-low&page=${middle}`],
    collection: [`/bestsellers`, `/shop?collection=287822282846`, `/shop?category=heart-health&sort=name-asc`],
    search: [`/shop?q=magnesium`, `/shop?q=vitamin%20d3&sort=price-high`, `api:magnesium`, `api:ultra memory`],
  } as const;
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
  const medians = new Map<string, number[]>();
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
    for (const [name, paths] of Object.entries(growthPages(size))) {
      for (const path of paths) await render(path);
      const median = await medianMs(400, (i) => render(paths[i % paths.length]));
      medians.set(name, [...(medians.get(name) ?? []), median]);
      rows.push({ section: "catalogue growth", name: `${size} products: ${name}`, value: median, unit: "ms/req" });
    }
    local.close();
  }
  for (const [name, [smallest, , largest]] of medians) {
    rows.push({
      section: "catalogue growth",
      name: `${name}: 10000 ÷ 100 products`,
      value: Number((largest / smallest).toFixed(2)),
      unit: "×",
      budget: { max: GROWTH_BUDGET },
    });
  }
  return rows;
}
