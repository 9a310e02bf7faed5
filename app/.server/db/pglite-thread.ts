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
  query<T>(sql: string, params?: unknown[]): Promise<Results<T>>;
  exec(sql: string): Promise<Array<Results>>;
  /** The session's state after the last request answered (the session gate lets one caller in at a time). */
  isInTransaction(): boolean;
  runExclusive<T>(fn: () => Promise<T>): Promise<T>;
  execProtocolRawStream(message: Uint8Array, options: { onRawData: (chunk: Uint8Array) => void }): Promise<void>;
  /** pg_dump (pglite-tools) run on this session with these arguments: the dump's text. */
  dump(args: string[]): Promise<string>;
  close(): Promise<void>;
}

/** A request before it is numbered. */
type Unsent = Request extends infer R ? (R extends Request ? Omit<R, "id"> : never) : never;

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

  function send<T>(request: Unsent, transfer?: ArrayBuffer[]): Promise<T> {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    const answer = new Promise<T>((resolve, reject) =>
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject }),
    );
    worker.postMessage({ ...request, id }, transfer);
    holdProcess();
    return answer;
  }

  let exclusive: Promise<unknown> = Promise.resolve();
  return {
    waitReady,
    query: <T>(sql: string, params: unknown[] = []) => send<Results<T>>({ op: "query", sql, params }),
    exec: (sql: string) => send<Array<Results>>({ op: "exec", sql }),
    isInTransaction: () => inTransaction,
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
