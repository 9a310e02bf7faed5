import type { Kysely } from "kysely";
import { cacheCartsOf } from "~/.server/cart/cached-carts";
import { connect } from "./connect";
import { runMigrations } from "./migrate";
import { runSeed } from "./seed";
import type { Database } from "./types";
import { logger } from "~/.server/ops/logger";

export interface DatabaseOptions {
  /** A PostgreSQL server; unset: the embedded database (PGlite) in `dataDir` (null: in memory). */
  databaseUrl?: string;
  dataDir: string | null;
  log?: Pick<Console, "log">;
}

/** The shop's database: opened and migrated on first use, closed once at shutdown. */
export interface DatabaseHandle {
  get(): Promise<Kysely<Database>>;
  close(): Promise<void>;
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  const log = options.log ?? { log: (line: string) => logger.info(line) };
  let opened: Promise<Kysely<Database>> | undefined;
  return {
    get() {
      return (opened ??= (async () => {
        const db = connect({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
        const applied = await runMigrations(db);
        if (applied.length) log.log(`database: applied ${applied.join(", ")}`);
        // Development rows for the embedded database only; a configured server gets its data from its owner.
        if (!options.databaseUrl) {
          await runSeed(db);
          // This process alone writes the embedded database (the DATA_DIR lock): carts can be kept in memory.
          cacheCartsOf(db);
        }
        return db;
      })().catch((error) => {
        opened = undefined;
        throw error;
      }));
    },
    async close() {
      const current = opened;
      opened = undefined;
      if (current) await (await current.catch(() => null))?.destroy();
    },
  };
}
