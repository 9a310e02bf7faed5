import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServerProcess } from "../../../scripts/server-process";
import { until } from "./helpers";

/**
 * Load shedding in the production build: while a test-only busy loop
 * (busy-loop.mjs, preloaded into this server alone) keeps the event loop
 * late, new pages and API calls get a quick 503 with Retry-After and a small
 * page, a refused form post comes back with what was typed (never the
 * password), /healthz and page-cache hits (a cart page's too, its cart in
 * memory) are still served; when the loop is
 * free again, every request is.
 */
describe("overload", () => {
  let server: Awaited<ReturnType<typeof startServerProcess>>;
  const toggleBusyLoop = () => process.kill(server.pid, "SIGUSR2");
  const page = (path: string, cookie = "") =>
    fetch(`${server.origin}${path}`, { headers: { Accept: "text/html", Cookie: cookie } }).then(async (r) => ({
      status: r.status,
      retryAfter: r.headers.get("retry-after"),
      cache: r.headers.get("x-page-cache"),
      type: r.headers.get("content-type"),
      html: await r.text(),
    }));

  beforeAll(async () => {
    const previous = process.env.SERVER_NODE_ARGS;
    process.env.SERVER_NODE_ARGS = "--import ./tests/integration/ops/busy-loop.mjs";
    try {
      server = await startServerProcess({
        OVERLOAD_MAX_DELAY_MS: "50",
        // One request at a time is enough here: the busy loop stands in for the queue.
        OVERLOAD_MIN_IN_FLIGHT: "0",
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
    const shed = await until(
      () => page(`/shop?q=sleep-${n++}`),
      (r) => r.status === 503,
    );
    expect(shed.status).toBe(503);
    expect(shed.retryAfter).toMatch(/^\d+$/);
    expect(shed.type).toMatch(/text\/html/);
    expect(shed.html).toContain("Service temporarily unavailable");
    expect(shed.html).not.toContain("<script");

    expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);
    const hit = await page("/shop");
    expect([hit.status, hit.cache]).toEqual([200, "hit"]);
    const cartHit = await page("/shop", cart);
    expect([cartHit.status, cartHit.cache]).toEqual([200, "hit"]);
    expect(cartHit.html).toContain('aria-label="Cart, 1 item"');

    const email = "kept-value@example.com";
    const form = await fetch(`${server.origin}/auth`, {
      method: "POST",
      headers: { Accept: "text/html", Origin: server.origin, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "login", email, password: "never-echoed-password" }),
      redirect: "manual",
    });
    const formPage = await form.text();
    expect(form.status).toBe(503);
    expect(form.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(formPage).toContain('<form method="post" action="/auth">');
    expect(formPage).toContain(`name="email" value="${email}"`);
    expect(formPage).toContain('name="intent" value="login"');
    expect(formPage).not.toContain("never-echoed-password");

    // The refusal page's links and re-posts go only where the one redirect rule lets a redirect go.
    const offSite = await fetch(`${server.origin}//evil.example/x`, { headers: { Accept: "text/html" } });
    const offSitePage = await offSite.text();
    expect(offSite.status).toBe(503);
    expect(offSitePage).not.toContain("//evil.example");
    expect(offSitePage).toContain('<a href="/">Try again</a>');
    const offSitePost = await fetch(`${server.origin}//evil.example/auth`, {
      method: "POST",
      headers: { Accept: "text/html", Origin: server.origin, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email }),
      redirect: "manual",
    });
    const offSiteForm = await offSitePost.text();
    expect(offSiteForm).not.toContain("//evil.example");
    expect(offSiteForm).toContain('<form method="post" action="/">');

    const api = await fetch(`${server.origin}/api/search?q=sleep`);
    expect(api.status).toBe(503);
    expect(api.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await api.json()).toEqual({ error: expect.stringContaining("try again") });

    toggleBusyLoop();
    const back = await until(
      () => page("/shop?q=after"),
      (r) => r.status === 200,
    );
    expect(back.status).toBe(200);
  }, 120_000);
});
