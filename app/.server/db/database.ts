import type { Kysely } from "kysely";
import { env } from "~/.server/env";
import { connect } from "./connect";
import { runMigrations } from "./migrate";
import { runSeed } from "./seed";
import type { Database } from "./types";

/**
 * The process-wide database, migrated before first use. Kept on globalThis
 * so the server entry and the Remix build share one connection (PGlite
 * allows one).
 */
const KEY = Symbol.for("biolife.db");

export function getDb(): Promise<Kysely<Database>> {
  const scope = globalThis as Record<symbol, Promise<Kysely<Database>> | undefined>;
  return (scope[KEY] ??= (async () => {
    const config = env();
    const db = connect({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
    const applied = await runMigrations(db);
    if (applied.length) console.log(`database: applied ${applied.join(", ")}`);
    // Development rows for the embedded database only; a configured server gets its data from its owner.
    if (!config.DATABASE_URL) await runSeed(db);
    return db;
  })().catch((error) => {
    scope[KEY] = undefined;
    throw error;
  }));
}

/** Closes the process's database (pool or PGlite) once the server has finished its requests. */
export async function closeDb(): Promise<void> {
  const scope = globalThis as Record<symbol, Promise<Kysely<Database>> | undefined>;
  const opened = scope[KEY];
  scope[KEY] = undefined;
  if (opened) await (await opened.catch(() => null))?.destroy();
}
