import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect } from "~/.server/db/connect";
import { startServerProcess } from "../../../scripts/server-process";
import { rawRequest } from "../../support/raw-http";

/**
 * The shop's public origin against forged Host and X-Forwarded-* headers, in
 * the production build: every absolute URL it writes (canonical, og:url,
 * JSON-LD, the robots.txt Sitemap line) and every link it mails names the
 * configured origin, whatever a request says, and the page cache never keeps
 * a page made for a forged origin. Needs `npm run build`.
 */
const FORGED = "attacker.example";

/** Forged Host / X-Forwarded-* headers: attacker hosts with and without ports, our own host with another port, both schemes. */
const forgedHeaders = fc.record(
  {
    host: fc.oneof(
      fc.constant(FORGED),
      fc.stringMatching(/^[a-z]{1,8}$/).map((sub) => `${sub}.${FORGED}`),
      fc.integer({ min: 1, max: 65535 }).map((port) => `${FORGED}:${port}`),
      fc.integer({ min: 1, max: 65535 }).map((port) => `127.0.0.1:${port}`),
    ),
    "x-forwarded-host": fc.oneof(
      fc.constant(`${FORGED}:1`),
      fc.integer({ min: 1, max: 65535 }).map((port) => `${FORGED}:${port}`),
      fc.integer({ min: 1, max: 65535 }).map((port) => `127.0.0.1:${port}`),
      fc.constant(`${FORGED}, 127.0.0.1`),
    ),
    "x-forwarded-proto": fc.constantFrom("https", "http", "https, http", "gopher"),
    "x-forwarded-port": fc.integer({ min: 1, max: 65535 }).map(String),
    "x-forwarded-for": fc.constantFrom("203.0.113.9", "127.0.0.1, 203.0.113.9"),
  },
  { requiredKeys: [] },
);

/** Every URL a page names as its own: canonical, og:url, og:image, JSON-LD url and image (the local storefront's images are the shop's), robots' Sitemap. */
function ownUrls(body: string): string[] {
  return [
    ...[...body.matchAll(/<link rel="canonical" href="([^"]+)"/g)].map((m) => m[1]),
    ...[...body.matchAll(/<meta property="og:url" content="([^"]+)"/g)].map((m) => m[1]),
    ...[...body.matchAll(/<meta property="og:image" content="([^"]+)"/g)].map((m) => m[1]),
    ...[...body.matchAll(/"image":\[([^\]]*)\]/g)].flatMap((m) => JSON.parse(`[${m[1]}]`) as string[]),
    ...[...body.matchAll(/"url":"(https?:[^"]+)"/g)].map((m) => m[1]),
    ...[...body.matchAll(/^Sitemap: (\S+)$/gm)].map((m) => m[1]),
  ];
}

const PAGES = ["/robots.txt", "/", "/shop", "/product/magnesium-glycinate"];

const SETUPS = [
  { name: "no PUBLIC_SITE_URL, no trusted proxy", env: {} as Record<string, string>, origin: null },
  {
    name: "PUBLIC_SITE_URL behind one trusted proxy",
    env: { PUBLIC_SITE_URL: "https://shop.example", TRUSTED_PROXIES: "1" },
    origin: "https://shop.example",
  },
];

describe.each(SETUPS)("public origin with $name", ({ env, origin: configured }) => {
  let server: Awaited<ReturnType<typeof startServerProcess>>;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "biolife-origin-"));
  let origin = "";
  beforeAll(async () => {
    server = await startServerProcess({ DATA_DIR: dataDir, RATE_LIMIT_SCALE: "50", ...env });
    origin = configured ?? server.origin;
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("names the configured origin in every page, and later plain requests never see a forged one", async () => {
    for (const page of PAGES) {
      await fc.assert(
        fc.asyncProperty(forgedHeaders, async (headers) => {
          const answer = await rawRequest(server.origin, page, { headers: { accept: "text/html", ...headers } });
          expect(answer.status).toBe(200);
          expect(answer.body).not.toContain(FORGED);
          const urls = ownUrls(answer.body);
          expect(urls.length).toBeGreaterThan(0);
          for (const url of urls) expect(new URL(url).origin).toBe(origin);
        }),
        { numRuns: 12 },
      );
      // A later plain request, from the cache or rendered, never sees what the forged ones asked for.
      const plain = await fetch(`${server.origin}${page}`);
      const body = await plain.text();
      expect(body).not.toContain(FORGED);
      for (const url of ownUrls(body)) expect(new URL(url).origin).toBe(origin);
    }
  }, 120_000);

  it("answers 400, not 500, to a Host no URL can be made of", async () => {
    for (const host of ["shop.example:99999", "shop.example:1:2", "user@shop.example", "shop.example/path"]) {
      const answer = await rawRequest(server.origin, "/", { headers: { host } });
      expect(answer.status).toBe(400);
    }
  });

  it("ignores the shop-clock cookie in production without a setting that allows it", async () => {
    const answer = await rawRequest(server.origin, "/about", {
      headers: { cookie: "biolife_clock=2040-06-01T12:00:00Z" },
    });
    expect(answer.status).toBe(200);
    expect(/©\s*(?:<!-- -->)?(\d{4})/.exec(answer.body)?.[1]).toBe(String(new Date().getFullYear()));
  });

  it("mails a password-reset link on the configured origin whatever Host and X-Forwarded-* say", async () => {
    const emails: string[] = [];
    await fc.assert(
      fc.asyncProperty(forgedHeaders, async (headers) => {
        const email = `victim-${emails.length}-${Date.now()}@example.com`;
        emails.push(email);
        const password = "long-enough-password";
        const signup = await fetch(`${server.origin}/auth`, {
          method: "POST",
          body: new URLSearchParams({ intent: "signup", email, password, confirmPassword: password }),
          redirect: "manual",
        });
        expect(signup.status).toBe(303);
        const reset = await rawRequest(server.origin, "/auth?mode=reset", {
          method: "POST",
          headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ intent: "reset", email }).toString(),
        });
        expect(reset.status).toBe(303);
      }),
      { numRuns: 8 },
    );
    // The mail outbox, read from the shop's own database once it has stopped.
    expect(await server.signal("SIGTERM")).toBe(0);
    const db = connect({ dataDir });
    try {
      const mails = await db.selectFrom("mail_outbox").select(["to_address", "text_body"]).execute();
      for (const email of emails) {
        const links = mails
          .filter((mail) => mail.to_address === email)
          .flatMap((mail) => [...mail.text_body.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]));
        expect(links.some((link) => link.includes("mode=reset&token="))).toBe(true);
        for (const link of links) expect(new URL(link).origin).toBe(origin);
      }
    } finally {
      await db.destroy();
    }
  }, 120_000);
});
