import http from "node:http";
import type { AddressInfo } from "node:net";
import { WebSocketServer, type WebSocket } from "ws";

/**
 * A local WebSocket server speaking the OpenAI Realtime protocol's side of a
 * conversation, scripted by the test: it records what it receives and sends
 * what the test tells it to.
 */
export async function startRealtimeStandIn() {
  const server = http.createServer();
  const wss = new WebSocketServer({ server });
  const received: Array<Record<string, unknown>> = [];
  const headers: http.IncomingHttpHeaders[] = [];
  const waiters: Array<() => void> = [];
  let socket: WebSocket | undefined;
  let connected: () => void = () => {};
  let whenConnected = new Promise<void>((resolve) => (connected = resolve));
  wss.on("connection", (ws, request) => {
    socket = ws;
    headers.push(request.headers);
    ws.on("message", (data) => {
      received.push(JSON.parse(String(data)));
      waiters.splice(0).forEach((wake) => wake());
    });
    connected();
  });
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/v1/realtime`,
    received,
    headers,
    connected: () => whenConnected,
    send(event: object) {
      socket!.send(JSON.stringify(event));
    },
    /** Closes the upstream side of the current conversation. */
    hangUp() {
      socket!.close(1000, "bye");
      whenConnected = new Promise<void>((resolve) => (connected = resolve));
    },
    /** Resolves once a received message satisfies the test. */
    async receivedWhere(match: (event: Record<string, unknown>) => boolean): Promise<Record<string, unknown>> {
      for (;;) {
        const found = received.find(match);
        if (found) return found;
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close();
        server.close(() => resolve());
      }),
  };
}
