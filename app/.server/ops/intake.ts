import { AsyncResource } from "node:async_hooks";
import type { IncomingMessage, RequestListener } from "node:http";

/**
 * Where every request read from a socket is handled, at most `budgetMs` of
 * that handling per event-loop turn. Node reads every ready socket in one
 * poll phase, and at 400 connections that phase ran the middleware and
 * page-cache hit of every request that had arrived: turns of 100–300 ms, and a
 * probe read late in one waited for all of it (docs/decisions/0039). Past the
 * budget a request waits here, in arrival order, and is handled in a later
 * turn's check phase, so each turn's poll phase stays short and reads the
 * probes and newcomers. Probes never wait: they are answered as they are read.
 */
export function createIntake(options: {
  budgetMs: number;
  /** Requests answered as they are read, whatever the budget (the probes). */
  atOnce: (req: IncomingMessage) => boolean;
}) {
  type Entry = { req: IncomingMessage; handle: () => void };
  const queue: Entry[] = [];
  const arrival = new WeakMap<IncomingMessage, number>();
  /** When this turn's first request was read, while a turn is scheduled. */
  let firstReadAt = 0;
  let scheduled = false;

  /** In the check phase: handle the waiting ones for up to a budget (their first steps, promise continuations, count). */
  async function turn() {
    const started = performance.now();
    try {
      while (queue.length && performance.now() - started < options.budgetMs) {
        const entry = queue.shift()!;
        if (entry.req.socket.destroyed) continue; // the client left while it waited
        entry.handle();
        await new Promise((resolve) => process.nextTick(resolve));
      }
    } finally {
      // Even past a throwing handler, the ones still waiting get their turn.
      scheduled = false;
      // Scheduled from the check phase, the next runs in the next turn's, after its poll phase.
      if (queue.length) schedule(performance.now());
    }
  }

  function schedule(now: number) {
    scheduled = true;
    firstReadAt = now;
    setImmediate(() => void turn());
  }

  return {
    wrap(handler: RequestListener): RequestListener {
      return (req, res) => {
        const now = performance.now();
        arrival.set(req, now);
        if (options.atOnce(req)) return void handler(req, res);
        if (!scheduled) schedule(now);
        // Handled as read while none wait and this turn's poll phase is young (its continuations count: wall time).
        if (!queue.length && now - firstReadAt < options.budgetMs) return void handler(req, res);
        // Handled later, in the async context it arrived in.
        queue.push({ req, handle: AsyncResource.bind(() => void handler(req, res)) });
      };
    },
    /** When `req` was read (performance.now()), so later queues count its whole wait. */
    arrivedAt: (req: IncomingMessage): number | undefined => arrival.get(req),
    get queued() {
      return queue.length;
    },
  };
}
