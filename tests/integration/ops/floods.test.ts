import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startServerProcess } from "../../../scripts/server-process";
import { refusals, refusalsOf } from "./helpers";

const MAX_WAIT_MS = 400;
const FLOODERS = 32;
/** Each flood stops once the shopper is done, and at this many requests whatever happens. */
const MOST_FLOOD_REQUESTS = 3_000;

type Flood = { name: string; route: string; send: (origin: string, n: number) => Promise<Response> };

const FLOODS: Flood[] = [
  { name: "probes", route: "healthz", send: (origin) => fetch(`${origin}/healthz`) },
  {
    name: "sign-in posts",
    route: "routes/auth",
    send: (origin, n) =>
      fetch(`${origin}/auth`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
        body: new URLSearchParams({ intent: "login", email: `flood-${n}@example.com`, password: "wrong-password-1" }),
      }),
  },
  {
    name: "the storefront endpoint",
    route: "storefront/graphql",
    send: (origin) =>
      fetch(`${origin}/api/2026-04/graphql.json`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ query: "{ products(first: 12) { nodes { id title handle } } }" }),
      }),
  },
  {
    name: "searches",
    route: "routes/shop",
    send: (origin, n) => fetch(`${origin}/shop?q=flood-${n}`, { headers: { Accept: "text/html" } }),
  },
];

/**
 * Floods of one kind of request against a production server (loopback, bounded in count): other shoppers'
 * requests are served having waited no longer than the overload policy's limit (the server's Server-Timing
 * `wait`, from the moment it read the request until it started on it; a page-cache hit waits for nothing),
 * or refused with the 503 that keeps what they typed. The flood waits behind itself and is refused first;
 * the flooded probes are answered (served or refused, never dropped).
 */
describe("fair under floods", () => {
  let server: Awaited<ReturnType<typeof startServerProcess>>;
  let metricsOrigin: string;
  beforeAll(async () => {
    const metricsPort = await freePort();
    metricsOrigin = `http://127.0.0.1:${metricsPort}`;
    server = await startServerProcess({
      REQUEST_CONCURRENCY: "4",
      OVERLOAD_MAX_WAIT_MS: String(MAX_WAIT_MS),
      METRICS_PORT: String(metricsPort),
    });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
  });

  /** A shopper's visit while the flood runs: pages, a search, a form with typed text. */
  async function shopperVisit(origin: string) {
    const typed = `Typed during a flood ${Math.random().toString(36).slice(2)}`;
    const answers = [];
    for (const path of ["/product/blood-sugar-maintenance", "/shop?q=zinc", "/account", "/faq"])
      answers.push(await fetch(`${origin}${path}`, { redirect: "manual", headers: { Accept: "text/html" } }));
    const form = await fetch(`${origin}/contact`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
      body: new URLSearchParams({
        name: "Flood Shopper",
        email: "shopper@example.com",
        subject: "Hello",
        message: typed,
      }),
    });
    return { answers, form, typed };
  }

  for (const flood of FLOODS)
    it(`keeps other shoppers within the wait limit under a flood of ${flood.name}`, async () => {
      const before = await refusals(metricsOrigin);
      let done = false;
      let sent = 0;
      const statuses = new Map<number, number>();
      const flooders = Array.from({ length: FLOODERS }, async () => {
        while (!done && sent < MOST_FLOOD_REQUESTS) {
          const response = await flood.send(server.origin, sent++);
          await response.arrayBuffer();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        }
      });
      // The flood fills the server's places before the shopper comes.
      while (sent < FLOODERS * 2) await new Promise((resolve) => setTimeout(resolve, 5));
      const visit = await shopperVisit(server.origin);
      done = true;
      await Promise.all(flooders);

      let served = 0;
      for (const answer of [...visit.answers, visit.form]) {
        const body = await answer.text();
        if (answer.status === 503) {
          expect(answer.headers.get("retry-after")).toMatch(/^\d+$/);
          if (answer === visit.form) expect(body).toContain(visit.typed);
          continue;
        }
        served += 1;
        expect(answer.status).toBeLessThan(500);
        if (answer.headers.get("x-page-cache") === "hit") continue;
        const wait = Number(/wait;dur=(\d+)/.exec(answer.headers.get("server-timing") ?? "")?.[1] ?? NaN);
        expect(wait).toBeLessThanOrEqual(MAX_WAIT_MS);
      }
      // Fair: the flood waits behind itself and is refused first; only a search during a flood of searches may be.
      expect(served).toBeGreaterThanOrEqual(flood.name === "searches" ? 4 : 5);
      // Every flooded request was answered: served, limited (429) or refused (503), never dropped or failed.
      for (const status of statuses.keys()) expect([200, 302, 303, 400, 401, 403, 429, 503]).toContain(status);
      // Each refusal of the flood is counted under its route, with the reason (the shopper's search shares one).
      const after = await refusals(metricsOrigin);
      const floodRefused = refusalsOf(after, flood.route) - refusalsOf(before, flood.route);
      expect(floodRefused).toBeGreaterThanOrEqual(statuses.get(503) ?? 0);
    }, 120_000);
});
