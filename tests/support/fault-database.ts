import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * A fresh database on the PostgreSQL server at TEST_DATABASE_URL that a test
 * can take down (no new connections, open ones terminated) and bring back.
 */
export const FAULT_DATABASE_SERVER = process.env.TEST_DATABASE_URL;

async function admin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function createFaultDatabase(serverUrl: string) {
  const name = `biolife_fault_${randomBytes(5).toString("hex")}`;
  await admin(serverUrl, (c) => c.query(`create database ${name}`));
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  const url = target.toString();
  return {
    url,
    async query<R extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
      return admin(url, (c) => c.query<R>(text, values)).then((r) => r.rows);
    },
    async takeDown() {
      await admin(serverUrl, async (c) => {
        await c.query(`alter database ${name} allow_connections false`);
        await c.query(
          `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
          [name],
        );
      });
    },
    async bringBack() {
      await admin(serverUrl, (c) => c.query(`alter database ${name} allow_connections true`));
    },
    async drop() {
      await admin(serverUrl, async (c) => {
        await c.query(`alter database ${name} allow_connections true`);
        await c.query(`drop database if exists ${name} with (force)`);
      });
    },
  };
}
