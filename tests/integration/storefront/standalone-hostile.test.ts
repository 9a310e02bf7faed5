import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HTTP_TIMEOUTS } from "~/.server/ops";
import { releaseDataDirLock } from "~/.server/db/data-dir-lock";
import { parseStandaloneConfig } from "../../../local-storefront/standalone-config";
import { startStandaloneServer } from "../../../local-storefront/standalone-server";
import { buildCatalogue } from "../../../local-storefront/catalogue/catalogue";
import { seedCollections } from "../../../local-storefront/catalogue/collections";
import { seedProducts } from "../../../local-storefront/catalogue/products";
import { startStandaloneStorefront } from "../../support/standalone-storefront";

/**
 * Issue 56, items 1 and 11: `npm run storefront` as its own process, behind
 * its token. The query that ended it (1,300 ids times 1,000 aliased
 * descriptions) is refused and the same process answers the next request;
 * it cuts off slow clients with the shop's own HTTP timeouts.
 */
const TOKEN = "standalone-hostile-token-0123456789";
let sf: Awaited<ReturnType<typeof startStandaloneStorefront>>;
beforeAll(async () => {
  sf = await startStandaloneStorefront({ env: { STOREFRONT_ACCESS_TOKEN: TOKEN } });
}, 60_000);
afterAll(() => sf?.stop());

const post = async (query: string) => {
  const response = await fetch(`${sf.origin}/api/2026-04/graphql.json`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Shopify-Storefront-Access-Token": TOKEN },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, body: (await response.json()) as { data?: unknown; errors?: unknown[] } };
};

describe("the stand-alone storefront under hostile queries", () => {
  it("refuses the 68 KB aliased-scalar query over 1,300 ids and is still there to answer the next one", async () => {
    const ids = [...buildCatalogue(seedProducts, seedCollections).productsById.keys()].map((id) => JSON.stringify(id));
    const list = Array.from({ length: 1_300 }, (_, i) => ids[i % ids.length]);
    const fields = Array.from({ length: 1_000 }, (_, i) => `d${i}:description`).join(" ");
    const query = `{nodes(ids:[${list}]){...on Product{${fields}}}}`;
    expect(query.length).toBeGreaterThan(60_000);
    const refused = await post(query);
    expect(refused.status).toBe(200);
    expect(refused.body.data).toBeUndefined();
    expect(JSON.stringify(refused.body.errors)).toMatch(/MAX_TOKENS_EXCEEDED/);
    const next = await post("{ products(first: 1) { nodes { handle } } }");
    expect(next.body.errors).toBeUndefined();
    // The same process: it did not exit and get replaced.
    expect(() => process.kill(sf.pid, 0)).not.toThrow();
    expect(sf.output()).not.toMatch(/RangeError|heap out of memory/);
  }, 120_000);

  it("keeps the shop's HTTP timeouts rather than Node's defaults", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "biolife-standalone-timeouts-"));
    const settings = parseStandaloneConfig({ STOREFRONT_PORT: "0", STOREFRONT_DATA_DIR: dataDir });
    const { server, listening } = startStandaloneServer(settings);
    try {
      await listening;
      expect({
        headersTimeoutMs: server.headersTimeout,
        requestTimeoutMs: server.requestTimeout,
        keepAliveTimeoutMs: server.keepAliveTimeout,
      }).toEqual(HTTP_TIMEOUTS);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      releaseDataDirLock(dataDir);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
