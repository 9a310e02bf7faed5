import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymous, asUser, asUserOnce } from "~/.server/db/as-user";
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

  /**
   * Under load every crossing to the database thread waits for a turn of the
   * server's busy event loop while the transaction holds the one session, so
   * a transaction's begin rides on its first statement and acting as a user
   * sets claims and role in one statement.
   */
  it("opens a transaction without a crossing of its own, and acts as a user in one more", async () => {
    const pglite = embeddedFor(db)!.pglite;
    let sent = pglite.requestsSent;
    await db.transaction().execute((trx) => sql`select 1`.execute(trx));
    expect(pglite.requestsSent - sent).toBe(2); // the statement with its begin, the commit

    sent = pglite.requestsSent;
    const role = await asUser(db, anonymous, (trx) => sql<{ role: string }>`select current_user as role`.execute(trx));
    expect(role.rows[0].role).toBe("anon");
    expect(pglite.requestsSent - sent).toBe(3); // claims and role with the begin, the statement, the commit
  });

  it("keeps a deferred begin a real transaction: a failure rolls back what came before it", async () => {
    await sql`create temporary table deferred_probe (n int primary key)`.execute(db);
    const failed = await db
      .transaction()
      .execute(async (trx) => {
        expect(embeddedFor(db)!.pglite.isInTransaction()).toBe(true);
        await sql`insert into deferred_probe values (1)`.execute(trx);
        await sql`insert into deferred_probe values (1)`.execute(trx);
      })
      .catch((error: unknown) => error);
    expect(failed).toMatchObject({ code: "23505" });
    expect((await sql`select n from deferred_probe`.execute(db)).rows).toEqual([]);
    expect(embeddedFor(db)!.pglite.isInTransaction()).toBe(false);
  });

  /** Decision 0037: waiting for a turn of the server's busy event loop between statements held the session for every query. */
  it("runs the connections' statements one after another without a turn of this thread between them", async () => {
    const answered: number[] = [];
    let turns = 0;
    const queries = Array.from({ length: 20 }, (_, i) =>
      sql<{ n: number }>`select ${i}::int as n`.execute(db).then(() => answered.push(turns)),
    );
    // Each connection's statement is sent at once: a busy loop here no longer holds the others back.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const until = performance.now() + 100;
    while (performance.now() < until) {
      /* the event loop is busy */
    }
    const counting = setInterval(() => (turns += 1), 0);
    await Promise.all(queries);
    clearInterval(counting);
    expect(answered).toHaveLength(20);
    expect(Math.max(...answered)).toBeLessThanOrEqual(1);
  });

  it("keeps another connection's statement out of an open transaction", async () => {
    await sql`create temporary table owner_probe (name text)`.execute(db);
    let outsideDone = false;
    const outside = db.transaction().execute(async (trx) => {
      await sql`insert into owner_probe values ('inside')`.execute(trx);
      // While this transaction waits on the event loop, another connection's insert is sent.
      void sql`insert into owner_probe values ('outside')`.execute(db).then(() => (outsideDone = true));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(outsideDone).toBe(false);
      throw new Error("roll back");
    });
    await expect(outside).rejects.toThrow("roll back");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await sql<{ name: string }>`select name from owner_probe`.execute(db)).rows).toEqual([{ name: "outside" }]);
  });

  it("acts as a user for one statement in one crossing, and leaves no transaction open when it fails", async () => {
    const pglite = embeddedFor(db)!.pglite;
    const sent = pglite.requestsSent;
    const role = await asUserOnce(db, anonymous, sql<{ role: string }>`select current_user as role`.compile(db));
    expect(role.rows).toEqual([{ role: "anon" }]);
    expect(pglite.requestsSent - sent).toBe(1);

    // The role applies: the visitor may not read the accounts.
    const refused = await asUserOnce(db, anonymous, sql`select * from auth.users`.compile(db)).catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: "42501" });
    expect(pglite.isInTransaction()).toBe(false);
    expect((await sql<{ role: string }>`select current_user as role`.execute(db)).rows[0].role).not.toBe("anon");
  });
});
