import net from "node:net";
import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServerProcess } from "../../../scripts/server-process";

/**
 * Issue 56, "done when": no error in any handler ends the process. Against the production build as a process
 * (DEV_ROUTES, whose /dev/fault routes and middleware fail on purpose): a loader, an action, a resource route, an
 * Express middleware (thrown, and rejected), a promise nothing awaits, a WebSocket upgrade no URL parser takes and
 * hostile WebSocket messages. Each failure is a 500 (or a 4xx) for its own request and a log line; the process
 * stays up and answers everyone else. Needs `npm run build`.
 */
let server: Awaited<ReturnType<typeof startServerProcess>>;
beforeAll(async () => {
  server = await startServerProcess({ DEV_ROUTES: "true", LOG_LEVEL: "warn" });
}, 120_000);
afterAll(() => server?.stop());

const alive = () => {
  try {
    process.kill(server.pid, 0);
    return true;
  } catch {
    return false;
  }
};
async function stillServing() {
  expect(alive(), "the server process is running").toBe(true);
  expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);
  expect((await fetch(`${server.origin}/shop`)).status).toBe(200);
}

/** Raw bytes to the server; answers the status line it got back ("" when it closed without one). */
function raw(text: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(Number(new URL(server.origin).port), "127.0.0.1");
    let got = "";
    socket.on("data", (chunk: Buffer) => {
      got += chunk.toString("latin1");
      if (got.includes("\r\n")) socket.destroy();
    });
    socket.on("error", () => {});
    socket.on("close", () => resolve(got.split("\r\n")[0]));
    socket.on("connect", () => socket.write(text));
  });
}

describe("a failing handler fails its own request only", () => {
  it("answers 500 for a loader, an action and a resource route that throw, and logs each", async () => {
    const loader = await fetch(`${server.origin}/dev/fault?in=loader`);
    expect(loader.status).toBe(500);
    const action = await fetch(`${server.origin}/dev/fault`, {
      method: "POST",
      headers: { Origin: server.origin },
      body: new URLSearchParams({ x: "1" }),
    });
    expect(action.status).toBe(500);
    const data = await fetch(`${server.origin}/dev/fault.data?in=loader`);
    expect(data.status).toBe(500);
    const resource = await fetch(`${server.origin}/dev/fault.json`);
    expect(resource.status).toBe(500);
    await stillServing();
    for (const where of ["loader", "action", "resource route"])
      expect(server.output()).toContain(`Deliberate fault in a ${where}`);
  });

  it("answers 500 for an Express middleware that throws or whose promise rejects, and logs each", async () => {
    for (const path of ["/dev/fault/middleware", "/dev/fault/middleware-async"]) {
      const response = await fetch(`${server.origin}${path}`);
      expect(response.status, path).toBe(500);
      expect(await response.text()).toBe("Internal Server Error");
      await stillServing();
    }
    expect(server.output()).toContain("Deliberate fault in a middleware (async)");
  });

  it("logs a promise nothing awaits, and serves on", async () => {
    expect((await fetch(`${server.origin}/dev/fault?in=unhandled`)).status).toBe(200);
    await stillServing();
    expect(server.output()).toContain("Deliberate fault in a promise nothing awaits");
  });

  it("answers a WebSocket upgrade no URL parser takes with 400, on any path", async () => {
    for (const target of ["//[", "http://[", "//a:b@", "//x:99999"]) {
      const status = await raw(
        `GET ${target} HTTP/1.1\r\nHost: shop\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`,
      );
      expect(status, target).toMatch(/^HTTP\/1\.1 400 /);
      await stillServing();
    }
  });

  it("survives hostile voice messages on an open socket", async () => {
    const url = `${server.origin.replace("http", "ws")}/api/voice`;
    const ws = new WebSocket(url, { headers: { Origin: server.origin } });
    await new Promise<void>((resolve, reject) => {
      ws.once("open", () => resolve());
      ws.once("error", reject);
    });
    const closed = new Promise<void>((resolve) => ws.once("close", () => resolve()));
    ws.on("error", () => {});
    for (const message of [
      "not json",
      "[".repeat(100_000) + "]".repeat(100_000),
      JSON.stringify({ type: "conversation.item.create", item: { type: "message", role: "user", content: null } }),
      JSON.stringify({
        type: "conversation.item.create",
        item: { type: "function_call_output", call_id: {}, output: 1 },
      }),
      JSON.stringify({ type: "__proto__", item: { __proto__: { type: "message" } } }),
    ])
      ws.send(message);
    ws.send(Buffer.from([0xff, 0x00, 0xfe]));
    ws.close();
    await closed;
    await stillServing();
  });
});
