import v8 from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { PREPARED_BUDGET_BYTES } from "../../../local-storefront/prepared";
import { createLocalStorefront } from "../../../local-storefront/storefront";

/**
 * Issue 56, item 1: the prepared-query cache held about 52 MB per distinct
 * 0.83 MB query and never let go; about 80 of them ended the process. Now it
 * is an LRU keyed by a hash within a byte budget: counted in bytes (the
 * cache's own count, and the heap after a collection), not in time.
 */
v8.setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;
const heapUsed = () => {
  gc();
  return process.memoryUsage().heapUsed;
};

const TARGET = 830_000;
/** 0.83 MB of short aliased fields: refused at the parser's token limit. */
const dense = (i: number) => {
  const field = `a${i}: title `;
  return `{ products(first: 1) { nodes { ${field.repeat(Math.ceil(TARGET / field.length))} } } }`;
};
/** 0.83 MB in one string argument: a handful of tokens, within every limit. */
const sparse = (i: number) => `{ product(handle: "${String(i).padEnd(TARGET, "x")}") { id } }`;

describe("the prepared-query cache", () => {
  it("keeps 80 distinct 0.83 MB queries within its byte budget", async () => {
    const storefront = createLocalStorefront({ dataDir: null });
    await storefront.execute({ query: "{ products(first: 1) { nodes { id } } }" }, "http://shop.test");
    const before = heapUsed();
    const codes: unknown[] = [];
    for (let i = 0; i < 40; i++) {
      const refused = await storefront.execute({ query: dense(i) }, "http://shop.test");
      codes.push(refused.errors?.[0]?.extensions?.code);
      const answered = await storefront.execute({ query: sparse(i) }, "http://shop.test");
      expect(answered.errors).toBeUndefined();
    }
    const grown = heapUsed() - before;
    expect(new Set(codes)).toEqual(new Set(["MAX_TOKENS_EXCEEDED"]));
    // Each sparse text alone is 0.83 MB: the 40 of them kept would be 33 MB and more.
    expect(grown).toBeLessThan(PREPARED_BUDGET_BYTES + 8 * 1024 * 1024);
    const { entries, bytes } = storefront.preparedStats();
    expect(bytes).toBeLessThanOrEqual(PREPARED_BUDGET_BYTES);
    expect(entries).toBeLessThan(12);
  }, 120_000);

  it("keeps what is used and lets the oldest go, rather than keeping the first 200 texts forever", async () => {
    const storefront = createLocalStorefront({ dataDir: null });
    const query = (i: number) => `query Q${i} { products(first: 1) { nodes { id } } }`;
    for (let i = 0; i < 250; i++) await storefront.execute({ query: query(i) }, "http://shop.test");
    const held = storefront.preparedStats();
    expect(held.entries).toBe(250);
    // A query that came after the 200th is served from the cache: a second run adds nothing.
    await storefront.execute({ query: query(249) }, "http://shop.test");
    expect(storefront.preparedStats()).toEqual(held);
  });
});
