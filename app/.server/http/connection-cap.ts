import type { Server } from "node:http";

/**
 * At most `max` open connections per client address: past that a new one is
 * closed as it is accepted, so one client cannot hold thousands of idle
 * keep-alive sockets (each holds memory and a file descriptor). Only for
 * clients that connect directly: behind a proxy every connection comes from
 * the proxy, which limits its own clients (README "Operating in production").
 */
export function capConnectionsPerClient(server: Server, max: number) {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on("connection", (socket) => {
    const client = socket.remoteAddress ?? "";
    const count = open.get(client) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(client, count + 1);
    socket.once("close", () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
  });
}
