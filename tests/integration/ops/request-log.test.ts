import { randomBytes } from "node:crypto";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveWithLocalStorefront } from "../../support/local-storefront";
import { startServerProcess } from "../../../scripts/server-process";
import { until } from "./helpers";

/**
 * The production build's log: one JSON line per request with its fields, the
 * request id honoured or made, echoed and carried into the storefront call
 * (its log line and the call itself), and nothing personal in any line after
 * a sign-up, a sign-in and a chat.
 */
type Line = Record<string, unknown>;
const linesOf = (output: string): Line[] =>
  output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Line];
      } catch {
        return []; // the first line of the kept tail may be cut
      }
    });

describe("request log", () => {
  let server: Awaited<ReturnType<typeof startServerProcess>>;
  let shopify: Awaited<ReturnType<typeof serveWithLocalStorefront>>;
  const storefrontRequestIds: string[] = [];

  beforeAll(async () => {
    const app = express();
    app.use((req, _res, next) => {
      if (!req.path.endsWith("/graphql.json")) return next();
      const id = String(req.headers["x-request-id"] ?? "");
      storefrontRequestIds.push(id);
      // A storefront slow for one request: its shopper leaves before the answer.
      if (id.startsWith("slow-")) setTimeout(next, 1_500);
      else next();
    });
    shopify = await serveWithLocalStorefront(app, "biolife-ops-log-");
    server = await startServerProcess({
      PUBLIC_STORE_DOMAIN: shopify.origin,
      PUBLIC_STOREFRONT_API_TOKEN: "stand-in",
      LOG_LEVEL: "debug",
      DEV_ROUTES: "true",
      RATE_LIMIT_SCALE: "50",
    });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await shopify?.close();
  });

  it("writes one line per request with its fields, under the incoming request id, carried into the storefront call", async () => {
    const id = `test-${randomBytes(6).toString("hex")}`;
    const response = await fetch(`${server.origin}/shop?q=${id}`, { headers: { "X-Request-Id": id } });
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(response.headers.get("x-request-id")).toBe(id);

    // The line reaches this process through a pipe, a moment after the response.
    const output = await until(
      async () => server.output(),
      (text) => text.includes(`"reqId":"${id}","method"`),
    );
    const lines = linesOf(output).filter((line) => line.reqId === id);
    const requestLines = lines.filter((line) => line.msg === "request");
    expect(requestLines).toHaveLength(1);
    const [line] = requestLines;
    expect(line).toMatchObject({ level: 30, method: "GET", route: "routes/shop", path: "/shop", status: 200 });
    expect(new Date(String(line.time)).getTime()).toBeGreaterThan(0);
    expect(line.durationMs).toEqual(expect.any(Number));
    expect(["miss", "bypass", "hit", "stale"]).toContain(line.cache);
    expect(line.bytes).toBeGreaterThanOrEqual(body.length > 0 ? 1 : 0);
    // The storefront call made for this request: its log line and the call itself carry the id.
    expect(lines.some((l) => l.component === "storefront" && l.msg === "storefront call")).toBe(true);
    expect(storefrontRequestIds).toContain(id);
  });

  it("says when the shopper left before the answer: status 499 and aborted, never a 200 that was not sent", async () => {
    const id = `slow-${randomBytes(6).toString("hex")}`;
    const leaving = new AbortController();
    const request = fetch(`${server.origin}/shop?q=${id}`, { headers: { "X-Request-Id": id }, signal: leaving.signal });
    await until(
      async () => storefrontRequestIds.includes(id),
      (asked) => asked,
    );
    leaving.abort();
    await expect(request).rejects.toThrow();
    const output = await until(
      async () => server.output(),
      (text) => text.includes(`"reqId":"${id}","method"`),
    );
    const [line] = linesOf(output).filter((l) => l.reqId === id && l.msg === "request");
    expect(line).toMatchObject({ method: "GET", route: "routes/shop", status: 499, aborted: true, bytes: 0 });
  });

  it("logs an error once, with its stack, under the request's id", async () => {
    const id = `crash-${randomBytes(6).toString("hex")}`;
    const response = await fetch(`${server.origin}/dev/crash`, { headers: { "X-Request-Id": id } });
    expect(response.status).toBe(500);
    await response.text();
    const output = await until(
      async () => server.output(),
      (text) => text.includes(`"reqId":"${id}","method"`),
    );
    const errors = linesOf(output).filter((line) => line.level === 50);
    const crash = errors.filter((line) => JSON.stringify(line).includes("Deliberate render crash"));
    expect(crash).toHaveLength(1);
    expect(crash[0].reqId).toBe(id);
    expect(String((crash[0].err as { stack?: string }).stack)).toMatch(/Deliberate render crash[\s\S]*\n\s+at /);
  });

  it("makes a new id when the incoming one is not well-formed", async () => {
    for (const bad of ["has space", "x".repeat(200), '{"a":1}', "ünïcode"]) {
      const response = await fetch(`${server.origin}/healthz`, {
        headers: { "X-Request-Id": encodeURI(bad) === bad ? bad : encodeURIComponent(bad) + " !" },
      });
      const echoed = response.headers.get("x-request-id");
      expect(echoed).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("keeps e-mail addresses, passwords, cookies, session ids and chat text out of every line", async () => {
    const email = `private-${randomBytes(4).toString("hex")}@example.com`;
    const password = `pw-${randomBytes(8).toString("hex")}`;
    const chatText = `my-private-question-${randomBytes(4).toString("hex")}`;
    const signup = await fetch(`${server.origin}/auth`, {
      method: "POST",
      body: new URLSearchParams({ intent: "signup", email, password, confirmPassword: password }),
      redirect: "manual",
    });
    expect(signup.status).toBeLessThan(500);
    const afterSignup = server.output();
    const login = await fetch(`${server.origin}/auth`, {
      method: "POST",
      body: new URLSearchParams({ intent: "login", email, password }),
      redirect: "manual",
      headers: { Cookie: "biolife_probe=secret-cookie-value" },
    });
    const cookies = login.headers
      .getSetCookie()
      .map((c) => c.split(";")[0].split("=")[1])
      .filter((v) => v && v.length > 8);
    expect(cookies.length).toBeGreaterThan(0);
    const afterLogin = server.output();
    const chat = await fetch(`${server.origin}/api/chat`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "text/event-stream", Origin: server.origin },
      body: JSON.stringify({
        messages: [{ role: "user", content: chatText }],
        products: [],
        sessionId: `s-${chatText}`,
      }),
    });
    expect(chat.status).toBe(200);
    await chat.text();
    const afterChat = await until(
      async () => server.output(),
      (text) => text.includes('"path":"/api/chat"'),
    );

    for (const output of [afterSignup, afterLogin, afterChat]) {
      expect(output).toContain('"msg":"request"');
      for (const secret of [email, email.split("@")[0], password, chatText, "secret-cookie-value", ...cookies])
        expect(output).not.toContain(secret);
      expect(output).not.toMatch(/[\w.+-]+@example\.com/);
    }
  }, 60_000);
});
