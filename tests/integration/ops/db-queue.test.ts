import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect } from "~/.server/db/connect";
import type { Database } from "~/.server/db/types";

/**
 * The embedded database (PGlite) runs one query at a time (on its own
 * thread, decision 0029). Under mixed load requests wait in its queue: the
 * queue must let the event loop turn (connections accepted, probes answered)
 * while it is long.
 */

describe("the embedded database's queue", () => {
  let db: Kysely<Database>;
  beforeAll(async () => {
    db = connect({ dataDir: null });
    await sql`select 1`.execute(db);
  }, 60_000);
  afterAll(() => db?.destroy());

  // A query that keeps PGlite busy for a few milliseconds.
  const busyQuery = () => sql`select count(*) from generate_series(1, 30000)`.execute(db);

  it("lets the event loop turn while a long queue of queries runs", async () => {
    // Warm, then timed: the queue's length follows from one query's time on this machine.
    const times: number[] = [];
    for (let i = 0; i < 4; i++) {
      const started = performance.now();
      await busyQuery();
      times.push(performance.now() - started);
    }
    const oneQueryMs = times.sort((a, b) => a - b)[1];
    const queries = Array.from({ length: Math.max(30, Math.ceil(2000 / oneQueryMs)) }, busyQuery);
    const queuedAt = performance.now();
    // A timer due now stands for an accept, a probe or a request's socket waiting for the loop.
    const timerLateMs = await new Promise<number>((resolve) =>
      setTimeout(() => resolve(performance.now() - queuedAt), 0),
    );
    const allDoneMs = await Promise.all(queries).then(() => performance.now() - queuedAt);
    // Handed on in microtasks alone, the whole queue ran before the timer; now a few queries at most do.
    expect(timerLateMs).toBeLessThan(Math.max(150, 5 * oneQueryMs));
    expect(timerLateMs).toBeLessThan(allDoneMs / 4);
  }, 60_000);
});
