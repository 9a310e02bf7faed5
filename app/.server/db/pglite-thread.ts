import { Worker } from "node:worker_threads";
import type { Results } from "@electric-sql/pglite";
import type { Reply, Request, WireError, WorkerOptions } from "./pglite-worker";

/**
 * The embedded PostgreSQL as the app sees it, with PGlite itself on its own
 * thread (`pglite-worker.ts`, decision 0029). PGlite's WebAssembly runs
 * synchronously, so on the main thread every query held the event loop: no
 * accept, no /healthz, no render meanwhile. This offers what Kysely's dialect,
 * migrations, backups and the admin socket (pglite-socket) use of PGlite.
 */
export interface EmbeddedPglite {
  readonly waitReady: Promise<void>;
  /** For those holding the gate alone (session 0). */
  query<T>(sql: string, params?: unknown[]): Promise<Results<T>>;
  /** For an app connection, its session (session-gate.ts). */
  queryAs<T>(session: number, sql: string, params: unknown[]): Promise<Results<T>>;
  /** These statements as one transaction in one request to the thread, for a session: the last one's result. */
  transaction<T>(session: number, statements: Array<{ sql: string; params: unknown[] }>): Promise<Results<T>>;
  /** A session number for a new app connection. */
  newSession(): number;
  exec(sql: string): Promise<Array<Results>>;
  /** The session's state after the last request answered, a begin not yet sent included (read by those holding the gate alone). */
  isInTransaction(): boolean;
  /** Requests sent to the database thread so far: each is a wait for this thread's next turn (tests count them). */
  readonly requestsSent: number;
  runExclusive<T>(fn: () => Promise<T>): Promise<T>;
  execProtocolRawStream(message: Uint8Array, options: { onRawData: (chunk: Uint8Array) => void }): Promise<void>;
  /** pg_dump (pglite-tools) run on this session with these arguments: the dump's text. */
  dump(args: string[]): Promise<string>;
  close(): Promise<void>;
}

/** A request before it is numbered (and before a deferred begin rides on it). */
type Unsent = Request extends infer R ? (R extends Request ? Omit<R, "id" | "begin" | "session"> : never) : never;

/**
 * A transaction's opening statement, as Kysely's PGlite dialect sends it.
 * It returns nothing and cannot fail in a session outside a transaction, so
 * it waits and travels with the transaction's first statement: one crossing
 * to the database thread less per transaction. Under load each crossing waits
 * for a turn of this thread's event loop while the transaction holds the one
 * session, so every crossing saved is session time every other query gets.
 */
const OPENS_TRANSACTION = /^\s*(begin|start\s+transaction(\s+isolation\s+level\s+[a-z ]+)?)\s*;?\s*$/i;

/** A PostgreSQL error from the database thread, with its fields (code, detail, constraint, ...) as own properties. */
function fromWire(wire: WireError): Error {
  const error = new Error(wire.message);
  Object.assign(error, wire);
  return error;
}

/** The built server runs build/pglite-worker.js next to build/server.js; sources run the TypeScript itself. */
const workerUrl = () =>
  import.meta.url.endsWith(".ts")
    ? new URL("./pglite-worker.ts", import.meta.url)
    : new URL("./pglite-worker.js", import.meta.url);

export function startPgliteThread(options: WorkerOptions): EmbeddedPglite {
  const worker = new Worker(workerUrl(), { workerData: options });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let ready = false;
  let inTransaction = false;
  /** By session: its transaction's begin, not sent yet. */
  const deferredBegins = new Map<number, string>();
  let requestsSent = 0;
  // 0 is the session of those who hold the gate alone.
  let sessions = 0;
  let failure: Error | null = null;
  let closed: Promise<void> | null = null;
  let resolveReady!: () => void;
  let rejectReady!: (error: Error) => void;
  const waitReady = new Promise<void>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  waitReady.catch(() => {}); // reported to whoever awaits it or sends a request

  // Like PGlite on the main thread, an idle database does not keep the process alive; a request does.
  const holdProcess = () => (!ready || pending.size > 0 ? worker.ref() : worker.unref());

  const fail = (error: Error) => {
    failure ??= error;
    rejectReady(failure);
    for (const { reject } of pending.values()) reject(failure);
    pending.clear();
    holdProcess();
  };
  worker.on("message", (reply: Reply) => {
    inTransaction = reply.inTransaction;
    if (reply.id === 0) {
      ready = true;
      if (reply.ok) resolveReady();
      else fail(fromWire(reply.error));
    } else {
      const waiter = pending.get(reply.id);
      pending.delete(reply.id);
      if (reply.ok) waiter?.resolve(reply.value);
      else waiter?.reject(fromWire(reply.error));
    }
    holdProcess();
  });
  worker.on("error", (error) => fail(new Error(`embedded database thread failed: ${error.message}`, { cause: error })));
  worker.on("exit", (code) => fail(new Error(`embedded database thread exited (code ${code})`)));

  function send<T>(request: Unsent, transfer?: ArrayBuffer[], session = 0): Promise<T> {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    const answer = new Promise<T>((resolve, reject) =>
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject }),
    );
    const begin = deferredBegins.get(session);
    deferredBegins.delete(session);
    worker.postMessage({ ...request, id, session, begin }, transfer);
    requestsSent += 1;
    holdProcess();
    return answer;
  }

  function queryAs<T>(session: number, sql: string, params: unknown[]): Promise<Results<T>> {
    if (failure) return Promise.reject(failure);
    if (session !== 0 && params.length === 0 && !deferredBegins.has(session) && OPENS_TRANSACTION.test(sql)) {
      deferredBegins.set(session, sql);
      return Promise.resolve({ rows: [], affectedRows: 0, fields: [] } as Results<T>);
    }
    return send<Results<T>>({ op: "query", sql, params }, undefined, session);
  }

  let exclusive: Promise<unknown> = Promise.resolve();
  return {
    waitReady,
    query: <T>(sql: string, params: unknown[] = []) => queryAs<T>(0, sql, params),
    queryAs,
    transaction: <T>(session: number, statements: Array<{ sql: string; params: unknown[] }>) =>
      send<Results<T>>({ op: "transaction", statements }, undefined, session),
    newSession: () => ++sessions,
    exec: (sql: string) => send<Array<Results>>({ op: "exec", sql }),
    isInTransaction: () => inTransaction || deferredBegins.size > 0,
    get requestsSent() {
      return requestsSent;
    },
    runExclusive<T>(fn: () => Promise<T>): Promise<T> {
      const run = exclusive.then(fn, fn);
      exclusive = run.catch(() => {});
      return run;
    },
    async execProtocolRawStream(message, { onRawData }) {
      const copy = message.slice();
      const chunks = await send<Uint8Array[]>({ op: "protocol", message: copy }, [copy.buffer as ArrayBuffer]);
      for (const chunk of chunks) onRawData(chunk);
    },
    dump: (args: string[]) => send<string>({ op: "dump", args }),
    close() {
      closed ??= (async () => {
        try {
          if (!failure) await send({ op: "close" });
        } finally {
          failure ??= new Error("the embedded database is closed");
          await worker.terminate();
        }
      })();
      return closed;
    },
  };
}
