/**
 * `npm run db:restore -- <file>`: loads a backup made by `npm run db:backup`
 * (the database, the embedded storefront's store, any secrets it holds) into
 * DATA_DIR, which must hold no shop yet and not be in use (no server running
 * on it), and the backup must be complete (db:backup's end line and
 * checksum). All or nothing: it is built aside in DATA_DIR/.restore and
 * renamed into place once whole (restore-aside.ts). Refuses otherwise and
 * changes nothing.
 */
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { auditOperator } from "../app/.server/backoffice/audit";
import { restoreEmbedded } from "../app/.server/db/backup";
import { acquireDataDirLock } from "../app/.server/db/data-dir-lock";
import { makeDataDirPrivate } from "../app/.server/db/private-data-dir";
import {
  finishRestore,
  markRestoreComplete,
  restoreAsidePath,
  settleRestore,
  writeAside,
} from "../app/.server/db/restore-aside";
import { openBackup, STOREFRONT_FILE } from "../app/.server/db/shop-backup";
import { parseEnv } from "../app/.server/env";

const file = process.argv.slice(2).find((arg) => !arg.startsWith("-"));
if (!file) {
  console.error("Usage: npm run db:restore -- <file>");
  process.exit(2);
}

/** What in DATA_DIR a restore would replace: a database, a storefront store, or a secret the backup holds. */
function occupied(dataDir: string, names: string[]): string[] {
  const pgliteDir = path.join(dataDir, "pglite");
  const found = fs.existsSync(pgliteDir) && fs.readdirSync(pgliteDir).length > 0 ? ["a database (pglite)"] : [];
  for (const name of [STOREFRONT_FILE, `${STOREFRONT_FILE}.journal`, ...names])
    if (fs.existsSync(path.join(dataDir, name)) && !found.includes(name)) found.push(name);
  return found;
}

let release = () => {};
let building = false; // this run's folder aside, until it is marked complete
const config = parseEnv();
try {
  if (config.DATABASE_URL)
    throw new Error("DATABASE_URL is set: restore that PostgreSQL server with pg_restore or psql");
  // A cut-off or damaged backup is refused before DATA_DIR is touched.
  const backup = openBackup(fs.readFileSync(file, "utf8"));
  const dataDir = path.resolve(config.DATA_DIR);
  release = acquireDataDirLock(dataDir);
  settleRestore(dataDir, { discardUnfinished: true }); // an earlier one cut off: start over
  const names = Object.keys(backup.files);
  const there = occupied(dataDir, names);
  if (there.length > 0)
    throw new Error(`DATA_DIR ${dataDir} already holds ${there.join(", ")}; restore into an empty DATA_DIR`);

  const aside = restoreAsidePath(dataDir);
  fs.mkdirSync(aside, { mode: 0o700 });
  building = true;
  const pglite = new PGlite(path.join(aside, "pglite"));
  try {
    await restoreEmbedded(pglite, backup.database);
    // A dump from before the audit log (migration 0010) has nowhere to hold the line: its log line says so.
    await auditOperator((q, p) => pglite.query(q, p), "db:restore", {
      action: "db.restore",
      subject: path.basename(file),
    });
  } finally {
    await pglite.close().catch(() => undefined);
  }
  for (const [name, text] of Object.entries(backup.files)) writeAside(dataDir, name, text);
  makeDataDirPrivate(aside); // PGlite writes its files with modes of its own
  markRestoreComplete(dataDir);
  building = false;
  finishRestore(dataDir);
  console.log(`Restored ${file} into ${dataDir}: the database${names.length ? `, ${names.join(", ")}` : ""}.`);
} catch (error) {
  console.error(`db:restore failed: ${error instanceof Error ? error.message : String(error)}`);
  // Nothing half-made is left behind: what this run built aside goes (a complete one is finished by the next owner).
  if (building) fs.rmSync(restoreAsidePath(config.DATA_DIR), { recursive: true, force: true });
  process.exitCode = 1;
} finally {
  release();
}
