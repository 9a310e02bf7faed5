import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { createFaultDatabase, FAULT_DATABASE_SERVER } from "../../support/fault-database";
import { startSwitchableStorefront } from "../../support/switchable-storefront";
import { startServerProcess } from "../../../scripts/server-process";
import { HAS_REDIS_SERVER, readyz, startPrivateRedis, until } from "./helpers";

/**
 * /healthz and /readyz of the production build: readiness follows the
 * database and Redis going away and coming back, and turns 503 at once on
 * SIGTERM while an open request still finishes.
 */
type Server = Awaited<ReturnType<typeof startServerProcess>>;
const servers: Server[] = [];
const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  for (const cleanup of cleanups) await cleanup();
});

describe("probes", () => {
  it("/healthz answers alive, neither probe is cached, and both carry a request id", async () => {
    const server = await startServerProcess({});
    servers.push(server);
    const health = await fetch(`${server.origin}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "alive" });
    expect(health.headers.get("cache-control")).toBe("no-store");
    const ready = await fetch(`${server.origin}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(ready.headers.get("x-page-cache")).toBeNull();
    expect(ready.headers.get("x-request-id")).toBeTruthy();
    // Never rate-limited: many probes in a row all answer.
    const statuses = await Promise.all(
      Array.from({ length: 50 }, () => fetch(`${server.origin}/healthz`).then((r) => r.status)),
    );
    expect(new Set(statuses)).toEqual(new Set([200]));
    // Not logged at info.
    expect(server.output()).not.toMatch(/"path":"\/(healthz|readyz)"/);
  }, 120_000);
});

describe.skipIf(!FAULT_DATABASE_SERVER)("/readyz with the database unreachable", () => {
  it("fails naming the database, and recovers when it is back", async () => {
    const database = await createFaultDatabase(FAULT_DATABASE_SERVER!);
    cleanups.push(() => database.drop());
    const server = await startServerProcess({ DATABASE_URL: database.url });
    servers.push(server);
    expect((await readyz(server.origin)).status).toBe(200);

    await database.takeDown();
    const down = await until(
      () => readyz(server.origin),
      (r) => r.status === 503,
    );
    expect(down.status).toBe(503);
    expect(down.body.status).toBe("not ready");
    expect(Object.keys(down.body.failing ?? {})).toEqual(["database"]);
    // /healthz makes no database call: still alive.
    expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);

    await database.bringBack();
    const back = await until(
      () => readyz(server.origin),
      (r) => r.status === 200,
    );
    expect(back).toEqual({ status: 200, body: { status: "ready" } });
  }, 120_000);
});

describe.skipIf(!HAS_REDIS_SERVER)("/readyz with Redis stopped", () => {
  it("fails naming Redis, and recovers when it is back", async () => {
    const redis = await startPrivateRedis();
    cleanups.push(() => redis.stop());
    const server = await startServerProcess({
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: `ops-test-${randomBytes(4).toString("hex")}:`,
    });
    servers.push(server);
    expect((await readyz(server.origin)).status).toBe(200);

    await redis.stop();
    const down = await until(
      () => readyz(server.origin),
      (r) => r.status === 503,
    );
    expect(down.status).toBe(503);
    expect(Object.keys(down.body.failing ?? {})).toEqual(["redis"]);

    await redis.start();
    const back = await until(
      () => readyz(server.origin),
      (r) => r.status === 200,
    );
    expect(back).toEqual({ status: 200, body: { status: "ready" } });
  }, 120_000);
});

describe("/readyz on SIGTERM", () => {
  it("turns 503 at once while an open request still finishes, then the process exits 0", async () => {
    const shopify = await startSwitchableStorefront({ slowMs: 2500 });
    cleanups.push(() => shopify.close());
    const server = await startServerProcess({
      PUBLIC_STORE_DOMAIN: shopify.origin,
      PUBLIC_STOREFRONT_API_TOKEN: "stand-in",
      SHUTDOWN_DELAY_MS: "2000",
    });
    servers.push(server);
    expect((await readyz(server.origin)).status).toBe(200);

    shopify.state.mode = "slow";
    const before = shopify.state.requests;
    const page = fetch(`${server.origin}/product/magnesium-glycinate`).then(async (r) => ({
      status: r.status,
      html: await r.text(),
    }));
    // The page is open once its storefront call has arrived.
    await until(
      async () => shopify.state.requests,
      (n) => n > before,
    );
    const exited = server.signal("SIGTERM");

    const stopping = await until(
      () => readyz(server.origin),
      (r) => r.status === 503,
      20,
    );
    expect(stopping).toEqual({ status: 503, body: { status: "stopping" } });
    const { status, html } = await page;
    expect(status).toBe(200);
    expect(html).toContain("Magnesium Glycinate");
    expect(await exited).toBe(0);
  }, 120_000);
});
