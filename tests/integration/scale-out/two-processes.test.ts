import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mountLocalStorefront } from "../../../local-storefront/mount";
import { startServerProcess } from "../../../scripts/server-process";
import { createFaultDatabase } from "../../support/fault-database";
import { seedRunningGiveaway } from "../../support/running-giveaway";

/**
 * Two app processes behind one Redis act as one shop: a Storefront read
 * cached by one is a hit in the other, and an abuse limit counts across both.
 * Needs the PostgreSQL server and Redis that CI provides.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!databaseUrl || !redisUrl)("two server processes sharing Redis", () => {
  const prefix = `biolife-test-${randomBytes(4).toString("hex")}:`;
  let database: Awaited<ReturnType<typeof createFaultDatabase>>;
  let upstreamCalls = 0;
  let closeShopify: () => void;
  let servers: Awaited<ReturnType<typeof startServerProcess>>[] = [];

  beforeAll(async () => {
    // The "Shopify" both processes talk to: the embedded storefront on its own port, counting calls.
    const shopify = express();
    shopify.use((req, _res, next) => {
      if (req.path.endsWith("/graphql.json")) upstreamCalls += 1;
      next();
    });
    mountLocalStorefront(shopify, { dataDir: null });
    const listener = shopify.listen(0, "127.0.0.1");
    await new Promise((resolve) => listener.once("listening", resolve));
    closeShopify = () => listener.close();

    database = await createFaultDatabase(databaseUrl!);

    const env = {
      PUBLIC_STORE_DOMAIN: `http://127.0.0.1:${(listener.address() as AddressInfo).port}`,
      PUBLIC_STOREFRONT_API_TOKEN: "scale-out-test",
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl!,
      REDIS_KEY_PREFIX: prefix,
      SESSION_SECRET: "scale-out-secret-scale-out-secret-0123456789",
    };
    // The limit is counted on giveaway entries, which need a giveaway running today.
    await seedRunningGiveaway(database.url);
    // One at a time: the first applies the migrations.
    servers.push(await startServerProcess(env));
    servers.push(await startServerProcess(env));
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    servers = [];
    closeShopify?.();
    await database?.drop();
  });

  it("a product cached by one process is a hit in the other", async () => {
    const [a, b] = servers;
    const before = upstreamCalls;
    const first = await fetch(`${a.origin}/product/magnesium-glycinate`);
    expect(first.status).toBe(200);
    const afterA = upstreamCalls;
    expect(afterA).toBeGreaterThan(before);
    const second = await fetch(`${b.origin}/product/magnesium-glycinate`);
    expect(second.status).toBe(200);
    expect(await second.text()).toContain("Magnesium Glycinate");
    expect(upstreamCalls).toBe(afterA);
  });

  it("an abuse limit counts requests made to both processes", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const server = servers[i % 2];
      const body = new URLSearchParams({
        source: "quick",
        email: `scale${i}-${prefix.slice(-9, -1)}@example.com`,
        phone: "555-0100",
        agreement: "on",
      });
      const response = await fetch(`${server.origin}/api/giveaway`, {
        method: "POST",
        body,
        headers: { Origin: server.origin },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 5).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});
