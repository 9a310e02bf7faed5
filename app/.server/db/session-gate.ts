import type { Dialect, Driver, DatabaseConnection, TransactionSettings } from "kysely";

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

  async enter(who: symbol): Promise<void> {
    if (this.#holder === who) return;
    if (this.#holder === null) {
      this.#holder = who;
      return;
    }
    await new Promise<void>((resolve) => this.#waiting.push({ who, since: performance.now(), resolve }));
  }

  /**
   * Hands the gate to the next in line, at once: PGlite works on its own
   * thread (decision 0029), so each query already returns to the event loop
   * until its answer arrives. (On the main thread a queue handed on in
   * microtasks ran to its end before the loop polled again, decision 0025.)
   */
  leave(who: symbol): void {
    if (this.#holder !== who) return;
    const next = this.#waiting.shift();
    this.#holder = next?.who ?? null;
    next?.resolve();
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
