import { AsyncResource } from "node:async_hooks";
import type { NextFunction, Request, Response } from "express";

/**
 * Where requests wait their turn, so the wait is one the shedder can see and
 * bound. Node reads every ready socket in one poll phase, and at 400
 * connections all that work ran in the same turns as every render in
 * progress: turns of a second, in which every request waited for all the
 * others while no queue the shedder looked at grew (docs/decisions/0028). So
 * requests past the page cache's hits (the probes and the storefront endpoint
 * too) wait here and start:
 * - as they are read when nothing of their route is in progress or waiting:
 *   each route has a place of its own, so a flood of sign-in posts or probes
 *   cannot keep a shopper's page from starting, and a lone probe is answered
 *   at once (so at most one start per route in a poll phase);
 * - else in arrival order, while fewer than `maxInProgress` are in progress
 *   (started and not yet answered; an event stream counts until its answer
 *   starts);
 * - or once they are late: the shedder then refuses them (a cheap 503). Late
 *   is `lateMs`, or sooner while the queue stands late (`standingLate`);
 * - and no more than `budgetMs` of starting per event-loop turn, the rest at
 *   the next turn, after its poll phase (probes, newcomers).
 * One line per route taking turns was measured and not kept: a route most
 * shoppers ask for (product pages) got no more turns than a rare one, and at
 * 200 connections twice as many of its requests were refused (decision 0070).
 */
const LATE_BUDGETS = 2;

/**
 * A queue that stays late is overload; one that is late once is a spike (a
 * collection, a burst of arrivals). When the first in line has waited
 * STANDING_SHARE of `lateMs` at STANDING_SAMPLES samples running, requests are
 * late at that share, so those still served answer within the latency aimed at
 * (issue 32: a served p99 of 500 ms at twice capacity, with `lateMs` 500);
 * once the first in line waits under half of that at as many samples running,
 * `lateMs` holds again. A spike is waited out, and nothing is refused for it.
 */
const STANDING_SHARE = 0.8;
const STANDING_SAMPLES = 2;
const SAMPLE_MS = 250;

/** Whether a queue stands late, from its first in line's wait sampled every SAMPLE_MS (see STANDING_SHARE). */
function standingLate(lateMs: number, oldestWaitMs: () => number) {
  let standing = false;
  let running = 0;
  setInterval(() => {
    const wait = oldestWaitMs();
    const changes = standing ? wait < (STANDING_SHARE * lateMs) / 2 : wait >= STANDING_SHARE * lateMs;
    running = changes ? running + 1 : 0;
    if (running >= STANDING_SAMPLES) {
      standing = !standing;
      running = 0;
    }
  }, SAMPLE_MS).unref();
  return () => (standing ? STANDING_SHARE * lateMs : lateMs);
}

export function createTurnQueue(options: {
  budgetMs: number;
  maxInProgress: number;
  lateMs: number;
  /** When the request was read (intake.ts), so its wait there counts too; else when it reaches this queue. */
  arrivedAt?: (req: Request) => number | undefined;
  /** The route a request is for; without it every request is of one route. */
  routeOf?: (req: Request) => string;
}) {
  type Entry = { since: number; req: Request; route: string; start: () => void };
  const queue: Entry[] = [];
  /** Requests in progress or waiting, by route. */
  const held = new Map<string, number>();
  const waited = new WeakMap<Request, number>();
  let inProgress = 0;
  let scheduled = false;
  let timer: NodeJS.Timeout | null = null;
  const oldestWaitMs = () => (queue.length ? performance.now() - queue[0].since : 0);
  const lateMs = standingLate(options.lateMs, oldestWaitMs);
  const hold = (route: string, by: number) => {
    const count = (held.get(route) ?? 0) + by;
    if (count > 0) held.set(route, count);
    else held.delete(route);
  };

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => void drain());
  }

  const late = (entry: Entry, now: number) => now - entry.since >= lateMs();

  async function drain() {
    const started = performance.now();
    while (queue.length) {
      const now = performance.now();
      if (queue[0].req.socket.destroyed) {
        hold(queue.shift()!.route, -1); // the client left while it waited
        continue;
      }
      // A late one is refused (a quick 503): it starts even with every place taken, and up to two budgets' worth
      // a turn, since refusing is cheap and waiting on is not.
      const spent = now - started;
      if (
        late(queue[0], now)
          ? spent >= LATE_BUDGETS * options.budgetMs
          : inProgress >= options.maxInProgress || spent >= options.budgetMs
      )
        break;
      queue.shift()!.start();
      // Its first steps are promise continuations: they run before the next one starts, so the budget counts them.
      await null;
    }
    scheduled = false;
    if (!queue.length) return;
    if (inProgress < options.maxInProgress || late(queue[0], performance.now())) schedule();
    // Otherwise a request finishing calls again; and the first in line starts once late, finished or not.
    else if (!timer) timer = setTimeout(wake, Math.max(1, lateMs() - oldestWaitMs())).unref();
  }

  function wake() {
    timer = null;
    schedule();
  }

  function begin(res: Response, route: string) {
    inProgress += 1;
    let done = false;
    const end = () => {
      if (done) return;
      done = true;
      inProgress -= 1;
      hold(route, -1);
      if (queue.length) schedule();
    };
    res.once("finish", end);
    res.once("close", end);
    // A chat reply streams for as long as it takes: it holds no place once its answer has started.
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
    res.writeHead = ((...args: unknown[]) => {
      if (String(res.getHeader("Content-Type") ?? "").includes("text/event-stream")) end();
      return writeHead(...args);
    }) as Response["writeHead"];
  }

  function middleware(req: Request, res: Response, next: NextFunction) {
    const since = options.arrivedAt?.(req) ?? performance.now();
    const route = options.routeOf?.(req) ?? "";
    const first = !held.has(route);
    hold(route, 1);
    const start = () => {
      const wait = performance.now() - since;
      waited.set(req, wait);
      res.setHeader("Server-Timing", `wait;dur=${Math.round(wait)}`);
      begin(res, route);
      next();
    };
    if (first) return start();
    queue.push({ since, req, route, start: AsyncResource.bind(start) });
    schedule();
  }

  return {
    middleware,
    /** How long `req` waited for its turn here (ms); 0 for a request that did not pass through. */
    waitedMs: (req: Request) => waited.get(req) ?? 0,
    /** How long the first in line has waited (ms); 0 with no one waiting. */
    oldestWaitMs,
    /** The wait past which a request is late now (ms): `lateMs`, or less while the queue stands late. */
    lateMs,
    get queued() {
      return queue.length;
    },
    get inProgress() {
      return inProgress;
    },
  };
}
