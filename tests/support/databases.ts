import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import pg from "pg";
import { connect } from "~/.server/db/connect";
import { runMigrations } from "~/.server/db/migrate";
import type { Database } from "~/.server/db/types";

/**
 * The databases the data tests run on: an in-memory PGlite always, and a
 * fresh database on the PostgreSQL server at TEST_DATABASE_URL when set.
 */
export interface TestDatabase {
  name: string;
  open(): Promise<{ db: Kysely<Database>; close(): Promise<void> }>;
}

const pglite: TestDatabase = {
  name: "pglite",
  async open() {
    const db = connect({ dataDir: null });
    await runMigrations(db);
    return { db, close: () => db.destroy() };
  },
};

function postgres(url: string): TestDatabase {
  return {
    name: "postgres",
    async open() {
      const name = `biolife_test_${randomBytes(5).toString("hex")}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const target = new URL(url);
      target.pathname = `/${name}`;
      const db = connect({ databaseUrl: target.toString(), dataDir: null });
      await runMigrations(db);
      return {
        db,
        async close() {
          await db.destroy();
          const drop = new pg.Client({ connectionString: url });
          await drop.connect();
          await drop.query(`drop database if exists ${name} with (force)`);
          await drop.end();
        },
      };
    },
  };
}

export const testDatabases: TestDatabase[] = [
  pglite,
  ...(process.env.TEST_DATABASE_URL ? [postgres(process.env.TEST_DATABASE_URL)] : []),
];
