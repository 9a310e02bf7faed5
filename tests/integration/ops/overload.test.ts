import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLoadShedder } from "~/.server/ops/overload";
import { startServerProcess } from "../../../scripts/server-process";
import { until } from "./helpers";

/**
 * Load shedding in the production build: while a test-only busy loop
 * (busy-loop.mjs, preloaded into this server alone) keeps the event loop
 * late, requests that waited their turn too long (pages, API calls) get a
 * quick 503 with Retry-After and a small page, a refused form post comes back
 * with what was typed (never the password); the first request of a route,
 * /healthz and page-cache hits (a cart page's too, its cart in memory) are
 * still served; when the loop is free again, every request is.
 */
describe("overload", () => {
  let server: Awaited<ReturnType<typeof startServerProcess>>;
  const toggleBusyLoop = () => process.kill(server.pid, "SIGUSR2");
  const answer = (path: string, init?: RequestInit) =>
    fetch(`${server.origin}${path}`, init).then(async (r) => ({
      status: r.status,
      retryAfter: r.headers.get("retry-after"),
      cache: r.headers.get("x-page-cache"),
      type: r.headers.get("content-type"),
      html: await r.text(),
    }));
  const page = (path: string, cookie = "") => answer(path, { headers: { Accept: "text/html", Cookie: cookie } });
  type Answer = Awaited<ReturnType<typeof answer>>;
  let searches = 0;
  /**
   * `send` eight times at once behind eight searches, which keep every place busy while the loop is: again until
   * one of `send`'s is refused. (A quick answer, a redirect, is over before the next of its route is read: it
   * never waits, so it is never refused.)
   */
  const refusedOf = (send: () => Promise<Answer>) =>
    until(
      async () => {
        const load = Array.from({ length: 8 }, () => page(`/shop?q=load-${searches++}`));
        const answers = await Promise.all(Array.from({ length: 8 }, send));
        await Promise.all(load);
        return answers.find((a) => a.status === 503) ?? answers[0];
      },
      (a) => a.status === 503,
      20,
    );

  beforeAll(async () => {
    const previous = process.env.SERVER_NODE_ARGS;
    process.env.SERVER_NODE_ARGS = "--import ./tests/integration/ops/busy-loop.mjs";
    try {
      server = await startServerProcess({
        // Four in progress at once, four in flight is load: past that a request waits its turn, and one that
        // waited 250 ms (half the limit) is refused. The busy loop keeps those in progress slow.
        OVERLOAD_MAX_WAIT_MS: "500",
        REQUEST_CONCURRENCY: "4",
        RATE_LIMIT_SCALE: "50",
      });
    } finally {
      if (previous === undefined) delete process.env.SERVER_NODE_ARGS;
      else process.env.SERVER_NODE_ARGS = previous;
    }
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("sheds new requests with 503 and Retry-After, keeps probes, cache hits and typed values, then recovers", async () => {
    // A page in the cache before the burst.
    const warm = await until(
      () => page("/shop"),
      (r) => r.status === 200 && r.cache === "hit",
    );
    expect(warm.cache).toBe("hit");
    // And the page of a shopper with a cart, whose cart this process holds in memory.
    const added = await fetch(`${server.origin}/cart`, {
      method: "POST",
      body: new URLSearchParams({ intent: "add", merchandiseId: "gid://shopify/ProductVariant/45100000000001" }),
      redirect: "manual",
    });
    const cart = added.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .filter((c) => c.startsWith("biolife_cart="))
      .join("; ");
    const cartWarm = await until(
      () => page("/shop", cart),
      (r) => r.status === 200 && r.cache === "hit",
    );
    expect(cartWarm.html).toContain('aria-label="Cart, 1 item"');

    toggleBusyLoop();
    let n = 0;
    const shed = await refusedOf(() => page(`/shop?q=sleep-${n++}`));
    expect(shed.status).toBe(503);
    expect(shed.retryAfter).toMatch(/^\d+$/);
    expect(shed.type).toMatch(/text\/html/);
    expect(shed.html).toContain("Service temporarily unavailable");
    expect(shed.html).not.toContain("<script");

    // A lone request is the first of its route: served, as are the probes and page-cache hits.
    expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);
    expect((await page(`/shop?q=alone`)).status).toBe(200);
    const hit = await page("/shop");
    expect([hit.status, hit.cache]).toEqual([200, "hit"]);
    const cartHit = await page("/shop", cart);
    expect([cartHit.status, cartHit.cache]).toEqual([200, "hit"]);
    expect(cartHit.html).toContain('aria-label="Cart, 1 item"');

    const email = "kept-value@example.com";
    const form = await refusedOf(() =>
      answer(`/auth`, {
        method: "POST",
        headers: { Accept: "text/html", Origin: server.origin, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "login", email, password: "never-echoed-password" }),
        redirect: "manual",
      }),
    );
    const formPage = form.html;
    expect(form.status).toBe(503);
    expect(form.retryAfter).toMatch(/^\d+$/);
    expect(formPage).toContain('<form method="post" action="/auth">');
    expect(formPage).toContain(`name="email" value="${email}"`);
    expect(formPage).toContain('name="intent" value="login"');
    expect(formPage).not.toContain("never-echoed-password");

    // The refusal page's links and re-posts go only where the one redirect rule lets a redirect go.
    const offSite = await refusedOf(() => page("//evil.example/x"));
    const offSitePage = offSite.html;
    expect(offSite.status).toBe(503);
    expect(offSitePage).not.toContain("//evil.example");
    expect(offSitePage).toContain('<a href="/">Try again</a>');

    const api = await refusedOf(() => answer("/api/search?q=sleep"));
    expect(api.status).toBe(503);
    expect(api.retryAfter).toMatch(/^\d+$/);
    expect(JSON.parse(api.html)).toEqual({ error: expect.stringContaining("try again") });

    toggleBusyLoop();
    const back = await until(
      () => page("/shop?q=after"),
      (r) => r.status === 200,
    );
    expect(back.status).toBe(200);
  }, 120_000);
});

/** The refusal page of a form posted to a crafted path: its re-post goes only where the one redirect rule lets it. */
describe("the refusal page", () => {
  it("re-posts a refused form to this site's own paths only", async () => {
    const app = express();
    const refuseAll = createLoadShedder({ minInFlight: 0, arrived: () => 1, waitedMs: () => 1, lateMs: () => 0 });
    app.use(refuseAll);
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const refused = await fetch(`${origin}//evil.example/auth`, {
        method: "POST",
        headers: { Accept: "text/html", "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email: "kept-value@example.com" }),
      });
      const page = await refused.text();
      expect(refused.status).toBe(503);
      expect(page).not.toContain("//evil.example");
      expect(page).toContain('<form method="post" action="/">');
      expect(page).toContain('value="kept-value@example.com"');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
