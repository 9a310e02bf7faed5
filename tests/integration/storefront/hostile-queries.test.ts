import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCatalogue } from "../../../local-storefront/catalogue/catalogue";
import { seedCollections } from "../../../local-storefront/catalogue/collections";
import { seedProducts } from "../../../local-storefront/catalogue/products";
import { mountLocalStorefront } from "../../../local-storefront/mount";
import { countedCatalogue } from "../../support/counted-catalogue";

/**
 * Issue 56, item 1, over real HTTP: the hostile queries that froze or ended
 * the shop are refused before any resolver runs (resolvers counted by every
 * read of the catalogue they resolve from), the next request is answered, and
 * no rejection goes unhandled.
 */
const catalogue = buildCatalogue(seedProducts, seedCollections);
const counted = countedCatalogue(catalogue);
const counter = counted.counter;

let unhandled = 0;
const onUnhandled = () => unhandled++;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "biolife-hostile-"));
const servers: Array<{ close: () => Promise<void> }> = [];

async function serve(app: express.Express) {
  app.get("/healthz", (_req, res) => void res.json({ status: "ok" }));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  servers.push({
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let origin = "";
beforeAll(async () => {
  process.on("unhandledRejection", onUnhandled);
  const app = express();
  mountLocalStorefront(app, { dataDir, catalogue: counted.catalogue });
  origin = await serve(app);
});
afterAll(async () => {
  process.off("unhandledRejection", onUnhandled);
  for (const server of servers) await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function post(at: string, query: string, variables?: Record<string, unknown>, headers = {}) {
  const response = await fetch(`${at}/api/2026-04/graphql.json`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  const body = JSON.parse(text) as {
    data?: unknown;
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
  };
  return { status: response.status, text, body };
}

const codes = (body: { errors?: Array<{ extensions?: { code?: string } }> }) =>
  (body.errors ?? []).map((e) => e.extensions?.code);

async function stillAnswers(at: string) {
  expect(await (await fetch(`${at}/healthz`)).json()).toEqual({ status: "ok" });
  const small = await post(at, "{ products(first: 1) { nodes { handle } } }");
  expect(small.body.errors).toBeUndefined();
}

describe("hostile queries against the embedded storefront", () => {
  it("refuses the 68 KB aliased-scalar query over nodes(ids:) of 1,300 ids, and answers the next request", async () => {
    const ids = [...catalogue.productsById.keys()];
    const list = Array.from({ length: 1_300 }, (_, i) => JSON.stringify(ids[i % ids.length]));
    const fields = Array.from({ length: 1_000 }, (_, i) => `d${i}:description`).join(" ");
    const query = `{nodes(ids:[${list}]){...on Product{${fields}}}}`;
    expect(query.length).toBeGreaterThan(60_000);
    counter.reads = 0;
    const { status, body, text } = await post(origin, query);
    expect(status).toBe(200);
    expect(body.data).toBeUndefined();
    // Refused by the first limit it passes (its 3,001st token), before its 1,000 aliases are even read.
    expect(codes(body)).toEqual(["MAX_TOKENS_EXCEEDED"]);
    expect(text.length).toBeLessThan(2_000);
    expect(counter.reads).toBe(0);
    // The same with its ids in the variables and within the alias limit: refused on Shopify's input limit.
    const few = Array.from({ length: 15 }, (_, i) => `d${i}:description`).join(" ");
    const byVariables = await post(origin, `query($ids:[ID!]!){nodes(ids:$ids){...on Product{${few}}}}`, {
      ids: list.map((id) => JSON.parse(id) as string),
    });
    expect(codes(byVariables.body)).toEqual(["MAX_INPUT_SIZE_EXCEEDED"]);
    expect(counter.reads).toBe(0);
    await stillAnswers(origin);
    expect(unhandled).toBe(0);
  }, 60_000);

  it("refuses a fragment chain that doubles at each level before any resolver runs", async () => {
    const levels = 30;
    const fragments = Array.from(
      { length: levels },
      (_, i) => `fragment F${i} on QueryRoot { ...F${i + 1} ...F${i + 1} }`,
    );
    const query = `query Chain { ...F0 }\n${fragments.join("\n")}\nfragment F${levels} on QueryRoot { products(first: 1) { nodes { id } } }`;
    expect(query.length).toBeLessThan(2_000);
    counter.reads = 0;
    const { body } = await post(origin, query);
    expect(codes(body)).toEqual(["MAX_COST_EXCEEDED"]);
    expect(counter.reads).toBe(0);
    await stillAnswers(origin);
  }, 60_000);

  it("refuses 400 aliased introspection lists", async () => {
    const lists = Array.from({ length: 400 }, (_, i) => `s${i}: __schema { types { fields { args { name } } } }`);
    counter.reads = 0;
    const { body, text } = await post(origin, `{ ${lists.join(" ")} }`);
    expect(body.data).toBeUndefined();
    // 6,002 tokens: refused at the parser; 150 of them (2,252 tokens) on the alias limit; on cost, see graphql-guards.test.ts.
    expect(codes(body)).toEqual(["MAX_TOKENS_EXCEEDED"]);
    const fewer = await post(origin, `{ ${lists.slice(0, 150).join(" ")} }`);
    expect(codes(fewer.body)).toEqual(["MAX_ALIASES_EXCEEDED"]);
    expect(counter.reads).toBe(0);
    expect(text.length).toBeLessThan(2_000);
    await stillAnswers(origin);
  });

  it("refuses a 500,000-token document at the parser's token limit", async () => {
    const query = `{ ${"a ".repeat(500_000)}}`;
    const { body } = await post(origin, query);
    expect(codes(body)).toEqual(["MAX_TOKENS_EXCEEDED"]);
    expect(body.errors?.[0]?.message).toMatch(/more that 3000 tokens\. Parsing aborted/);
    await stillAnswers(origin);
  });

  it("answers 500 for a request whose handler throws, and goes on serving", async () => {
    const app = express();
    const logged: string[] = [];
    mountLocalStorefront(app, {
      dataDir: null,
      // Any fault outside GraphQL's own execution, thrown inside the async handler.
      imageOrigin: () => {
        throw new RangeError("Invalid string length");
      },
      log: (line) => logged.push(line),
    });
    const at = await serve(app);
    const failed = await post(at, "{ products(first: 1) { nodes { handle } } }");
    expect(failed.status).toBe(500);
    expect(codes(failed.body)).toEqual(["INTERNAL_SERVER_ERROR"]);
    expect(failed.text).not.toMatch(/RangeError|at /);
    expect(logged.join("\n")).toMatch(/POST \/api\/2026-04\/graphql\.json failed: RangeError: Invalid string length/);
    expect(await (await fetch(`${at}/healthz`)).json()).toEqual({ status: "ok" });
    await stillAnswers(origin);
    expect(unhandled).toBe(0);
  });

  it("answers only this host: a visitor relayed by a trusted proxy gets ACCESS_DENIED", async () => {
    const app = express();
    app.set("trust proxy", 1);
    mountLocalStorefront(app, { dataDir: null });
    const at = await serve(app);
    const query = "{ products(first: 1) { nodes { handle } } }";
    const relayed = await post(at, query, undefined, { "X-Forwarded-For": "203.0.113.9" });
    expect(relayed.status).toBe(403);
    expect(codes(relayed.body)).toEqual(["ACCESS_DENIED"]);
    const local = await post(at, query, undefined, { "X-Forwarded-For": "127.0.0.1" });
    expect(local.status).toBe(200);
    // The checkout and images stay public: shoppers' browsers load them.
    const image = await fetch(`${at}/local-storefront/images/${seedProducts[0].handle}/0.webp?width=80`, {
      headers: { "X-Forwarded-For": "203.0.113.9" },
    });
    expect(image.status).toBe(200);
  });

  it("refuses a relayed visitor when no proxy is trusted: a proxy on this host connects from loopback", async () => {
    const app = express();
    mountLocalStorefront(app, { dataDir: null });
    const at = await serve(app);
    const query = "{ products(first: 1) { nodes { handle } } }";
    for (const header of [
      { "X-Forwarded-For": "203.0.113.9" },
      { "X-Real-IP": "203.0.113.9" },
      { Forwarded: "for=203.0.113.9" },
    ]) {
      const relayed = await post(at, query, undefined, header);
      expect(relayed.status).toBe(403);
      expect(codes(relayed.body)).toEqual(["ACCESS_DENIED"]);
    }
  });
});
