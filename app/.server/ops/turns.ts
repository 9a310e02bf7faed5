import { AsyncResource } from "node:async_hooks";
import type { NextFunction, Request, Response } from "express";

/**
 * Where requests wait their turn, so the wait is one the shedder can see and
 * bound. Node reads every ready socket in one poll phase, and at 400
 * connections all that work (page-cache hits, middleware, the first steps of
 * renders) ran in the same turns as every render in progress: turns of a
 * second, in which every request waited for all the others while no queue the
 * shedder looked at grew (docs/decisions/0028). So requests past the probes
 * and the page cache's hits wait here, in arrival order, and start:
 * - while fewer than `maxInProgress` are in progress (started and not yet
 *   answered; an event stream counts until its answer starts), so those in
 *   progress finish quickly;
 * - or once they have waited `lateMs`: the shedder then refuses them (a cheap
 *   503);
 * - and no more than `budgetMs` of starting per event-loop turn, the rest at
 *   the next turn, after its poll phase (probes, newcomers).
 */
const LATE_BUDGETS = 2;

export function createTurnQueue(options: {
  budgetMs: number;
  maxInProgress: number;
  lateMs: number;
  /** When the request was read (intake.ts), so its wait there counts too; else when it reaches this queue. */
  arrivedAt?: (req: Request) => number | undefined;
}) {
  type Entry = { since: number; req: Request; start: () => void };
  const queue: Entry[] = [];
  const waited = new WeakMap<Request, number>();
  let inProgress = 0;
  let scheduled = false;
  let timer: NodeJS.Timeout | null = null;

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => void drain());
  }

  const late = (entry: Entry, now: number) => now - entry.since >= options.lateMs;

  async function drain() {
    const started = performance.now();
    while (queue.length) {
      const now = performance.now();
      if (queue[0].req.socket.destroyed) {
        queue.shift(); // the client left while it waited
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
    else if (!timer)
      timer = setTimeout(wake, Math.max(1, options.lateMs - (performance.now() - queue[0].since))).unref();
  }

  function wake() {
    timer = null;
    schedule();
  }

  function begin(req: Request, res: Response) {
    inProgress += 1;
    let done = false;
    const end = () => {
      if (done) return;
      done = true;
      inProgress -= 1;
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
    queue.push({
      since,
      req,
      start: AsyncResource.bind(() => {
        waited.set(req, performance.now() - since);
        begin(req, res);
        next();
      }),
    });
    schedule();
  }

  return {
    middleware,
    /** How long `req` waited for its turn here (ms); 0 for a request that did not pass through. */
    waitedMs: (req: Request) => waited.get(req) ?? 0,
    /** How long the first in line has waited (ms); 0 with no one waiting. */
    oldestWaitMs: () => (queue.length ? performance.now() - queue[0].since : 0),
    get queued() {
      return queue.length;
    },
    get inProgress() {
      return inProgress;
    },
  };
}
