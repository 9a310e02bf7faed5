/**
 * `npm run db:migrate`: applies pending supabase/migrations to DATABASE_URL
 * (or the embedded database in DATA_DIR), each once, and says what it did.
 * Stop the server first when it uses the embedded database: PGlite is single-process.
 */
import { connect } from "../app/.server/db/connect";
import { runMigrations } from "../app/.server/db/migrate";
import { parseEnv } from "../app/.server/env";

const config = parseEnv();
const db = connect({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  const applied = await runMigrations(db);
  console.log(applied.length ? `Applied ${applied.length} migration(s): ${applied.join(", ")}` : "Database is up to date.");
} catch (error) {
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
