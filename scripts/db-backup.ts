/**
 * `npm run db:backup -- <file> [--with-secrets]`: writes a backup of
 * everything the shop stores in DATA_DIR (shop-backup.ts): the embedded
 * database as a plain-SQL pg_dump, the embedded storefront's carts, orders and
 * subscriptions, and with --with-secrets DATA_DIR's session secret. Through
 * the running server when there is one (the shop keeps serving), else by
 * opening DATA_DIR itself. With DATABASE_URL, use pg_dump.
 */
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { controlSocketPath } from "../app/.server/db/admin-socket";
import { dumpEmbedded } from "../app/.server/db/backup";
import { writeFlushed } from "../app/.server/db/restore-aside";
import { openBackup, sealBackup, SECRET_FILES, STOREFRONT_FILE, type ShopBackup } from "../app/.server/db/shop-backup";
import { readStoreSnapshot } from "../local-storefront/store";
import { adminTarget, openAdminDb } from "./admin-db";

const args = process.argv.slice(2);
const file = args.find((arg) => !arg.startsWith("-"));
const withSecrets = args.includes("--with-secrets");
if (!file || args.some((arg) => arg.startsWith("-") && arg !== "--with-secrets")) {
  console.error("Usage: npm run db:backup -- <file> [--with-secrets]");
  process.exit(2);
}

function askServer(dataDir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(controlSocketPath(dataDir), () => socket.write("backup\n"));
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      const reply = Buffer.concat(chunks).toString("utf8");
      if (reply.startsWith("ok\n")) resolve(reply.slice(3));
      else reject(new Error(reply.replace(/^error /, "").trim() || "the server closed the admin socket"));
    });
  });
}

/** The secrets kept in DATA_DIR (SESSION_SECRET set in the environment is the operator's to keep). */
function secrets(dataDir: string): ShopBackup["files"] {
  const found: ShopBackup["files"] = {};
  for (const name of SECRET_FILES) {
    const secretFile = path.join(dataDir, name);
    if (fs.existsSync(secretFile)) found[name] = fs.readFileSync(secretFile, "utf8");
  }
  return found;
}

try {
  const target = adminTarget();
  let backup: ShopBackup;
  if (target.kind === "postgres") {
    throw new Error(
      "DATABASE_URL is set: back up that PostgreSQL server with pg_dump (and restore with pg_restore or psql)",
    );
  } else if (target.kind === "running-server") {
    backup = openBackup(await askServer(target.dataDir));
  } else {
    const { db, embedded } = openAdminDb(target);
    try {
      await embedded!.pglite.waitReady;
      const store = readStoreSnapshot(target.dataDir); // the lock is ours: no store changes meanwhile
      backup = {
        database: await dumpEmbedded(embedded!.pglite, embedded!.gate),
        files: store === null ? {} : { [STOREFRONT_FILE]: store },
      };
    } finally {
      await db.destroy();
    }
  }
  if (withSecrets) backup.files = { ...backup.files, ...secrets(target.dataDir) };
  const text = sealBackup(backup);
  // Complete (end line there, checksum matching) before anything says so; written under a temporary
  // name, flushed and renamed, so <file> is never a part of a backup.
  openBackup(text);
  // Made new ("wx"), never opened through what stands at that name: in a shared folder another user's file or
  // link there would otherwise receive the backup (its secrets too) and keep its owner and mode.
  const temp = `${file}.partial`;
  fs.rmSync(temp, { force: true });
  writeFlushed(temp, text);
  fs.renameSync(temp, file);
  const held = ["the database", ...Object.keys(backup.files)].join(", ");
  console.log(`Wrote ${file} (${Buffer.byteLength(text)} bytes, checked complete): ${held}.`);
} catch (error) {
  console.error(`db:backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
