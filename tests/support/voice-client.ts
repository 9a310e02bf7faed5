import http from "node:http";
import type { AddressInfo } from "node:net";
import WebSocket from "ws";
import { createLimiter } from "~/.server/rate-limit";
import { attachVoiceServer, type VoiceServerOptions } from "~/.server/voice/voice-server";

/** A test's browser end of /api/voice: collects server events and waits for them by type. */
export async function openVoiceClient(url: string, origin: string) {
  const ws = new WebSocket(url, { headers: { Origin: origin } });
  const events: Array<Record<string, unknown> & { type: string }> = [];
  const waiters: Array<() => void> = [];
  let closed: { code: number } | null = null;
  ws.on("message", (data) => {
    events.push(JSON.parse(String(data)));
    waiters.splice(0).forEach((wake) => wake());
  });
  ws.on("close", (code) => {
    closed = { code };
    waiters.splice(0).forEach((wake) => wake());
  });
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
  });
  return {
    ws,
    events,
    send: (event: object) => ws.send(JSON.stringify(event)),
    async next(type: string, after = 0): Promise<Record<string, unknown>> {
      for (;;) {
        const found = events.slice(after).find((e) => e.type === type);
        if (found) return found;
        if (closed) throw new Error(`socket closed (${closed.code}) before ${type}`);
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    async closedWith(): Promise<number> {
      while (!closed) await new Promise<void>((resolve) => waiters.push(resolve));
      return closed.code;
    },
  };
}

/**
 * /api/voice (attachVoiceServer) on a plain HTTP server on a free loopback port, with a generous connection
 * limiter unless `options` gives one; the server answers "ok" to every other request (/healthz).
 */
export async function serveVoice(
  options: Omit<VoiceServerOptions, "limiter"> & Partial<Pick<VoiceServerOptions, "limiter">>,
) {
  const server = http.createServer((_req, res) => res.end("ok"));
  const voice = attachVoiceServer(server, {
    limiter: createLimiter({ name: `voice-test-${Math.random()}`, points: 100, duration: 60 }),
    ...options,
  });
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: `${origin.replace("http", "ws")}/api/voice`,
    close: () => new Promise<void>((resolve) => (voice.close(), server.close(() => resolve()))),
  };
}
