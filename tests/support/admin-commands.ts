import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { ADMIN_PG_PORT } from "~/.server/db/admin-socket";

/**
 * The operator's commands (`npm run db:backup`, `db:restore`) as processes of
 * their own on a DATA_DIR, as `npm run` starts them, and SQL on a running
 * shop's database through its admin socket.
 */
export function adminCommand(script: "db-backup" | "db-restore", args: string[], dataDir: string): ChildProcess {
  const { DATABASE_URL: _outside, ...env } = process.env;
  return spawn(process.execPath, ["--import", "tsx", `scripts/${script}.ts`, ...args], {
    env: { ...env, NODE_ENV: "production", DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** Runs the command to its end: its exit code and what it printed. */
export async function runAdminCommand(script: "db-backup" | "db-restore", args: string[], dataDir: string) {
  const child = adminCommand(script, args, dataDir);
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  return { code, output };
}

/** Every row of every base table of the shop's schemas (public, auth), each table in a stable order. */
export async function allRows(dataDir: string): Promise<Record<string, unknown[]>> {
  const client = new pg.Client({ host: dataDir, port: ADMIN_PG_PORT, user: "postgres", database: "postgres" });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
        where table_schema in ('public', 'auth') and table_type = 'BASE TABLE' order by 1`,
    );
    const rows: Record<string, unknown[]> = {};
    for (const { name } of tables.rows)
      rows[name] = (await client.query(`select * from ${name} order by to_jsonb(${name.split(".")[1]})::text`)).rows;
    return rows;
  } finally {
    await client.end();
  }
}

/** Temporary folders for one test file: `make(prefix)` one, `removeAll()` in afterAll. */
export function tempDirs() {
  const dirs: string[] = [];
  return {
    make(prefix: string) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
      dirs.push(dir);
      return dir;
    },
    removeAll: () => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })),
  };
}
