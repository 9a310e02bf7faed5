import fs from "node:fs";
import path from "node:path";
import { sql, type Kysely } from "kysely";
import { scriptRunnerFor } from "./connect";

/** supabase/migrations: the one schema for the embedded database, any PostgreSQL and a Supabase project. */
export const MIGRATIONS_DIR = path.resolve(process.cwd(), "supabase/migrations");

/**
 * The advisory lock every migrating process takes ("BioL"): advisory locks
 * are per database, so this key is free for the shop's own use.
 */
export const MIGRATION_LOCK_KEY = 0x42696f4c;

/**
 * Applies every migration not yet recorded in public.schema_migrations, in
 * name order, each in its own transaction. Returns the names applied.
 *
 * Workers and hosts that start at once each run this: on a PostgreSQL server
 * they queue on a session advisory lock and read what is done only once they
 * hold it, so each migration runs once. The lock goes with the connection, so
 * a process killed mid-migration frees it. The embedded database needs no
 * lock: one process owns its data directory.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function runMigrations(db: Kysely<any>, dir = MIGRATIONS_DIR): Promise<string[]> {
  if (scriptRunnerFor(db)) return applyPending(db, dir);
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`.execute(connection);
    try {
      return await applyPending(connection, dir);
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.execute(connection).catch(() => undefined);
    }
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function applyPending(db: Kysely<any>, dir: string): Promise<string[]> {
  await sql`create table if not exists public.schema_migrations (name text primary key, applied_at timestamptz not null default now())`.execute(
    db,
  );
  await sql`alter table public.schema_migrations enable row level security`.execute(db);
  const done = new Set(
    (await sql<{ name: string }>`select name from public.schema_migrations`.execute(db)).rows.map((r) => r.name),
  );
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const text = fs.readFileSync(path.join(dir, file), "utf8");
    const record = `insert into public.schema_migrations (name) values ('${file.replaceAll("'", "''")}');`;
    const runScript = scriptRunnerFor(db);
    if (runScript) {
      try {
        await runScript(`begin;\n${text}\n;${record}\ncommit;`);
      } catch (error) {
        await runScript("rollback;").catch(() => undefined);
        throw error;
      }
    } else {
      // node-postgres sends a parameterless query as a simple query, which may hold many statements.
      await db.transaction().execute(async (trx) => {
        await sql.raw(`${text}\n;${record}`).execute(trx);
      });
    }
    applied.push(file);
  }
  return applied;
}
