import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from "kysely";
import type { EmbeddedPglite } from "./pglite-thread";
import { metrics } from "~/.server/ops/metrics";
import { currentRoute } from "~/.server/ops/context";

/**
 * PGlite is one PostgreSQL session. The app's connections share it: each is
 * a session number its statements carry, and the database thread runs them in
 * arrival order while none has a transaction open, and only the owner's while
 * one has (pglite-worker.ts). So a statement never waits for a turn of this
 * thread's event loop between two others (decision 0037). Admin clients on
 * the local socket, backups and migration scripts take the session alone
 * through this gate: from their first message until they are back outside a
 * transaction, with no app connection open meanwhile, so neither side's
 * statements land inside the other's transaction. An app connection waits
 * for such a holder no longer than the overload policy's wait
 * (OVERLOAD_MAX_WAIT_MS): then it fails with DatabaseBusyError, which the
 * shop answers as it answers a database it cannot reach, so a backup or an
 * admin's open transaction never stalls a page past that wait.
 */
export class DatabaseBusyError extends Error {
  constructor(waitedMs: number) {
    super(`the database is held by an admin command; gave up after ${waitedMs} ms`);
    this.name = "DatabaseBusyError";
  }
}

export class SessionGate {
  /** @param shareWaitMs How long an app connection waits for the session held alone before DatabaseBusyError. */
  constructor(private readonly shareWaitMs = Infinity) {}

  #holder: symbol | null = null;
  #shared = 0;
  /** In arrival order; `who` null: an app connection. */
  #waiting: Array<{ who: symbol | null; resolve: () => void }> = [];
  /** An app connection gave up waiting (DatabaseBusyError) since the holder took the session. */
  #turnedAway = false;

  /** Takes the session alone (an admin client, a backup, a script). */
  async enter(who: symbol): Promise<void> {
    if (this.#holder === who) return;
    if (this.#holder === null && this.#shared === 0 && this.#waiting.length === 0) {
      this.#holder = who;
      this.#turnedAway = false;
      return;
    }
    await new Promise<void>((resolve) => this.#waiting.push({ who, resolve }));
  }

  /** An app connection: shares the session with the others, not with a holder alone (nor ahead of one waiting). */
  async enterShared(): Promise<void> {
    if (this.#holder === null && this.#waiting.length === 0) {
      this.#shared += 1;
      return;
    }
    await new Promise<void>((resolve, reject) => {
      const entry = { who: null, resolve: () => (clearTimeout(timer), resolve()) };
      const timer =
        this.shareWaitMs === Infinity
          ? undefined
          : setTimeout(() => {
              const at = this.#waiting.indexOf(entry);
              if (at >= 0) this.#waiting.splice(at, 1);
              this.#turnedAway = true;
              metrics.shed.inc({ reason: "database_busy", route: currentRoute() });
              // Those behind it may go in now (app connections behind a holder that left meanwhile).
              this.#admit();
              reject(new DatabaseBusyError(this.shareWaitMs));
            }, this.shareWaitMs);
      this.#waiting.push(entry);
    });
  }

  leave(who: symbol): void {
    if (this.#holder !== who) return;
    this.#holder = null;
    this.#admit();
  }

  leaveShared(): void {
    this.#shared -= 1;
    this.#admit();
  }

  /** Lets in, in arrival order, app connections while no one holds the session alone, and the next one alone once they have left. */
  #admit() {
    while (this.#waiting.length && this.#holder === null) {
      const first = this.#waiting[0];
      if (first.who === null) this.#shared += 1;
      else if (this.#shared > 0) return;
      else {
        this.#holder = first.who;
        this.#turnedAway = false;
      }
      this.#waiting.shift();
      first.resolve();
    }
  }

  /** Whether anyone waits for the holder to leave, or gave up waiting since it took the session. */
  get contended(): boolean {
    return this.#waiting.length > 0 || this.#turnedAway;
  }

  holds(who: symbol): boolean {
    return this.#holder === who;
  }

  async run<T>(fn: () => Promise<T>): Promise<T> {
    const who = Symbol("exclusive");
    await this.enter(who);
    try {
      return await fn();
    } finally {
      this.leave(who);
    }
  }
}

/** Kysely's PostgreSQL dialect over the embedded database's thread, each connection a session of its own. */
export function embeddedDialect(pglite: EmbeddedPglite, gate: SessionGate): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createQueryCompiler: () => new PostgresQueryCompiler(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createDriver: () => embeddedDriver(pglite, gate),
  };
}

/**
 * These statements as one transaction in one crossing to the database thread
 * (begin, each, commit): for a transaction that needs no answer before its
 * last statement, which so holds the session for no turn of the event loop.
 */
export async function transactOnce<R>(
  pglite: EmbeddedPglite,
  gate: SessionGate,
  statements: CompiledQuery[],
): Promise<QueryResult<R>> {
  await gate.enterShared();
  try {
    const session = pglite.newSession();
    return queryResult(
      await pglite.transaction<R>(
        session,
        statements.map((query) => ({ sql: query.sql, params: [...query.parameters] })),
      ),
    );
  } finally {
    gate.leaveShared();
  }
}

const queryResult = <R>(result: { rows: R[]; affectedRows?: number }): QueryResult<R> =>
  result.affectedRows ? { rows: result.rows, numAffectedRows: BigInt(result.affectedRows) } : { rows: result.rows };

function embeddedDriver(pglite: EmbeddedPglite, gate: SessionGate): Driver {
  const run = (connection: DatabaseConnection, statement: string) =>
    connection.executeQuery(CompiledQuery.raw(statement)).then(() => undefined);
  return {
    async init() {},
    async acquireConnection() {
      await gate.enterShared();
      const session = pglite.newSession();
      return {
        async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
          return queryResult(await pglite.queryAs<R>(session, query.sql, [...query.parameters]));
        },
        // eslint-disable-next-line require-yield
        async *streamQuery(): AsyncIterableIterator<QueryResult<never>> {
          throw new Error("the embedded database does not stream query results");
        },
      };
    },
    async releaseConnection() {
      gate.leaveShared();
    },
    beginTransaction: (connection, settings: TransactionSettings) =>
      run(
        connection,
        settings.isolationLevel ? `start transaction isolation level ${settings.isolationLevel}` : "begin",
      ),
    commitTransaction: (connection) => run(connection, "commit"),
    rollbackTransaction: (connection) => run(connection, "rollback"),
    destroy: () => pglite.close(),
  };
}
