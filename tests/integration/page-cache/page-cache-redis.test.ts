import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServerProcess } from "../../../scripts/server-process";

/**
 * The page cache in Redis, between two production servers with one public
 * origin: a page one stored is a hit in the other, and a purge in one
 * reaches the other. Needs `npm run build` and the Redis at TEST_REDIS_URL.
 */
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)("page cache shared through Redis", () => {
  const prefix = `biolife-test-${randomBytes(4).toString("hex")}:`;
  let servers: Awaited<ReturnType<typeof startServerProcess>>[] = [];
  beforeAll(async () => {
    // DEV_ROUTES opens the local storefront's product edits (the twin of an edit in Shopify's admin).
    const env = {
      REDIS_URL: redisUrl!,
      REDIS_KEY_PREFIX: prefix,
      PUBLIC_SITE_URL: "http://shop.test",
      DEV_ROUTES: "true",
    };
    servers = [await startServerProcess(env), await startServerProcess(env)];
  }, 240_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    const redis = new Redis(redisUrl!);
    let cursor = "0";
    do {
      const [next, keys] = await redis.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 1000);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== "0");
    redis.disconnect();
  });

  const state = async (server: (typeof servers)[number], path: string, method = "GET") => {
    const response = await fetch(`${server.origin}${path}`, { method });
    await response.text();
    return response.headers.get("x-page-cache");
  };

  it("answers in one server the page the other stored, and a purge in one reaches both", async () => {
    const [a, b] = servers;
    expect(await state(a, "/product/vitamin-d3-k2")).toBe("miss");
    // a stores the page after its answer has gone: b is asked once it is in Redis (a HEAD stores nothing itself).
    await expect.poll(() => state(b, "/product/vitamin-d3-k2", "HEAD")).toBe("hit");
    expect(await state(b, "/product/vitamin-d3-k2")).toBe("hit");
    // A catalogue edit in a's embedded storefront purges the page cache (and a's Storefront cache).
    const edit = await fetch(`${a.origin}/local-storefront/products/vitamin-d3-k2`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ title: "Vitamin D3 K2 Plus" }),
    });
    expect(await edit.json()).toEqual({ handle: "vitamin-d3-k2", title: "Vitamin D3 K2 Plus" });
    expect(await state(b, "/product/vitamin-d3-k2")).toBe("miss");
  });
});
