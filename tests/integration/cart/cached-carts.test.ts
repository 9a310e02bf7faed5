import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cacheCartsOf } from "~/.server/cart/cached-carts";
import { createCartStore } from "~/.server/cart/store";
import { connect, embeddedFor } from "~/.server/db/connect";
import { runMigrations } from "~/.server/db/migrate";
import type { Database } from "~/.server/db/types";
import { addLine } from "~/lib/cart/rules";

/**
 * On the embedded database (one writer: this process) carts are read from
 * memory: every page a shopper opens with a cart cookie reads the cart, and
 * each read was a query in the database's single queue. What a write commits
 * is what the next read sees; a read that overlaps a write keeps nothing.
 */
describe("carts kept in memory on the embedded database", () => {
  let db: Kysely<Database>;
  beforeAll(async () => {
    db = connect({ dataDir: null });
    await runMigrations(db);
    cacheCartsOf(db);
  }, 120_000);
  afterAll(() => db?.destroy());

  const variant = (n: number) => `gid://shopify/ProductVariant/${n}`;
  /** Changes the row behind the store's back (as an admin's psql would): what a read returns then says where it came from. */
  const overwriteRow = (id: string, lines: unknown[]) =>
    sql`update cart_sessions set data = ${JSON.stringify({ lines })}::jsonb where id = ${id}::uuid`.execute(db);

  it("answers reads from what the last write committed, without the database", async () => {
    const store = createCartStore(db);
    const { id } = await store.update(null, (cart) => addLine(cart, variant(1)));
    await overwriteRow(id, []);
    expect((await store.read(id)).lines.map((l) => l.merchandiseId)).toEqual([variant(1)]);

    // Another store on the same database (the cart action and the page cache are bundled apart) sees a write at once.
    const second = await store.update(null, (cart) => addLine(addLine(cart, variant(1)), variant(2)));
    await overwriteRow(second.id, []);
    expect((await createCartStore(db).read(second.id)).lines.map((l) => l.merchandiseId)).toEqual([
      variant(1),
      variant(2),
    ]);
  });

  it("hands out copies: a caller changing what it read changes no one else's cart", async () => {
    const store = createCartStore(db);
    const { id } = await store.update(null, (cart) => addLine(cart, variant(3)));
    const read = await store.read(id);
    read.lines.push({ merchandiseId: variant(4), quantity: 1 });
    expect((await store.read(id)).lines).toHaveLength(1);
  });

  it("keeps nothing from a read that overlapped a write, and loses no line when writes race", async () => {
    const store = createCartStore(db);
    const { id } = await store.update(null, (cart) => addLine(cart, variant(5)));
    await overwriteRow(id, [{ merchandiseId: variant(5), quantity: 1 }]);
    const fresh = createCartStore(db);
    // Reads and writes interleaved in the database's queue: the last read after them all must show every line.
    await Promise.all([
      ...Array.from({ length: 5 }, (_, i) => fresh.update(id, (cart) => addLine(cart, variant(10 + i)))),
      ...Array.from({ length: 5 }, () => fresh.read(id)),
    ]);
    const lines = (await fresh.read(id)).lines.map((l) => l.merchandiseId).sort();
    expect(lines).toEqual([variant(5), ...Array.from({ length: 5 }, (_, i) => variant(10 + i))].sort());
    const { rows } = await sql<{
      data: { lines: unknown[] };
    }>`select data from cart_sessions where id = ${id}::uuid`.execute(db);
    expect(rows[0].data.lines).toHaveLength(6);
  });

  it("changes a cart it holds in one statement, never over a change made behind its back", async () => {
    const store = createCartStore(db);
    const { id } = await store.update(null, (cart) => addLine(cart, variant(20)));
    const pglite = embeddedFor(db)!.pglite;
    const sent = pglite.requestsSent;
    await store.update(id, (cart) => addLine(cart, variant(21)));
    // No transaction: each crossing to the database thread held the one session across a turn of the busy loop.
    expect(pglite.requestsSent - sent).toBe(1);

    await overwriteRow(id, [{ merchandiseId: variant(30), quantity: 2 }]);
    await store.update(id, (cart) => addLine(cart, variant(22)));
    const { rows } = await sql<{ data: { lines: Array<{ merchandiseId: string }> } }>`
      select data from cart_sessions where id = ${id}::uuid`.execute(db);
    expect(rows[0].data.lines.map((l) => l.merchandiseId)).toEqual([variant(30), variant(22)]);
  });

  it("is off for a database it was not asked for (a PostgreSQL server other hosts write too)", async () => {
    const other = connect({ dataDir: null });
    try {
      await runMigrations(other);
      const store = createCartStore(other);
      const { id } = await store.update(null, (cart) => addLine(cart, variant(6)));
      await sql`update cart_sessions set data = ${JSON.stringify({ lines: [] })}::jsonb where id = ${id}::uuid`.execute(
        other,
      );
      expect((await store.read(id)).lines).toEqual([]);
    } finally {
      await other.destroy();
    }
  }, 120_000);
});
