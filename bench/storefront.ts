import type { AddressInfo } from "node:net";
import express from "express";
import { createStorefrontCache } from "~/.server/storefront/cache";
import { createStorefront } from "~/.server/storefront/client";
import { PRODUCTS_QUERY } from "~/graphql/products";
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

/** How listing and search cost grows with the catalogue (uncached, over HTTP). */
export async function catalogueGrowthBench(): Promise<Row[]> {
  const rows: Row[] = [];
  for (const size of [100, 1000, 10000]) {
    const local = await serve(size);
    const storefront = createStorefront({ storeDomain: local.origin, token: "bench" });
    const list = `query { products(first: 100, sortKey: PRICE) { nodes { id title } } }`;
    const search = `query { products(first: 100, query: "magnesium sleep") { nodes { id title } } }`;
    const listing = await timeIt(20, () => storefront.query(list, { cache: "none" }));
    const searching = await timeIt(20, () => storefront.query(search, { cache: "none" }));
    rows.push({ section: "catalogue growth", name: `${size} products: listing`, value: listing, unit: "ms/call" });
    rows.push({ section: "catalogue growth", name: `${size} products: search`, value: searching, unit: "ms/call" });
    local.close();
  }
  return rows;
}
