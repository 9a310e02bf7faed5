import type { Dialect, Driver, DatabaseConnection, TransactionSettings } from "kysely";

/** The longest run of queries handed on within one event-loop turn (ms). */
const YIELD_EVERY_MS = 10;

/**
 * PGlite is one PostgreSQL session. The app (through Kysely) and admin clients
 * on the local socket take turns on it through this gate: Kysely holds it from
 * acquiring its connection to releasing it (a whole transaction), an admin
 * client from its first message until it is back outside a transaction, so
 * neither side's statements land inside the other's transaction.
 */
export class SessionGate {
  #holder: symbol | null = null;
  #waiting: Array<{ who: symbol; since: number; resolve: () => void }> = [];
  /** When this loop turn's run of hand-overs began; null once the loop has turned. */
  #runSince: number | null = null;

  async enter(who: symbol): Promise<void> {
    if (this.#holder === who) return;
    if (this.#holder === null) {
      this.#holder = who;
      return;
    }
    await new Promise<void>((resolve) => this.#waiting.push({ who, since: performance.now(), resolve }));
  }

  /**
   * Hands the gate to the next in line. PGlite runs on the main thread, and a
   * queue handed on in microtasks alone runs every waiting query (and the
   * follow-up queries each caller then queues) before the event loop polls
   * again: under load no connection was accepted and no probe answered for
   * seconds. So after YIELD_EVERY_MS of hand-overs in a row the next one
   * waits for the next loop turn; a hand-over per turn would cost throughput.
   */
  leave(who: symbol): void {
    if (this.#holder !== who) return;
    const next = this.#waiting.shift();
    this.#holder = next?.who ?? null;
    if (!next) return;
    const now = performance.now();
    if (this.#runSince === null) {
      this.#runSince = now;
      setImmediate(() => (this.#runSince = null));
    }
    if (now - this.#runSince < YIELD_EVERY_MS) next.resolve();
    else setImmediate(next.resolve);
  }

  /** How long the first in line has waited (ms); 0 with no one waiting. */
  oldestWaitMs(): number {
    return this.#waiting.length ? performance.now() - this.#waiting[0].since : 0;
  }

  /** Whether anyone waits for the holder to leave. */
  get contended(): boolean {
    return this.#waiting.length > 0;
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

/** A dialect whose driver takes the gate for each connection it hands Kysely. */
export function gatedDialect(inner: Dialect, gate: SessionGate): Dialect {
  return {
    createAdapter: () => inner.createAdapter(),
    createQueryCompiler: () => inner.createQueryCompiler(),
    createIntrospector: (db) => inner.createIntrospector(db),
    createDriver: () => gatedDriver(inner.createDriver(), gate),
  };
}

function gatedDriver(inner: Driver, gate: SessionGate): Driver {
  const holders = new WeakMap<DatabaseConnection, symbol>();
  return {
    init: () => inner.init(),
    async acquireConnection() {
      const who = Symbol("app");
      await gate.enter(who);
      const connection = await inner.acquireConnection();
      holders.set(connection, who);
      return connection;
    },
    async releaseConnection(connection) {
      await inner.releaseConnection(connection);
      const who = holders.get(connection);
      if (who) gate.leave(who);
    },
    beginTransaction: (connection, settings: TransactionSettings) => inner.beginTransaction(connection, settings),
    commitTransaction: (connection) => inner.commitTransaction(connection),
    rollbackTransaction: (connection) => inner.rollbackTransaction(connection),
    destroy: () => inner.destroy(),
  };
}
