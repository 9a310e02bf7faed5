import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServerProcess } from "../../../scripts/server-process";

/**
 * The production build as a process: security headers, cookie attributes,
 * the cross-site write guard, and which address the abuse limits count
 * (X-Forwarded-For only through TRUSTED_PROXIES hops). Needs `npm run build`.
 */
type Server = Awaited<ReturnType<typeof startServerProcess>>;
const form = (fields: Record<string, string>) => new URLSearchParams(fields);

async function newsletter(server: Server, headers: Record<string, string>) {
  const response = await fetch(`${server.origin}/?index`, {
    method: "POST",
    body: form({ email: "reader@example.com" }),
    headers,
    redirect: "manual",
  });
  return response.status;
}

describe("direct (TRUSTED_PROXIES=0, plain HTTP)", () => {
  let server: Server;
  beforeAll(async () => {
    server = await startServerProcess({ TRUSTED_PROXIES: "0", RATE_LIMIT_SCALE: "1", DEV_ROUTES: "false" });
  }, 120_000);
  afterAll(() => server?.stop());

  it("sends an enforced nonce CSP without unsafe-inline scripts and no x-powered-by", async () => {
    const response = await fetch(`${server.origin}/`);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(response.headers.get("content-security-policy-report-only")).toBeNull();
    const script = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    expect(script).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}'/);
    expect(script).not.toContain("unsafe-inline");
    expect(csp).toMatch(/connect-src 'self'(;|$)/);
    expect(csp).toMatch(/form-action 'self'(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-powered-by")).toBeNull();
    expect(response.headers.get("strict-transport-security")).toBeNull();
    const nonce = /'nonce-([^']+)'/.exec(script)![1];
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("refuses cross-site writes with 403 and lets same-origin and header-less ones through", async () => {
    const post = (headers: Record<string, string>) =>
      fetch(`${server.origin}/cart`, {
        method: "POST",
        body: form({ intent: "clear", redirectTo: "/cart" }),
        headers,
        redirect: "manual",
      });
    expect((await post({ Origin: "https://evil.example" })).status).toBe(403);
    expect((await post({ "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect((await post({ Origin: "null" })).status).toBe(403);
    expect(await (await post({ Origin: "https://evil.example" })).text()).toContain("cross-site");
    expect((await post({ Origin: server.origin, "Sec-Fetch-Site": "same-origin" })).status).toBe(303);
    expect((await post({})).status).toBe(303);
    const del = await fetch(`${server.origin}/account`, {
      method: "DELETE",
      headers: { Origin: "https://evil.example" },
    });
    expect(del.status).toBe(403);
    // GET stays open to links from anywhere.
    expect((await fetch(`${server.origin}/shop`, { headers: { "Sec-Fetch-Site": "cross-site" } })).status).toBe(200);
  });

  it("keeps the embedded storefront's GraphQL endpoint open to server-to-server calls", async () => {
    const response = await fetch(`${server.origin}/api/2025-07/graphql.json`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Shopify-Storefront-Access-Token": "local-storefront" },
      body: JSON.stringify({ query: "{ products(first: 1) { nodes { handle } } }" }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: { products: { nodes: unknown[] } } }).data.products.nodes).toHaveLength(
      1,
    );
  });

  it("sets HttpOnly, SameSite=Lax cookies without Secure over plain HTTP", async () => {
    const response = await fetch(`${server.origin}/cart`, {
      method: "POST",
      body: form({ intent: "clear", redirectTo: "/cart" }),
      redirect: "manual",
    });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("biolife_cart="));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it("ignores X-Forwarded-For: a forged header does not escape the limit", async () => {
    for (let i = 0; i < 5; i++) expect(await newsletter(server, { "X-Forwarded-For": `203.0.113.${i}` })).toBe(200);
    expect(await newsletter(server, { "X-Forwarded-For": "198.51.100.99" })).toBe(429);
    expect(await newsletter(server, {})).toBe(429);
  });
});

describe("behind one proxy (TRUSTED_PROXIES=1, public address https)", () => {
  let server: Server;
  const site = "https://shop.example.test";
  beforeAll(async () => {
    server = await startServerProcess({
      TRUSTED_PROXIES: "1",
      RATE_LIMIT_SCALE: "1",
      DEV_ROUTES: "false",
      PUBLIC_SITE_URL: site,
    });
  }, 120_000);
  afterAll(() => server?.stop());

  it("counts the address the proxy saw, never the client-supplied hops before it", async () => {
    for (let i = 0; i < 5; i++)
      expect(await newsletter(server, { "X-Forwarded-For": `10.9.9.${i}, 192.0.2.1` })).toBe(200);
    expect(await newsletter(server, { "X-Forwarded-For": "10.9.9.200, 192.0.2.1" })).toBe(429);
    expect(await newsletter(server, { "X-Forwarded-For": "192.0.2.2" })).toBe(200);
  });

  it("sends HSTS over HTTPS, accepts the public origin and names cookies __Host- with Secure", async () => {
    const page = await fetch(`${server.origin}/shop`, { headers: { "X-Forwarded-Proto": "https" } });
    expect(page.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    const response = await fetch(`${server.origin}/logout`, {
      method: "POST",
      headers: { Origin: site, "X-Forwarded-Proto": "https" },
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("__Host-biolife_session="));
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
    const cart = await fetch(`${server.origin}/cart`, {
      method: "POST",
      body: form({ intent: "clear", redirectTo: "/cart" }),
      headers: { Origin: site },
      redirect: "manual",
    });
    expect(cart.headers.getSetCookie().find((c) => c.startsWith("__Host-biolife_cart="))).toMatch(/; Secure/i);
  });
});
