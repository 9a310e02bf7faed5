/**
 * The embedded PostgreSQL's own thread (decision 0029): it owns the PGlite
 * instance, whose WebAssembly runs synchronously, so the server's event loop
 * keeps accepting and answering while a query runs. `pglite-thread.ts` is the
 * other end. This file runs as its own entry (build/pglite-worker.js, or this
 * source under tsx or Node's type stripping), so it imports packages only.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { setPriority } from "node:os";
import { fileURLToPath } from "node:url";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type Results } from "@electric-sql/pglite";
import { pgDump } from "@electric-sql/pglite-tools/pg_dump";

/** `settings`: PostgreSQL command-line options after PGlite's own (`-c name=value`); `fresh`: no database in `dir` yet. */
export type WorkerOptions = { dir: string | null; settings: string[]; fresh: boolean };

/**
 * `session`: the app connection the request belongs to (0: a caller holding the gate alone); `begin`: its
 * transaction's opening statement, run first (pglite-thread.ts defers it to the transaction's first statement).
 */
export type Request = { session: number; begin?: string } & (
  | { id: number; op: "query"; sql: string; params: unknown[] }
  | { id: number; op: "exec"; sql: string }
  | { id: number; op: "transaction"; statements: Array<{ sql: string; params: unknown[] }> }
  | { id: number; op: "protocol"; message: Uint8Array }
  | { id: number; op: "dump"; args: string[] }
  | { id: number; op: "close" }
);

/** A PostgreSQL error's fields (code, detail, constraint, ...) as plain values, to be rebuilt as an Error. */
export type WireError = Record<string, string | number | boolean | undefined> & { name: string; message: string };

/** id 0 reports readiness. `inTransaction` is the session's state once the request is done. */
export type Reply = { id: number; inTransaction: boolean } & (
  { ok: true; value: unknown } | { ok: false; error: WireError }
);

/** This file run as a process of its own (`node pglite-worker.js --initdb '<options>'`): see `created`. */
const INITDB = "--initdb";
const initdbOnly = process.argv[2] === INITDB;
const options = (initdbOnly ? JSON.parse(process.argv[3]) : workerData) as WorkerOptions;
const startParams = [...PGlite.defaultStartParams, ...options.settings];

/**
 * A new data directory's database is made by initdb in a second PGlite
 * instance (its own WebAssembly memory, an in-memory file system, the
 * directory handed over as a tarball). Once the database is open all of it is
 * garbage, but glibc kept about 40 MB of it resident in the arena this thread
 * shares with the other threads, so a first start idled 30-35 MB above a
 * restart (decision 0048). So a short-lived process makes the database, and
 * its memory ends with it; this thread then opens it as a restart does.
 */
async function created(): Promise<void> {
  if (!options.fresh || !options.dir) return;
  const initdb = spawn(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), INITDB, JSON.stringify(options)],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  const [code] = (await once(initdb, "exit")) as [number | null];
  if (code !== 0) throw new Error(`initdb (a process of its own) exited with ${code}`);
}

if (initdbOnly) {
  const pglite = new PGlite(options.dir!, { startParams });
  await pglite.waitReady;
  await pglite.close();
  process.exit(0);
}
// A failure fails this thread; the server reports it as the database's (pglite-thread.ts).
await created();

/**
 * Under overload every thread of the server wants the CPU, and the event loop
 * is the one that must keep its turns short: it reads sockets, answers the
 * probes and refuses what it cannot serve. On a 2-core host at twice capacity
 * this thread, on an equal footing, stretched the loop's turns: /healthz
 * answered within 141-164 ms, against 57-91 ms at nice 5 (decision 0049).
 * Queries then wait in their queue, holding their requests' places, so newcomers wait their turn (turns.ts).
 * On Linux a nice value is a thread's own (elsewhere it is the process's, and
 * this thread's alone cannot be set), so the loop keeps its priority.
 */
const DB_THREAD_NICE = 5;
function lowerThisThreadsPriority() {
  if (process.platform !== "linux") return;
  try {
    setPriority(0, DB_THREAD_NICE);
  } catch {
    /* not allowed here: the thread runs as before */
  }
}

const port = parentPort!;
lowerThisThreadsPriority();
const pglite = options.dir ? new PGlite(options.dir, { startParams }) : new PGlite({ startParams });

function toWire(error: unknown): WireError {
  if (!(error instanceof Error)) return { name: "Error", message: String(error) };
  const wire: WireError = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error))
    if (["string", "number", "boolean"].includes(typeof value)) wire[key] = value as string | number | boolean;
  return wire;
}

async function handle(request: Request): Promise<{ value: unknown; transfer?: ArrayBuffer[] }> {
  if (request.begin) await pglite.exec(request.begin);
  switch (request.op) {
    case "query": {
      const { rows, affectedRows, fields } = await pglite.query(request.sql, request.params);
      return { value: { rows, affectedRows, fields } };
    }
    case "exec":
      return { value: await pglite.exec(request.sql) };
    case "transaction": {
      // Begin, each statement, commit (rollback on an error) in one request: the last statement's result.
      const { rows, affectedRows, fields } = await pglite.transaction(async (tx) => {
        let last: Results = { rows: [], fields: [] };
        for (const { sql, params } of request.statements) last = await tx.query(sql, params);
        return last;
      });
      return { value: { rows, affectedRows, fields } };
    }
    case "protocol": {
      const chunks: Uint8Array[] = [];
      await pglite.execProtocolRawStream(request.message, { onRawData: (chunk) => chunks.push(chunk.slice()) });
      return { value: chunks, transfer: chunks.map((chunk) => chunk.buffer as ArrayBuffer) };
    }
    case "dump": {
      const file = await pgDump({ pg: pglite, args: request.args });
      return { value: await file.text() };
    }
    case "close":
      await pglite.close();
      return { value: undefined };
  }
}

const reply = (message: Reply, transfer?: ArrayBuffer[]) => port.postMessage(message, transfer);

function inTransaction(): boolean {
  try {
    return pglite.isInTransaction();
  } catch {
    return false; // closed or failed: no transaction left
  }
}

/**
 * PGlite is one session, so one request at a time: in the order sent while no
 * transaction is open, and only the owning session's while one is (the
 * others wait, in order). So the app's connections share the session without
 * waiting for a turn of the server's event loop between statements
 * (decision 0037), and no statement lands inside another's transaction.
 */
const waiting: Request[] = [];
let owner: number | null = null;
let running = false;

const started = pglite.waitReady.then(
  () => reply({ id: 0, inTransaction: false, ok: true, value: undefined }),
  (error: unknown) => reply({ id: 0, inTransaction: false, ok: false, error: toWire(error) }),
);

function nextRequest(): Request | undefined {
  const at = owner === null ? 0 : waiting.findIndex((request) => request.session === owner);
  return at >= 0 ? waiting.splice(at, 1)[0] : undefined;
}

async function work() {
  if (running) return;
  running = true;
  await started;
  for (let request = nextRequest(); request; request = nextRequest()) {
    try {
      const { value, transfer } = await handle(request);
      reply({ id: request.id, inTransaction: inTransaction(), ok: true, value }, transfer);
    } catch (error) {
      reply({ id: request.id, inTransaction: inTransaction(), ok: false, error: toWire(error) });
    }
    owner = inTransaction() ? request.session : null;
  }
  running = false;
}

port.on("message", (request: Request) => {
  waiting.push(request);
  void work();
});
