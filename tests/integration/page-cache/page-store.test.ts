import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memoryPageStore, redisPageStore, type PageEntry, type PageStore } from "~/.server/page-cache/store";

/**
 * The page stores on their own: a render that began before a purge is never
 * stored after it, and the Redis store (on the Redis at TEST_REDIS_URL) keeps
 * within its byte budget and leaves nothing of a purged generation behind.
 */
const redisUrl = process.env.TEST_REDIS_URL;

const entry = (body: string, storedAt = Date.now()): PageEntry => ({
  status: 200,
  headers: [["content-type", "text/html"]],
  body,
  etag: `W/"${body.length}"`,
  storedAt,
  ttlMs: 60_000,
  swrMs: 60_000,
});

let redis: Redis | undefined;
const prefixes: string[] = [];
const newPrefix = () => {
  const prefix = `biolife-test-${randomBytes(4).toString("hex")}:`;
  prefixes.push(prefix);
  return prefix;
};
async function keysUnder(prefix: string): Promise<string[]> {
  const found: string[] = [];
  let cursor = "0";
  do {
    const [next, keys] = await redis!.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 1000);
    found.push(...keys);
    cursor = next;
  } while (cursor !== "0");
  return found;
}

beforeAll(() => {
  if (redisUrl) redis = new Redis(redisUrl);
});
afterAll(async () => {
  for (const prefix of prefixes) {
    const keys = await keysUnder(prefix);
    if (keys.length > 0) await redis!.del(...keys);
  }
  redis?.disconnect();
});

const stores: { name: string; make: (maxBytes?: number) => PageStore }[] = [
  { name: "memory", make: (maxBytes) => memoryPageStore(maxBytes) },
  ...(redisUrl ? [{ name: "redis", make: (maxBytes?: number) => redisPageStore(redis!, newPrefix(), maxBytes) }] : []),
];

describe.each(stores)("$name page store", ({ make }) => {
  it("stores and answers a page rendered in the current generation", async () => {
    const store = make();
    await store.set("k", entry("<p>page</p>"), await store.generation());
    expect((await store.get("k"))?.body).toBe("<p>page</p>");
  });

  it("never stores a render that began before a purge, and forgets what was stored before it", async () => {
    const store = make();
    await store.set("old", entry("<p>before</p>"), await store.generation());
    const began = await store.generation();
    await store.purge();
    await store.set("k", entry("<p>stale</p>"), began);
    expect(await store.get("k")).toBeUndefined();
    expect(await store.get("old")).toBeUndefined();
    await store.set("k", entry("<p>fresh</p>"), await store.generation());
    expect((await store.get("k"))?.body).toBe("<p>fresh</p>");
  });
});

describe("memory page store bounds", () => {
  it("counts a page by the bytes it holds: a body beyond Latin-1 takes two a character, and its headers count", async () => {
    const store = memoryPageStore(10_000);
    const generation = await store.generation();
    // 4,000 em dashes: 4,000 characters, held as 8,000 bytes; two such pages exceed 10,000 bytes.
    await store.set("first", entry("\u2014".repeat(4_000)), generation);
    await store.set("second", entry("\u2014".repeat(4_000)), generation);
    expect(await store.get("first")).toBeUndefined();
    expect((await store.get("second"))?.body).toHaveLength(4_000);
    // Latin-1 bodies take a byte a character; a page's headers are held too.
    const headed = { ...entry("a".repeat(4_000)), headers: [["link", "x".repeat(4_000)]] as [string, string][] };
    await store.set("third", headed, generation);
    await store.set("fourth", headed, generation);
    expect(await store.get("third")).toBeUndefined();
    expect(await store.get("fourth")).toBeDefined();
  });
});

describe.skipIf(!redisUrl)("redis page store bounds", () => {
  it("keeps its pages within the byte budget, evicting the oldest first", async () => {
    const prefix = newPrefix();
    const store = redisPageStore(redis!, prefix, 20_000);
    const generation = await store.generation();
    const body = "x".repeat(3_000);
    for (let i = 0; i < 30; i++) await store.set(`page-${i}`, entry(`${i}:${body}`, 1_000 + i), generation);
    const pageKeys = (await keysUnder(prefix)).filter((key) => !/generation$|#/.test(key));
    let bytes = 0;
    for (const key of pageKeys) bytes += Number(await redis!.strlen(key));
    expect(bytes).toBeLessThanOrEqual(20_000);
    expect(pageKeys.length).toBeGreaterThan(0);
    expect(await store.get("page-29")).toBeDefined();
    expect(await store.get("page-0")).toBeUndefined();
  });

  it("leaves nothing of a purged generation behind but the generation counter", async () => {
    const prefix = newPrefix();
    const store = redisPageStore(redis!, prefix);
    const generation = await store.generation();
    for (let i = 0; i < 1_200; i++) await store.set(`page-${i}`, entry(`<p>${i}</p>`), generation);
    await store.purge();
    expect(await keysUnder(prefix)).toEqual([`${prefix}page:generation`]);
  });
});
