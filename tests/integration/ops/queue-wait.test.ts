import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { metrics } from "~/.server/ops/metrics";
import { createLoadShedder } from "~/.server/ops/overload";

/**
 * Shedding on the wait of queued work, over real HTTP: the one render slot is
 * held by a request that waits on something slow while the event loop stays
 * idle (as renders wait on the embedded database's single queue under mixed
 * load), so the event-loop delay never crosses its threshold. A request queued
 * behind it is answered 503 with Retry-After once it has waited
 * OVERLOAD_MAX_WAIT_MS, and once the slot is free requests are served again.
 */
const MAX_WAIT_MS = 300;

describe("shedding on queue wait", () => {
  let server: Server;
  let origin: string;
  let releaseSlow = () => {};
  let slowStarted: Promise<void>;
  const shedder = createLoadShedder({
    maxDelayMs: 10_000,
    minInFlight: 0,
    maxRendering: 1,
    maxQueued: 100,
    maxWaitMs: MAX_WAIT_MS,
    arrived: () => 0,
  });

  beforeAll(async () => {
    let started = () => {};
    slowStarted = new Promise((resolve) => (started = resolve));
    const app = express();
    app.use(shedder.middleware);
    app.get("/slow", async (_req, res) => {
      started();
      await new Promise<void>((resolve) => (releaseSlow = resolve));
      res.send("slow done");
    });
    app.get("/page", (_req, res) => void res.send("served"));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    shedder.start();
  });
  afterAll(async () => {
    releaseSlow();
    shedder.stop();
    await new Promise((resolve) => server.close(resolve));
  });

  const shedCount = async () =>
    (await metrics.shed.get()).values.find((v) => v.labels.reason === "queue_wait")?.value ?? 0;

  it("answers a request that waited too long for its turn with 503, while the loop is idle", async () => {
    const before = await shedCount();
    const slow = fetch(`${origin}/slow`).then((r) => r.text());
    await slowStarted;

    // Without the wait bound this request would wait as long as the slow one: the race says which came first.
    const stillWaiting = new Promise<"still waiting">((resolve) => setTimeout(() => resolve("still waiting"), 10_000));
    const queued = fetch(`${origin}/page`, { headers: { Accept: "text/html" } }).then(async (r) => ({
      status: r.status,
      retryAfter: r.headers.get("retry-after"),
      html: await r.text(),
    }));
    const answer = await Promise.race([queued, stillWaiting]);
    expect(answer).not.toBe("still waiting");
    if (answer === "still waiting") return;
    expect(answer.status).toBe(503);
    expect(answer.retryAfter).toMatch(/^\d+$/);
    expect(answer.html).toContain("Service temporarily unavailable");
    expect(await shedCount()).toBeGreaterThan(before);

    releaseSlow();
    expect(await slow).toBe("slow done");
    const after = await fetch(`${origin}/page`);
    expect([after.status, await after.text()]).toEqual([200, "served"]);
  }, 30_000);
});
