import { sql } from "kysely";
import { connect } from "~/.server/db/connect";
import { runMigrations } from "~/.server/db/migrate";

/**
 * Migrates a fresh database and adds a giveaway running now (the real clock:
 * a server started with NODE_ENV=production cannot be moved to the seeded
 * giveaway's dates), for tests that enter a giveaway on a production server.
 */
export async function seedRunningGiveaway(databaseUrl: string): Promise<void> {
  const db = connect({ databaseUrl, dataDir: null });
  try {
    await runMigrations(db);
    await sql`insert into public.campaigns (kind, title, description, starts_at, ends_at, prizes)
      values ('giveaway', 'Win a Test Hamper!', 'A giveaway running now, for this test.',
        now() - interval '1 hour', now() + interval '1 day', '[{"place":"Grand Prize","prize":"A hamper"}]'::jsonb)`.execute(
      db,
    );
  } finally {
    await db.destroy();
  }
}
