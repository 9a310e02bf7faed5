import { DURING_SEEDED_GIVEAWAY } from "../../support/seeded-campaigns";
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import express from "express";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { mountLocalStorefront } from "../../../local-storefront/mount";
import { freePort, startServerProcess } from "../../../scripts/server-process";

/**
 * /metrics on METRICS_PORT: counters move after requests, the shop's port
 * never serves it, the listener is on 127.0.0.1 only, and with
 * WEB_CONCURRENCY=2 one scrape of the primary counts both workers' requests.
 */
type Server = Awaited<ReturnType<typeof startServerProcess>>;
const servers: Server[] = [];
const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  for (const cleanup of cleanups) await cleanup();
});

/** The value of one sample line (name with its labels exactly as printed), 0 when absent. */
function sample(text: string, series: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}
const scrape = async (port: number) => (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
const SHOP_2XX = 'biolife_http_request_duration_seconds_count{route="routes/shop",method="GET",status_class="2xx"}';

describe("metrics", () => {
  it("counts requests and page-cache results, only on its own loopback listener", async () => {
    const metricsPort = await freePort();
    const server = await startServerProcess({ METRICS_PORT: String(metricsPort) });
    servers.push(server);
    const cacheResults = ["hit", "miss", "stale", "bypass"].map(
      (r) => `biolife_page_cache_results_total{result="${r}"}`,
    );
    const counted = (text: string) => cacheResults.reduce((sum, series) => sum + sample(text, series), 0);
    // A response is counted when the server sees it finish, which can come after the client has read it
    // (the start-up check's last request, the third /shop): read the counters once they stand still.
    const settled = async () => {
      for (let last = await scrape(metricsPort); ;) {
        const next = await scrape(metricsPort);
        if (counted(next) === counted(last) && sample(next, SHOP_2XX) === sample(last, SHOP_2XX)) return next;
        last = next;
      }
    };
    const before = await settled();
    for (let i = 0; i < 3; i++) expect((await fetch(`${server.origin}/shop`)).status).toBe(200);
    await expect.poll(async () => sample(await scrape(metricsPort), SHOP_2XX) - sample(before, SHOP_2XX)).toBe(3);
    const after = await settled();

    expect(sample(after, SHOP_2XX) - sample(before, SHOP_2XX)).toBe(3);
    expect(counted(after) - counted(before)).toBe(3);
    expect(sample(after, 'biolife_storefront_request_duration_seconds_count{outcome="ok"}')).toBeGreaterThan(0);
    expect(sample(after, 'biolife_db_query_duration_seconds_count{outcome="ok"}')).toBeGreaterThan(0);
    for (const name of [
      "biolife_mail_outbox_depth",
      "biolife_mail_outbox_oldest_age_seconds",
      "biolife_chat_open_streams",
      "biolife_voice_open_sessions",
      "biolife_turn_wait_seconds",
      "nodejs_eventloop_lag_p99_seconds",
      "process_resident_memory_bytes",
    ])
      expect(after).toMatch(new RegExp(`^${name} `, "m"));

    // The shop's port never serves the metrics.
    const onShop = await fetch(`${server.origin}/metrics`, { redirect: "manual" });
    expect(await onShop.text()).not.toContain("biolife_http_request_duration_seconds");
    // Bound to 127.0.0.1: another loopback address finds no listener.
    await expect(fetch(`http://127.0.0.2:${metricsPort}/metrics`)).rejects.toThrow();
  }, 180_000);

  it("counts rate-limit refusals by rule", async () => {
    const metricsPort = await freePort();
    // At a date the seeded giveaway runs: an ended one answers 410 before any limit counts.
    const server = await startServerProcess({
      METRICS_PORT: String(metricsPort),
      SHOP_CLOCK: "on",
      BIOLIFE_NOW: DURING_SEEDED_GIVEAWAY.toISOString(),
    });
    servers.push(server);
    for (let i = 0; i < 7; i++)
      await fetch(`${server.origin}/api/giveaway`, {
        method: "POST",
        headers: { Origin: server.origin },
        body: new URLSearchParams({ source: "quick", email: `m${i}@example.com`, phone: "555-0100", agreement: "on" }),
      });
    expect(sample(await scrape(metricsPort), 'biolife_rate_limit_refusals_total{rule="giveaway"}')).toBe(2);
  }, 180_000);
});

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!databaseUrl || !redisUrl)("metrics with WEB_CONCURRENCY=2", () => {
  it("one scrape of the primary counts the requests both workers served", async () => {
    const shopify = express();
    mountLocalStorefront(shopify, { dataDir: null });
    const listener = shopify.listen(0, "127.0.0.1");
    await new Promise((resolve) => listener.once("listening", resolve));
    cleanups.push(() => listener.close());
    const dbName = `biolife_ops_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    cleanups.push(async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`drop database if exists ${dbName} with (force)`);
      await client.end();
    });
    const target = new URL(databaseUrl!);
    target.pathname = `/${dbName}`;
    const metricsPort = await freePort();
    const server = await startServerProcess({
      WEB_CONCURRENCY: "2",
      METRICS_PORT: String(metricsPort),
      PUBLIC_STORE_DOMAIN: `http://127.0.0.1:${(listener.address() as AddressInfo).port}`,
      PUBLIC_STOREFRONT_API_TOKEN: "ops-test",
      DATABASE_URL: target.toString(),
      REDIS_URL: redisUrl!,
      REDIS_KEY_PREFIX: `ops-test-${randomBytes(4).toString("hex")}:`,
      SESSION_SECRET: "ops-metrics-secret-ops-metrics-secret-0123",
    });
    servers.push(server);
    const shop = async () => {
      const response = await fetch(`${server.origin}/shop`, { headers: { Connection: "close" } });
      await response.text();
      return response.status;
    };
    // The request lines say which worker (pid) served each request.
    const servingPids = () =>
      new Set([...server.output().matchAll(/"pid":(\d+),[^\n]*"msg":"request"/g)].map((m) => m[1]));
    // Until both workers listen (a new connection goes to each in turn).
    for (let i = 0; i < 100 && servingPids().size < 2; i++) {
      await shop();
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(servingPids().size).toBe(2);

    const before = await scrape(metricsPort);
    const requests = 20;
    for (let i = 0; i < requests; i++) expect(await shop()).toBe(200);
    const after = await scrape(metricsPort);
    expect(sample(after, SHOP_2XX) - sample(before, SHOP_2XX), after.slice(0, 4000)).toBe(requests);
  }, 240_000);
});
