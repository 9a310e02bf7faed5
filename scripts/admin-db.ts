/**
 * How an admin command reaches the shop's database: PostgreSQL at
 * DATABASE_URL directly; the embedded database through the running server's
 * local socket in DATA_DIR when a server owns the directory; else by opening
 * DATA_DIR itself (taking its lock, so a server cannot start meanwhile).
 */
import fs from "node:fs";
import path from "node:path";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { ADMIN_PG_PORT, pgSocketPath } from "../app/.server/db/admin-socket";
import { connect, embeddedFor, type Embedded } from "../app/.server/db/connect";
import { readLockOwner, type LockOwner } from "../app/.server/db/data-dir-lock";
import { parseEnv } from "../app/.server/env";
import type { Database } from "../app/.server/db/types";

export type AdminTarget =
  | { kind: "postgres"; databaseUrl: string }
  | { kind: "running-server"; dataDir: string; owner: LockOwner }
  | { kind: "own"; dataDir: string };

export function adminTarget(): AdminTarget {
  const config = parseEnv();
  if (config.DATABASE_URL) return { kind: "postgres", databaseUrl: config.DATABASE_URL };
  const dataDir = path.resolve(config.DATA_DIR);
  const owner = readLockOwner(dataDir);
  if (owner) {
    if (!fs.existsSync(pgSocketPath(dataDir)))
      throw new Error(
        `DATA_DIR ${dataDir} is in use by PID ${owner.pid} (${owner.command}), which serves no admin socket; wait for it to finish or stop it`,
      );
    return { kind: "running-server", dataDir, owner };
  }
  return { kind: "own", dataDir };
}

/** Connection settings for `pg` (and psql) to reach the target over PostgreSQL's protocol. */
export function pgConfig(target: Exclude<AdminTarget, { kind: "own" }>): pg.ClientConfig {
  return target.kind === "postgres"
    ? { connectionString: target.databaseUrl }
    : { host: target.dataDir, port: ADMIN_PG_PORT, user: "postgres", database: "postgres" };
}

/** A Kysely for the command, and its embedded parts when the command opened DATA_DIR itself. */
export function openAdminDb(target = adminTarget()): {
  db: Kysely<Database>;
  embedded?: Embedded;
  target: AdminTarget;
} {
  if (target.kind === "own") {
    const db = connect({ dataDir: target.dataDir });
    return { db, embedded: embeddedFor(db), target };
  }
  // One connection: the running server serves one admin session at a time.
  const pool = new pg.Pool({ ...pgConfig(target), max: 1, connectionTimeoutMillis: 10_000 });
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), target };
}

export function describeTarget(target: AdminTarget): string {
  if (target.kind === "postgres") return "PostgreSQL at DATABASE_URL";
  if (target.kind === "running-server") return `the running server (PID ${target.owner.pid}) on ${target.dataDir}`;
  return `the embedded database in ${target.dataDir}`;
}
