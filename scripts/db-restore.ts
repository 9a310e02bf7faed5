/**
 * `npm run db:restore -- <file>`: loads a dump made by `npm run db:backup`
 * into DATA_DIR, which must be empty of a database and not in use (no server
 * running on it), and must be complete (db:backup's end line and checksum).
 * Refuses otherwise and changes nothing.
 */
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { auditOperator } from "../app/.server/backoffice/audit";
import { restoreEmbedded } from "../app/.server/db/backup";
import { openSealedDump } from "../app/.server/db/dump-script";
import { acquireDataDirLock } from "../app/.server/db/data-dir-lock";
import { parseEnv } from "../app/.server/env";

const file = process.argv.slice(2).find((arg) => !arg.startsWith("-"));
if (!file) {
  console.error("Usage: npm run db:restore -- <file>");
  process.exit(2);
}

let release = () => {};
const config = parseEnv();
try {
  if (config.DATABASE_URL)
    throw new Error("DATABASE_URL is set: restore that PostgreSQL server with pg_restore or psql");
  const dump = fs.readFileSync(file, "utf8");
  openSealedDump(dump); // a cut-off or damaged dump is refused before DATA_DIR is touched
  const dataDir = path.resolve(config.DATA_DIR);
  release = acquireDataDirLock(dataDir);
  const pgliteDir = path.join(dataDir, "pglite");
  if (fs.existsSync(pgliteDir) && fs.readdirSync(pgliteDir).length > 0)
    throw new Error(`DATA_DIR ${dataDir} already holds a database; restore into an empty DATA_DIR`);
  const pglite = new PGlite(pgliteDir);
  try {
    await restoreEmbedded(pglite, dump);
    // A dump from before the audit log (migration 0010) has nowhere to hold the line: its log line says so.
    await auditOperator((q, p) => pglite.query(q, p), "db:restore", {
      action: "db.restore",
      subject: path.basename(file),
    });
  } catch (error) {
    await pglite.close().catch(() => undefined);
    fs.rmSync(pgliteDir, { recursive: true, force: true }); // nothing half-restored is left behind
    throw error;
  }
  await pglite.close();
  console.log(`Restored ${file} into ${dataDir}.`);
} catch (error) {
  console.error(`db:restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  release();
}
