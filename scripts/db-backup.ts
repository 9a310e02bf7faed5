/**
 * `npm run db:backup -- <file>`: writes a plain-SQL pg_dump of the embedded
 * database to <file>, through the running server when there is one (the shop
 * keeps serving), else by opening DATA_DIR itself. With DATABASE_URL, use pg_dump.
 */
import fs from "node:fs";
import net from "node:net";
import { controlSocketPath } from "../app/.server/db/admin-socket";
import { dumpEmbedded } from "../app/.server/db/backup";
import { openSealedDump } from "../app/.server/db/dump-script";
import { adminTarget, openAdminDb } from "./admin-db";

const file = process.argv.slice(2).find((arg) => !arg.startsWith("-"));
if (!file) {
  console.error("Usage: npm run db:backup -- <file>");
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

try {
  const target = adminTarget();
  let dump: string;
  if (target.kind === "postgres") {
    throw new Error(
      "DATABASE_URL is set: back up that PostgreSQL server with pg_dump (and restore with pg_restore or psql)",
    );
  } else if (target.kind === "running-server") {
    dump = await askServer(target.dataDir);
  } else {
    const { db, embedded } = openAdminDb(target);
    try {
      await embedded!.pglite.waitReady;
      dump = await dumpEmbedded(embedded!.pglite, embedded!.gate);
    } finally {
      await db.destroy();
    }
  }
  // Complete (end line there, checksum matching) before anything says so; written under a temporary
  // name, flushed and renamed, so <file> is never a part of a dump.
  openSealedDump(dump);
  const temp = `${file}.partial`;
  const fd = fs.openSync(temp, "w", 0o600);
  try {
    fs.writeFileSync(fd, dump);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(temp, file);
  console.log(`Wrote ${file} (${Buffer.byteLength(dump)} bytes, checked complete).`);
} catch (error) {
  console.error(`db:backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
