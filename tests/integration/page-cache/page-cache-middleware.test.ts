import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { forwardedHeadersFromTrustedProxies } from "~/.server/http/public-origin";
import { createPageCache } from "~/.server/page-cache/middleware";
import { memoryPageStore } from "~/.server/page-cache/store";

/**
 * The page cache's rules in front of pages no route of the shop makes on
 * purpose (a public page that sets a cookie, a render a purge overtakes, a
 * page going stale behind a TLS proxy): a real Express app over real HTTP,
 * with the cache exactly as server.ts mounts it.
 */
const ORIGIN = "https://shop.example";
let server: Server;
let base = "";
let renders = 0;
let holdRender: Promise<void> | null = null;
let renderStarted = () => {};
const cache = createPageCache({
  store: memoryPageStore(),
  buildId: "test-build",
  port: () => (server.address() as AddressInfo).port,
  origin: () => ORIGIN,
});

beforeAll(async () => {
  const app = express();
  app.set("trust proxy", 1);
  app.use(forwardedHeadersFromTrustedProxies());
  app.use(cache.middleware);
  app.get("/sets-cookie", (_req, res) => {
    renders += 1;
    res.set("Cache-Control", "public, max-age=60").cookie("tracker", String(renders)).send(`render ${renders}`);
  });
  app.get("/slow", async (_req, res) => {
    renders += 1;
    const render = renders;
    renderStarted();
    await holdRender;
    res.set("Cache-Control", "public, max-age=60").send(`render ${render}`);
  });
  app.get("/stale-soon", (req, res) => {
    renders += 1;
    res.set("Cache-Control", "public, s-maxage=10, stale-while-revalidate=600").send(`render ${renders}`);
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
afterEach(() => vi.useRealTimers());

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${base}${path}`, { headers });
  return { state: response.headers.get("x-page-cache"), body: await response.text(), response };
};

describe("page cache rules", () => {
  it("does not store a public page sent with Set-Cookie", async () => {
    const first = await get("/sets-cookie");
    expect(first.response.headers.get("set-cookie")).toMatch(/^tracker=/);
    const second = await get("/sets-cookie");
    expect(second.state).toBe("miss");
    expect(second.body).not.toBe(first.body);
    expect(second.response.headers.get("set-cookie")).toMatch(/^tracker=/);
  });

  it("does not store a render that began before a purge", async () => {
    let release = () => {};
    holdRender = new Promise((resolve) => (release = resolve));
    const started = new Promise<void>((resolve) => (renderStarted = resolve));
    const pending = get("/slow");
    await started;
    await cache.purge();
    release();
    const before = await pending;
    holdRender = null;
    const after = await get("/slow");
    expect(after.state).toBe("miss");
    expect(after.body).not.toBe(before.body);
    expect((await get("/slow")).state).toBe("hit");
  });

  it("refreshes behind a TLS proxy the entry the https request read", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const https = { "X-Forwarded-Proto": "https" };
    const first = await get("/stale-soon", https);
    expect(first.state).toBe("miss");
    expect((await get("/stale-soon", https)).state).toBe("hit");
    vi.setSystemTime(Date.now() + 11_000);
    const stale = await get("/stale-soon", https);
    expect(stale.state).toBe("stale");
    expect(stale.body).toBe(first.body);
    // The refresh behind renders once; the https request then gets that render, fresh.
    let next = await get("/stale-soon", https);
    for (let i = 0; i < 200 && next.state !== "hit"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      next = await get("/stale-soon", https);
    }
    expect(next.state).toBe("hit");
    expect(next.body).not.toBe(first.body);
  });
});
