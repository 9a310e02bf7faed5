import cluster from "node:cluster";
import net from "node:net";
import type { Server } from "node:http";
import { loggerFor } from "./logger";

const log = loggerFor("accept");

/** `listen({ reusePort })` arrived in Node 22.12 / 23.1, and only Linux (of the hosts we run on) honours it. */
function reusePortWorks(version = process.versions.node): boolean {
  const [major, minor] = version.split(".").map(Number);
  return process.platform === "linux" && (major > 23 || (major === 23 && minor >= 1) || (major === 22 && minor >= 12));
}

/** Whether nothing listens on host:port now: the shared sockets below would otherwise join another server's port. */
function portFree(port: number, host: string): Promise<boolean> {
  if (port === 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/**
 * Listens on `sockets` listening sockets sharing one port (SO_REUSEPORT), the
 * extra ones handing every connection to `server`. libuv accepts one
 * connection per listening socket per event-loop turn (libuv PR #3696), so
 * while turns are long (a burst of renders) newcomers wait in the kernel's
 * accept queue for as many turns as there are connections ahead of them;
 * with N sockets the kernel spreads them and N are accepted per turn. One
 * socket in a cluster worker (the primary accepts there) and where reusePort
 * is not available.
 */
export async function listenWide(server: Server, port: number, host: string, sockets: number): Promise<void> {
  const wide = sockets > 1 && cluster.isPrimary && reusePortWorks() && (await portFree(port, host));
  if (!wide) {
    server.listen(port, host);
    return;
  }
  server.listen({ port, host, reusePort: true });
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const actual = (server.address() as net.AddressInfo).port;
  const extras = Array.from({ length: sockets - 1 }, () =>
    net
      .createServer({ noDelay: true }, (socket) => server.emit("connection", socket))
      .on("error", (error) => log.error({ err: error }, "extra listening socket failed"))
      .listen({ port: actual, host, reusePort: true }),
  );
  // Closing the server stops every socket accepting. Each net.Server counts only the connections it
  // accepted itself, so the callback (the drain's end) waits for the extra sockets' connections too.
  const close = server.close.bind(server);
  server.close = ((callback?: (error?: Error) => void) => {
    const extrasDone = Promise.all(extras.map((extra) => new Promise<void>((resolve) => extra.close(() => resolve()))));
    return close((error?: Error) => void extrasDone.then(() => callback?.(error)));
  }) as Server["close"];
}
