import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { promisify } from "node:util";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { MIGRATIONS_DIR } from "~/.server/db/migrate";

/**
 * Several workers and hosts start at once against one PostgreSQL: four real
 * `npm run db:migrate` processes (the same runMigrations every worker runs at
 * boot) on one fresh database. Each migration must be applied exactly once,
 * and no process may fail.
 */
const url = process.env.TEST_DATABASE_URL;
const run = promisify(execFile);

async function query<T extends pg.QueryResultRow>(connectionString: string, text: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

describe.skipIf(!url)("migrations started by four processes at once", () => {
  it("applies each migration once, with no process failing", { timeout: 240_000 }, async () => {
    const name = `biolife_migrate_${randomBytes(5).toString("hex")}`;
    await query(url!, `create database ${name}`);
    const target = new URL(url!);
    target.pathname = `/${name}`;
    try {
      const runs = await Promise.allSettled(
        Array.from({ length: 4 }, () =>
          run(process.execPath, ["--import", "tsx", "scripts/db-migrate.ts"], {
            env: { ...process.env, DATABASE_URL: target.toString() },
            timeout: 180_000,
          }),
        ),
      );
      const failures = runs.flatMap((r) => (r.status === "rejected" ? [String(r.reason)] : []));
      expect(failures).toEqual([]);
      const outputs = runs.map((r) => (r.status === "fulfilled" ? r.value.stdout : ""));
      const appliedBy = outputs.map((out) => /Applied \d+ migration\(s\): (.*)/.exec(out)?.[1]?.split(", ") ?? []);
      const files = fs
        .readdirSync(MIGRATIONS_DIR)
        .filter((f) => f.endsWith(".sql"))
        .sort();
      expect(appliedBy.flat().sort()).toEqual(files);
      expect(outputs.filter((out) => out.includes("Database is up to date.")).length).toBe(
        appliedBy.filter((a) => a.length === 0).length,
      );
      const recorded = await query<{ name: string; times: string }>(
        target.toString(),
        "select name, count(*) as times from public.schema_migrations group by name order by name",
      );
      expect(recorded).toEqual(files.map((file) => ({ name: file, times: "1" })));
    } finally {
      await query(url!, `drop database if exists ${name} with (force)`);
    }
  });
});
