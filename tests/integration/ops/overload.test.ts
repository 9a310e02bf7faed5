import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startServerProcess } from "../../../scripts/server-process";
import { holdPlaces, refusals, until } from "./helpers";

const MAX_WAIT_MS = 1_000;

/**
 * The overload policy in the production build (README "Operating in production"): with every place for
 * requests in progress held (form posts whose bodies never finish), every other request waits its turn
 * and is refused once it has waited OVERLOAD_MAX_WAIT_MS, probes and page-cache hits alike: a quick 503
 * with Retry-After and a small page, a refused form coming back with what was typed (never the password),
 * each refusal counted by reason and route. Once the places are free, every request is served again.
 */
describe("overload", () => {
  let server: Awaited<ReturnType<typeof startServerProcess>>;
  let metricsOrigin: string;
  const page = (path: string, cookie = "") =>
    fetch(`${server.origin}${path}`, { headers: { Accept: "text/html", Cookie: cookie } }).then(async (r) => ({
      status: r.status,
      retryAfter: r.headers.get("retry-after"),
      cache: r.headers.get("x-page-cache"),
      type: r.headers.get("content-type"),
      html: await r.text(),
    }));

  beforeAll(async () => {
    const metricsPort = await freePort();
    metricsOrigin = `http://127.0.0.1:${metricsPort}`;
    server = await startServerProcess({
      REQUEST_CONCURRENCY: "2",
      OVERLOAD_MAX_WAIT_MS: String(MAX_WAIT_MS),
      METRICS_PORT: String(metricsPort),
      RATE_LIMIT_SCALE: "50",
    });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("refuses what waited too long with 503 and Retry-After, keeps typed values, counts why, then recovers", async () => {
    const warm = await until(
      () => page("/shop"),
      (r) => r.status === 200 && r.cache === "hit",
    );
    expect(warm.cache).toBe("hit");

    const held = await holdPlaces(server.origin, 2, metricsOrigin);
    try {
      // A page-cache hit counts like any request: it waits, and is refused.
      const shed = await page("/shop");
      expect(shed.status).toBe(503);
      expect(shed.retryAfter).toMatch(/^\d+$/);
      expect(shed.type).toMatch(/text\/html/);
      expect(shed.html).toContain("Service temporarily unavailable");
      expect(shed.html).not.toContain("<script");

      // Probes are answered, and count like any request.
      const probe = await fetch(`${server.origin}/healthz`);
      expect(probe.status).toBe(503);

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
      const offSite = await page("//evil.example/x");
      expect(offSite.status).toBe(503);
      expect(offSite.html).not.toContain("//evil.example");
      expect(offSite.html).toContain('<a href="/">Try again</a>');

      const api = await fetch(`${server.origin}/api/search?q=sleep`);
      expect(api.status).toBe(503);
      expect(await api.json()).toEqual({ error: expect.stringContaining("try again") });

      const counted = await refusals(metricsOrigin);
      expect(counted["waited routes/shop"]).toBeGreaterThanOrEqual(1);
      expect(counted["waited healthz"]).toBe(1);
      expect(counted["waited routes/auth"]).toBe(1);
      expect(counted["waited routes/api.search"]).toBe(1);
    } finally {
      held.release();
    }

    const back = await until(
      () => page("/shop?q=after"),
      (r) => r.status === 200,
    );
    expect(back.status).toBe(200);
    expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);
  }, 120_000);
});
