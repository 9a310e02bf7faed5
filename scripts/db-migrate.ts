/**
 * `npm run db:migrate`: applies pending supabase/migrations to DATABASE_URL
 * (or the embedded database in DATA_DIR, through the running server when there
 * is one), each once, and says what it did.
 */
import { runMigrations } from "../app/.server/db/migrate";
import { openAdminDb } from "./admin-db";

let opened: ReturnType<typeof openAdminDb> | undefined;
try {
  opened = openAdminDb();
  const applied = await runMigrations(opened.db);
  console.log(
    applied.length ? `Applied ${applied.length} migration(s): ${applied.join(", ")}` : "Database is up to date.",
  );
} catch (error) {
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await opened?.db.destroy();
}
