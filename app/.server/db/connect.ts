import fs from "node:fs";
import path from "node:path";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { acquireDataDirLock } from "./data-dir-lock";
import { settleRestore } from "./restore-aside";
import { startPgliteThread, type EmbeddedPglite } from "./pglite-thread";
import { embeddedDialect, SessionGate } from "./session-gate";
import type { Database } from "./types";
import { observeQuery } from "~/.server/ops/db-queries";
import { logger } from "~/.server/ops/logger";
import { oncePerProcess } from "~/.server/ops/once";
import { readOpsSettings } from "~/.server/ops/settings";

/**
 * PGlite runs a multi-statement script only through `exec` (Kysely's dialect
 * prepares statements); migrations use this runner when one is registered.
 */
export type ScriptRunner = (script: string) => Promise<void>;
const scriptRunners = new WeakMap<object, ScriptRunner>();
export const scriptRunnerFor = (db: object) => scriptRunners.get(db);

/** The PGlite (on its own thread) under an embedded Kysely, the gate its users share, and its data directory (null: in memory). */
export type Embedded = { pglite: EmbeddedPglite; gate: SessionGate; dataDir: string | null };
// On globalThis: the server (server.ts) opens the database, the Remix build (bundled apart) asks about it too.
const embedded = oncePerProcess("embedded-databases", () => new WeakMap<object, Embedded>());
export const embeddedFor = (db: object) => embedded.get(db);

/**
 * The embedded PostgreSQL's memory. PGlite starts PostgreSQL with its stock
 * shared_buffers (128 MB), and inside WebAssembly all of it is resident from
 * the start: with initdb's second instance on a first start that was most of
 * the server's 500-870 MB. The shop's whole database is a few MB, so 16 MB
 * of buffers holds it with room to spare (README "Operating in production").
 */
export const EMBEDDED_SHARED_BUFFERS = "16MB";
const EMBEDDED_SETTINGS = ["-c", `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`];

/** A Kysely over `DATABASE_URL` when given, else the embedded PostgreSQL (PGlite) persisted in `dataDir` (null: in memory). */
export function connect(options: { databaseUrl?: string; dataDir: string | null }): Kysely<Database> {
  if (options.databaseUrl) {
    // A server that stops answering fails a request in seconds instead of holding it forever.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
    // An idle connection the server drops (restart, failover) must not crash the process.
    pool.on("error", (error) => logger.error({ err: error }, "database: idle connection lost"));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: observeQuery });
  }
  let dir: string | null = null;
  let release = () => {};
  if (options.dataDir) {
    // Throws DataDirLockedError while another process owns the directory.
    release = acquireDataDirLock(options.dataDir);
    try {
      settleRestore(options.dataDir); // a db:restore cut off is refused, never opened as an empty database
    } catch (error) {
      release();
      throw error;
    }
    dir = path.resolve(options.dataDir, "pglite");
    fs.mkdirSync(dir, { recursive: true });
  }
  // A first start makes the database in a process of its own (decision 0048).
  const fresh = Boolean(dir) && !fs.existsSync(path.join(dir!, "PG_VERSION"));
  const pglite = startPgliteThread({ dir, settings: EMBEDDED_SETTINGS, fresh });
  const gate = new SessionGate(readOpsSettings().OVERLOAD_MAX_WAIT_MS);
  const dialect = embeddedDialect(pglite, gate);
  const db = new Kysely<Database>({
    log: observeQuery,
    dialect: {
      ...dialect,
      createDriver() {
        const driver = dialect.createDriver();
        return { ...driver, destroy: () => driver.destroy().finally(release) };
      },
    },
  });
  scriptRunners.set(db, (script) => gate.run(async () => void (await pglite.exec(script))));
  embedded.set(db, { pglite, gate, dataDir: options.dataDir });
  return db;
}
