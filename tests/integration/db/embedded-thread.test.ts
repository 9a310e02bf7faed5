import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, embeddedFor } from "~/.server/db/connect";
import { runMigrations } from "~/.server/db/migrate";
import type { Database } from "~/.server/db/types";

/**
 * Issue #32 (decision 0029): the embedded database works on its own thread,
 * so the server's event loop keeps turning (accepts, /healthz, other
 * requests) while a query runs; what crosses back keeps PostgreSQL's fields.
 */
describe("the embedded database's thread", () => {
  let db: Kysely<Database>;
  beforeAll(async () => {
    db = connect({ dataDir: null });
    await runMigrations(db);
  }, 60_000);
  afterAll(() => db?.destroy());

  it("lets the event loop turn while a long query runs", async () => {
    let queryDone = false;
    // Hundreds of milliseconds of WebAssembly; a timer due in 1 ms waits for all of it on the main thread.
    const query = sql`select count(*) from generate_series(1, 2000000)`.execute(db).then((result) => {
      queryDone = true;
      return result;
    });
    await new Promise((resolve) => setTimeout(resolve, 1));
    expect(queryDone).toBe(false);
    expect((await query).rows).toEqual([{ count: 2000000 }]);
  });

  it("hands back PostgreSQL's error fields", async () => {
    await sql`create temporary table thread_probe (slug text constraint thread_probe_slug_key unique)`.execute(db);
    await sql`insert into thread_probe values ('a')`.execute(db);
    const error = await sql`insert into thread_probe values ('a')`.execute(db).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      code: "23505",
      constraint: "thread_probe_slug_key",
      detail: "Key (slug)=(a) already exists.",
      message: expect.stringContaining("duplicate key value violates unique constraint"),
    });
  });

  it("tells whether the session is inside a transaction", async () => {
    const pglite = embeddedFor(db)!.pglite;
    const seen = await db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      return pglite.isInTransaction();
    });
    expect(seen).toBe(true);
    expect(pglite.isInTransaction()).toBe(false);
  });
});
