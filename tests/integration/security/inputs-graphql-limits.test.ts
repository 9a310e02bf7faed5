import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import express from "express";
import { parse } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as documents from "~/graphql";
import { buildCatalogue } from "../../../local-storefront/catalogue/catalogue";
import { seedCollections } from "../../../local-storefront/catalogue/collections";
import { seedProducts } from "../../../local-storefront/catalogue/products";
import { fragmentsOf, LIMITS, requestLimitError } from "../../../local-storefront/limits";
import { mountLocalStorefront } from "../../../local-storefront/mount";
import { storefrontSchema } from "../../../local-storefront/schema";
import { countedCatalogue } from "../../support/counted-catalogue";

/**
 * Item 12 of issue 30: the embedded storefront's public GraphQL endpoint
 * refuses a query too deep or too costly with a GraphQL error before any
 * resolver runs. Resolvers are counted by every read of the catalogue they
 * resolve from (a proxy around it), over real HTTP.
 */
const { catalogue, counter } = countedCatalogue(buildCatalogue(seedProducts, seedCollections));

let origin = "";
let close = async () => {};
beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "biolife-inputs-gql-"));
  const app = express();
  mountLocalStorefront(app, { dataDir, catalogue });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
});
afterAll(() => close());

async function post(query: string, variables?: Record<string, unknown>) {
  const response = await fetch(`${origin}/api/2026-04/graphql.json`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: unknown; errors?: { message: string }[] },
  };
}

/** products ↔ collections, `levels` deep, every page 250. */
function nested(levels: number): string {
  let inner = "id";
  for (let level = levels; level > 0; level--) {
    inner = `${level % 2 ? "products" : "collections"}(first: 250) { nodes { id ${inner} } }`;
  }
  return `query Deep { ${inner.replace(/^products/, "products")} }`;
}

describe("the local storefront's query limits (issue 30, item 12)", () => {
  it("refuses the 8-deep products ↔ collections query before any resolver runs", async () => {
    counter.reads = 0;
    const { status, body } = await post(nested(8));
    expect(status).toBe(200);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.message).toMatch(/Query depth limit of 12 exceeded/);
    expect(counter.reads).toBe(0);
  });

  it("refuses a shallow query made costly by aliases, before any resolver runs", async () => {
    const aliased = Array.from(
      { length: 15 },
      (_, i) => `a${i}: products(first: 250) { nodes { id collections(first: 250) { nodes { id } } } }`,
    ).join(" ");
    counter.reads = 0;
    const { body } = await post(`query Aliased { ${aliased} }`);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.message).toMatch(/exceeds the maximum cost/);
    expect(counter.reads).toBe(0);
  });

  it("counts page sizes from variables, capped at 250", async () => {
    const query = `query Big($n: Int!) { products(first: $n) { nodes { id collections(first: $n) { nodes { id products(first: $n) { nodes { id } } } } } } }`;
    counter.reads = 0;
    const refused = await post(query, { n: 1_000_000 });
    expect(refused.body.errors?.[0]?.message).toMatch(/exceeds the maximum cost/);
    expect(counter.reads).toBe(0);
    const small = await post(query, { n: 2 });
    expect(small.body.errors).toBeUndefined();
    expect(counter.reads).toBeGreaterThan(0);
  });

  it.each(Object.entries(documents))("the shop's own %s passes at the largest page size", (_name, source) => {
    const variables = {
      first: 250,
      limit: 10,
      query: "x",
      sortKey: "PRICE",
      reverse: false,
      id: "gid://shopify/Collection/1",
      ids: [],
      handle: "x",
      lines: [],
      cartId: "x",
    };
    const document = parse(source);
    expect(requestLimitError(storefrontSchema(), document, fragmentsOf(document), variables, undefined)).toBeNull();
  });

  it("the limit is high enough for a full listing page and far below the 8-deep query", () => {
    expect(LIMITS.maxCost).toBeGreaterThanOrEqual(12_000);
  });
});
