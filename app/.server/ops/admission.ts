import { AsyncResource } from "node:async_hooks";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";

/**
 * Why a request was refused: it waited the whole limit to start, or (counted by the database's session gate)
 * a page waited that long for the embedded database an admin command held.
 */
export type Refusal = "waited" | "database_busy";

/** How often the lines are looked over for requests that have waited the whole limit. */
const SWEEP_MS = 25;

/**
 * The overload policy (README "Operating in production", docs/decisions/0067),
 * applied to every request as it is read, probes included:
 * - at most `concurrency` requests are in progress at once (an event stream
 *   until its answer starts); the rest wait;
 * - they wait in one line per route, and the lines take turns: a flood of one
 *   kind of request waits behind itself, not in front of other shoppers;
 * - a request that has waited `maxWaitMs` is refused then (a quick 503 that
 *   keeps what was typed). Only then: a refusal at once frees a load generator
 *   (or an impatient script) to ask again at once, and answering those took
 *   the CPU the served requests needed (docs/decisions/0067).
 * A refused request still passes through the app, marked (`refusalOf`), so it
 * is logged and answered like any other.
 */
export function createAdmission(options: {
  concurrency: number;
  maxWaitMs: number;
  routeOf: (req: IncomingMessage) => string;
  onRefused?: (reason: Refusal, route: string) => void;
}) {
  type Waiting = { req: IncomingMessage; since: number; start: () => void; refuse: (reason: Refusal) => void };
  /** Lines with someone waiting, in the order they take turns. */
  const lines = new Map<string, Waiting[]>();
  let turn: Iterator<[string, Waiting[]]> | null = null;
  const arrival = new WeakMap<IncomingMessage, number>();
  const routes = new WeakMap<IncomingMessage, string>();
  const refusals = new WeakMap<IncomingMessage, Refusal>();
  const waits = new WeakMap<IncomingMessage, number>();
  let inProgress = 0;
  let waiting = 0;
  let draining = false;

  function occupy(res: ServerResponse) {
    inProgress += 1;
    let done = false;
    const free = () => {
      if (done) return;
      done = true;
      inProgress -= 1;
      if (waiting > 0 && !draining) {
        draining = true;
        setImmediate(drain);
      }
    };
    res.once("finish", free);
    res.once("close", free);
    // A chat reply streams for as long as it takes: it holds no place once its answer has started.
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
    res.writeHead = ((...args: unknown[]) => {
      if (String(res.getHeader("Content-Type") ?? "").includes("text/event-stream")) free();
      return writeHead(...args);
    }) as ServerResponse["writeHead"];
  }

  /** The next one waiting, the lines taking turns. */
  function next(): Waiting | undefined {
    while (lines.size > 0) {
      let step = turn?.next();
      if (!step || step.done) {
        turn = lines.entries();
        step = turn.next();
      }
      const [route, line] = step.value as [string, Waiting[]];
      const entry = line.shift();
      if (line.length === 0) lines.delete(route);
      if (entry) return entry;
    }
    return undefined;
  }

  function drain() {
    draining = false;
    while (inProgress < options.concurrency) {
      const entry = next();
      if (!entry) break;
      waiting -= 1;
      if (entry.req.socket.destroyed) continue; // the client left while it waited
      entry.start();
    }
  }

  const sweeper = setInterval(() => {
    const now = performance.now();
    for (const [route, line] of lines) {
      while (line.length && now - line[0].since >= options.maxWaitMs) {
        waiting -= 1;
        line.shift()!.refuse("waited");
      }
      if (line.length === 0) lines.delete(route);
    }
  }, SWEEP_MS);
  sweeper.unref();

  function wrap(handler: RequestListener): RequestListener {
    return (req, res) => {
      const now = performance.now();
      const route = options.routeOf(req);
      arrival.set(req, now);
      routes.set(req, route);
      const start = () => {
        const waited = performance.now() - now;
        waits.set(req, waited);
        res.setHeader("Server-Timing", `wait;dur=${Math.round(waited)}`);
        occupy(res);
        handler(req, res);
      };
      const refuse = (reason: Refusal) => {
        refusals.set(req, reason);
        options.onRefused?.(reason, route);
        handler(req, res);
      };
      if (inProgress < options.concurrency && waiting === 0) return start();
      const line = lines.get(route);
      const entry: Waiting = {
        req,
        since: now,
        start: AsyncResource.bind(start),
        refuse: AsyncResource.bind(refuse),
      };
      if (line) line.push(entry);
      else lines.set(route, [entry]);
      waiting += 1;
      if (inProgress < options.concurrency && !draining) {
        draining = true;
        setImmediate(drain);
      }
    };
  }

  return {
    wrap,
    /** When `req` was read (performance.now()). */
    arrivedAt: (req: IncomingMessage): number | undefined => arrival.get(req),
    /** The route id `req` was labelled with as it was read. */
    routeOf: (req: IncomingMessage): string | undefined => routes.get(req),
    /** Why `req` is refused, if it is. */
    refusalOf: (req: IncomingMessage): Refusal | undefined => refusals.get(req),
    /** How long `req` waited to start (ms). */
    waitedMs: (req: IncomingMessage): number | undefined => waits.get(req),
    /** How long the first in the longest-waiting line has waited (ms). */
    oldestWaitMs() {
      let oldest = 0;
      const now = performance.now();
      for (const line of lines.values()) if (line.length) oldest = Math.max(oldest, now - line[0].since);
      return oldest;
    },
    get inProgress() {
      return inProgress;
    },
    get waiting() {
      return waiting;
    },
    stop: () => clearInterval(sweeper),
  };
}
