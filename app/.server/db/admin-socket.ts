import { logger } from "~/.server/ops/logger";
import { auditOperator } from "~/.server/backoffice/audit";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { EmbeddedPglite } from "./pglite-thread";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { dumpEmbedded } from "./backup";
import { sealBackup, type ShopBackup } from "./shop-backup";
import { embeddedFor, type Embedded } from "./connect";
import { adminSessionState } from "./admin-session-state";

/**
 * The running server's local admin channel for the embedded database, inside
 * DATA_DIR with mode 0600 (never on HTTP): `.s.PGSQL.5432` speaks the
 * PostgreSQL protocol (so `pg` and psql connect with host = DATA_DIR), and
 * `admin.sock` answers `backup` with a sealed backup (shop-backup.ts): a
 * pg_dump of the database and the files `backupFiles` gives (the storefront's store).
 */
export const ADMIN_PG_PORT = 5432;
export const pgSocketPath = (dataDir: string) => path.join(path.resolve(dataDir), `.s.PGSQL.${ADMIN_PG_PORT}`);
export const controlSocketPath = (dataDir: string) => path.join(path.resolve(dataDir), "admin.sock");
/** How long an admin client may sit idle inside a transaction while the shop waits for the session. */
export const ADMIN_IDLE_IN_TRANSACTION_MS = 10_000;

/** A PostgreSQL ErrorResponse, so psql and `pg` show the reason instead of a dropped connection. */
export function errorResponse(code: string, message: string): Buffer {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0\0`, "utf8");
  const head = Buffer.alloc(5);
  head.write("E", 0);
  head.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([head, fields]);
}

/** The files a backup holds beside the database, as they are now (the storefront's store). */
export type BackupFiles = () => ShopBackup["files"];

/** Starts both sockets; the returned function closes them (before the database closes). */
export async function serveAdminSockets({
  pglite,
  gate,
  dataDir,
  backupFiles = () => ({}),
}: Embedded & { dataDir: string; backupFiles?: BackupFiles }): Promise<() => Promise<void>> {
  const admin = Symbol("admin socket");
  const session = adminSessionState(pglite);
  let lastMessageType = 0;
  let running = 0;
  let clientGone = false;
  // Whether the admin client is back outside a transaction at the end of a protocol cycle
  // (simple query, Sync, Terminate or the startup packet), when the app may have its turn.
  const cycleEnds = () => [0x51, 0x53, 0x58, 0x00].includes(lastMessageType) || clientGone;
  // The admin gives the session back between its cycles, with its own state (settings, role, session user) taken
  // off and put back at its next turn, so nothing it set reaches a shop query (decision 0055). One step at a time.
  let steps: Promise<unknown> = Promise.resolve();
  const step = <T>(fn: () => Promise<T>): Promise<T> => {
    const next = steps.then(fn);
    steps = next.catch(() => undefined);
    return next;
  };
  const takeTurn = () =>
    step(async () => {
      if (gate.holds(admin)) return;
      await gate.enter(admin);
      await session.putBack();
    });
  const maybeLeave = () => {
    if (running > 0 || !gate.holds(admin) || pglite.isInTransaction() || !cycleEnds()) return;
    void step(async () => {
      if (running > 0 || !gate.holds(admin) || pglite.isInTransaction()) return;
      // Temporary tables, prepared statements, held cursors cannot be taken off: the admin keeps its turn.
      if (!(await session.takeOff(clientGone))) return;
      gate.leave(admin);
    }).catch((error: Error) => logger.error(`admin socket: could not give the session back: ${error.message}`));
  };
  const guarded = async <T>(fn: () => Promise<T>): Promise<T> => {
    await takeTurn();
    running++;
    try {
      return await fn();
    } finally {
      running--;
      maybeLeave();
    }
  };
  // pglite-socket runs each client message in db.runExclusive; this view of PGlite makes each of
  // them take the gate first, and its rollback on disconnect too.
  let lastActivity = Date.now();
  // Whatever an admin client set (settings, role, temporary tables, an open transaction) ends with it.
  // A step of its own, so no message of the client runs while it does.
  const cleanSession = (auditAction?: string) =>
    step(async () => {
      if (!gate.holds(admin)) await gate.enter(admin);
      running++;
      try {
        if (pglite.isInTransaction()) await pglite.exec("rollback");
        await session.reset();
        if (auditAction) await auditOperator((q, p) => pglite.query(q, p), "admin socket", { action: auditAction });
      } finally {
        running--;
      }
    })
      .catch((error: Error) => logger.error(`admin socket: session reset failed: ${error.message}`))
      .finally(maybeLeave);
  const view = new Proxy(pglite, {
    get(target, key, receiver) {
      if (key === "runExclusive") return <T>(fn: () => Promise<T>) => guarded(() => target.runExclusive(fn));
      if (key === "execProtocolRawStream")
        return (message: Uint8Array, options: Parameters<EmbeddedPglite["execProtocolRawStream"]>[1]) => {
          lastMessageType = message[0] ?? 0;
          lastActivity = Date.now();
          return target.execProtocolRawStream(message, options);
        };
      if (key === "exec") return (query: string) => guarded(() => target.exec(query));
      const value = Reflect.get(target, key, receiver) as unknown;
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });

  const pgPath = pgSocketPath(dataDir);
  const controlPath = controlSocketPath(dataDir);
  for (const file of [pgPath, controlPath]) fs.rmSync(file, { force: true }); // left by a killed owner
  const oldMask = process.umask(0o177);
  // pglite-socket calls waitReady, isInTransaction, exec, runExclusive and execProtocolRawStream alone.
  const pgServer = new PGLiteSocketServer({ db: view as unknown as PGlite, path: pgPath, maxConnections: 1 });
  try {
    await pgServer.start();
  } finally {
    process.umask(oldMask);
  }
  fs.chmodSync(pgPath, 0o600);
  const server = (pgServer as unknown as { server: net.Server }).server;
  // A second client is told why (pglite-socket would drop it silently, or answer outside the protocol).
  server.maxConnections = 16;
  let client: net.Socket | null = null;
  // Connections pass through here first; only the one admin client reaches pglite-socket, whose own
  // refusal ("Too many connections", outside the protocol) would otherwise race the message below.
  const pgliteListeners = server.listeners("connection") as Array<(socket: net.Socket) => void>;
  server.removeAllListeners("connection");
  server.on("connection", (socket: net.Socket) => {
    if (client) {
      socket.on("error", () => {});
      // Answer its startup message, not the bare connection: a reply sent and closed before the
      // client has written would reach it as EPIPE on that write instead of this message.
      const refuse = () =>
        socket.end(
          errorResponse(
            "53300",
            `another admin client (db:psql, db:migrate, grant-admin) is connected to this shop; try again when it has finished`,
          ),
        );
      socket.once("data", refuse);
      setTimeout(refuse, 1_000).unref();
      return;
    }
    client = socket;
    clientGone = false;
    lastMessageType = 0;
    lastActivity = Date.now();
    session.forget();
    void cleanSession("admin-socket.session");
    // Release the gate (after a clean session) when the client goes away in the middle of a cycle.
    socket.on("close", () => {
      client = null;
      clientGone = true;
      session.forget();
      void cleanSession();
    });
    for (const listener of pgliteListeners) listener.call(server, socket);
  });
  // An admin client idle in a transaction (or holding a temporary table) while the shop waits is ended, so the
  // shop keeps serving.
  const watchdog = setInterval(() => {
    if (!client || running > 0 || !gate.holds(admin) || !gate.contended) return;
    if (Date.now() - lastActivity < ADMIN_IDLE_IN_TRANSACTION_MS) return;
    const stale = client;
    stale.end(
      errorResponse(
        "25P03",
        `admin session ended: it kept a transaction open (or a temporary table) for ${ADMIN_IDLE_IN_TRANSACTION_MS / 1000} s while the shop waited; its changes were rolled back`,
      ),
    );
    setTimeout(() => stale.destroy(), 1000).unref();
  }, 1000);
  watchdog.unref();

  const control = net.createServer((socket) => {
    let request = "";
    socket.setEncoding("utf8");
    socket.on("data", async (chunk) => {
      request += chunk;
      if (!request.includes("\n")) return;
      const command = request.trim();
      if (command !== "backup") return void socket.end(`error unknown command ${JSON.stringify(command)}\n`);
      try {
        const database = await dumpEmbedded(pglite, gate);
        await gate.run(() =>
          auditOperator((q, p) => pglite.query(q, p), "admin socket", { action: "admin-socket.backup" }),
        );
        socket.end(`ok\n${sealBackup({ database, files: backupFiles() })}`);
      } catch (error) {
        socket.end(`error ${error instanceof Error ? error.message : String(error)}\n`);
      }
    });
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve, reject) => {
    const mask = process.umask(0o177);
    control.once("error", reject).listen(controlPath, () => {
      process.umask(mask);
      resolve();
    });
  });
  fs.chmodSync(controlPath, 0o600);

  return async () => {
    clearInterval(watchdog);
    await pgServer.stop();
    await new Promise<void>((resolve) => control.close(() => resolve()));
    for (const file of [pgPath, controlPath]) fs.rmSync(file, { force: true });
  };
}

/** Serves the admin sockets when `db` is the embedded database persisted in a directory; else does nothing. */
export async function serveAdminSocketsFor(
  db: object,
  options: { backupFiles?: BackupFiles } = {},
): Promise<() => Promise<void>> {
  const embedded = embeddedFor(db);
  if (!embedded?.dataDir) return async () => {};
  return serveAdminSockets({ ...embedded, dataDir: embedded.dataDir, ...options });
}
