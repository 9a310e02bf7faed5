import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { runMigrations } from "~/.server/db/migrate";
import { testDatabases } from "../../support/databases";

describe.each(testDatabases)("migrations on $name", (database) => {
  it("apply once, re-run as a no-op, and leave no public table without Row Level Security", async () => {
    const { db, close } = await database.open();
    try {
      expect(await runMigrations(db)).toEqual([]);
      const tables = await sql<{ relname: string; relrowsecurity: boolean }>`
        select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r'`.execute(db);
      expect(tables.rows.length).toBeGreaterThanOrEqual(15);
      expect(tables.rows.filter((t) => !t.relrowsecurity).map((t) => t.relname)).toEqual([]);
    } finally {
      await close();
    }
  });
});
