import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServerProcess } from "../../../scripts/server-process";
import { rawRequest } from "../../support/raw-http";

/**
 * The production build as a process: a method no page takes is a 4xx (never a 500 with a stack in the log),
 * and one client connecting directly holds at most MAX_CONNECTIONS_PER_CLIENT open sockets. Needs `npm run build`.
 */
type Server = Awaited<ReturnType<typeof startServerProcess>>;
const CAP = 40;

let server: Server;
beforeAll(async () => {
  server = await startServerProcess({ TRUSTED_PROXIES: "0", MAX_CONNECTIONS_PER_CLIENT: String(CAP) });
}, 120_000);
afterAll(() => server?.stop());

/** A raw keep-alive connection that asks for one page: "open" once its answer came and the server kept it, else "closed". */
function keepAliveSocket(port: number): Promise<{ state: "open" | "closed"; socket: net.Socket }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let answered = false;
    socket.on("error", () => {});
    socket.on("close", () => resolve({ state: "closed", socket }));
    socket.on("data", (chunk: Buffer) => {
      if (!answered && chunk.toString("latin1").startsWith("HTTP/1.1 200")) {
        answered = true;
        resolve({ state: "open", socket });
      }
    });
    socket.on("connect", () => socket.write("GET /healthz HTTP/1.1\r\nHost: shop\r\nConnection: keep-alive\r\n\r\n"));
  });
}

describe("methods no page takes", () => {
  it("answers POST to a product page 405, as every page without a form", async () => {
    for (const path of ["/product/magnesium-glycinate", "/shop", "/about"]) {
      const response = await fetch(`${server.origin}${path}`, { method: "POST", headers: { Origin: server.origin } });
      expect(response.status, path).toBe(405);
    }
    const data = await fetch(`${server.origin}/product/magnesium-glycinate.data`, {
      method: "POST",
      headers: { Origin: server.origin },
    });
    expect(data.status).toBe(405);
  });

  it("answers TRACE (and CONNECT-like methods) on any page 405, with no stack in the log", async () => {
    const before = server.output().length;
    const paths = [
      "/",
      "/shop",
      "/product/magnesium-glycinate",
      "/robots.txt",
      "/api/chat",
      "/local-storefront/faults",
    ];
    for (const path of paths) expect(await rawMethod("TRACE", path), `TRACE ${path}`).toMatch(/^HTTP\/1\.1 405 /);
    // Methods Node's parser does not know it refuses itself (400); the ones it knows and no page takes are 405.
    for (const method of ["TRACK", "PROPFIND", "MKCOL", "SEARCH", "FOO"])
      for (const path of paths)
        expect(await rawMethod(method, path), `${method} ${path}`).toMatch(/^HTTP\/1\.1 (400|405|501) /);
    expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);
    const logged = server.output().slice(before);
    expect(logged).not.toMatch(/\n\s+at /);
    expect(logged).not.toMatch(/"status":500/);
  });
});

/** A request with any method, over a raw socket (fetch refuses to send TRACE). */
function rawMethod(method: string, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(new URL(server.origin).port), "127.0.0.1");
    let text = "";
    socket.on("data", (chunk: Buffer) => (text += chunk.toString("latin1")));
    socket.on("end", () => resolve(text));
    socket.on("error", reject);
    socket.on("connect", () => socket.write(`${method} ${path} HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n`));
  });
}

describe("connections per client", () => {
  it("keeps at most MAX_CONNECTIONS_PER_CLIENT sockets of one client open, and takes new ones as they close", async () => {
    const port = Number(new URL(server.origin).port);
    const sockets = await Promise.all(Array.from({ length: CAP * 5 }, () => keepAliveSocket(port)));
    const open = sockets.filter((s) => s.state === "open");
    try {
      // The test's own fetch calls may hold a keep-alive socket or two of the same client.
      expect(open.length).toBeLessThanOrEqual(CAP);
      expect(open.length).toBeGreaterThan(CAP - 5);
      // Every socket over the cap was closed by the server before it answered.
      expect(sockets.filter((s) => s.state === "closed").length).toBe(CAP * 5 - open.length);
    } finally {
      for (const { socket } of sockets) socket.destroy();
    }
    // Their places are free again once the server (another process) has seen them close: asked until it has.
    let again = await keepAliveSocket(port);
    for (let asked = 1; again.state !== "open" && asked < 50; asked++) {
      again.socket.destroy();
      await new Promise((resolve) => setTimeout(resolve, 20));
      again = await keepAliveSocket(port);
    }
    expect(again.state).toBe("open");
    again.socket.destroy();
  });
});

describe("the embedded storefront's endpoint behind a proxy on this host (TRUSTED_PROXIES unset)", () => {
  const query = JSON.stringify({ query: "{ shop { name } }" });
  const post = (headers: Record<string, string>) =>
    rawRequest(server.origin, "/api/2026-04/graphql.json", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: query,
    });
  const host = () => new URL(server.origin).host;

  it("answers a tool on this host", async () => {
    expect((await post({ Host: host() })).status).toBe(200);
  });

  it("refuses a visitor relayed with X-Forwarded-For, Forwarded, X-Real-IP, Via or the public Host", async () => {
    for (const headers of <Array<Record<string, string>>>[
      { Host: host(), "X-Forwarded-For": "203.0.113.9" },
      { Host: host(), Forwarded: "for=203.0.113.9" },
      { Host: host(), "X-Real-IP": "203.0.113.9" },
      { Host: host(), Via: "1.1 nginx" },
      { Host: "shop.example" },
    ]) {
      const answer = await post(headers);
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(answer.body).toContain("ACCESS_DENIED");
    }
  });
});
