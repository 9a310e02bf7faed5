import { AsyncResource } from "node:async_hooks";
import { monitorEventLoopDelay } from "node:perf_hooks";
import type { NextFunction, Request, Response } from "express";
import { AUTH_SECRETS } from "~/lib/auth/validate";
import { echoValues } from "~/.server/forms/submission";
import { loggerFor } from "./logger";
import { metrics } from "./metrics";
import { safeRedirectPath } from "~/.server/http/redirect";
import { shedFormData, shedPage, SHED_MESSAGE } from "./shed-page";

/**
 * How often the event-loop delay is read (and its histogram started afresh).
 * The mean over the window, not a high percentile: one long task (a big
 * render, a slow embedded query) is not overload; a loop late on every turn is.
 */
const SAMPLE_MS = 500;
const RETRY_AFTER_SECONDS = 5;
const REFUSAL_LOG_MS = 10_000;
/** A refused form's body is read to give its values back, up to this much. */
const MAX_KEPT_BODY = 64 * 1024;
const SECRET_FIELDS = [...AUTH_SECRETS, "newPassword", "currentPassword"];

const log = loggerFor("overload");

/** database_busy is counted by the embedded database's session gate (a page gave up on an admin command). */
type ShedReason = "loop_delay" | "turn_wait" | "queue_wait" | "queue_full" | "db_wait" | "database_busy";

/**
 * Load shedding. First on how long the request waited to start (turns.ts):
 * past half of OVERLOAD_MAX_WAIT_MS it is refused (sooner while that queue
 * stands late, turns.ts `standingLate`); that wait is where
 * requests wait at 400 connections (docs/decisions/0028). Then on two measures. The event loop's delay (its mean over the
 * last half second, from perf_hooks.monitorEventLoopDelay) above
 * OVERLOAD_MAX_DELAY_MS: the server's own CPU is the bottleneck. And the wait
 * of queued work: renders at once are bounded, and a request that has waited
 * OVERLOAD_MAX_WAIT_MS for its turn is answered 503 then, while newcomers are
 * refused at once as long as the oldest waiting request has waited half that.
 * The second fires when the bottleneck is elsewhere (the embedded database
 * runs one query at a time, so under mixed load the loop idles while renders
 * wait on it) and bounds how long any request waits. Refused requests get a
 * quick 503 with Retry-After instead of joining the queue. server.ts mounts it
 * after the probes, static files and page-cache hits, which stay cheap and are
 * never refused.
 */
export function createLoadShedder(options: {
  maxDelayMs: number;
  minInFlight: number;
  /** Requests rendered at once; more wait their turn (up to `maxQueued`, then they are shed). */
  maxRendering: number;
  maxQueued: number;
  /** The longest a request waits for its turn to render before it is answered 503. */
  maxWaitMs: number;
  /** Requests being served now, counted where they arrive (page-cache hits, answered before this gate, too). */
  arrived: () => number;
  /** How long a request waited for its turn to start (turns.ts), in ms. */
  waitedMs?: (req: Request) => number;
  /** The turn's wait past which a request is refused now (turns.ts `lateMs`); half of maxWaitMs without it. */
  turnLateMs?: () => number;
  /** How long the first query waiting for the embedded database has waited (ms); 0 without one. */
  dbWaitMs?: () => number;
}) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  let delayMs = 0;
  let lateSamples = 0;
  let shedding = false;
  let sampledAt = performance.now();
  const timer = setInterval(() => {
    // A loop blocked for the whole window records no sample at all: this timer's own lateness says so.
    const now = performance.now();
    const late = Math.max(0, now - sampledAt - SAMPLE_MS);
    sampledAt = now;
    delayMs = Math.max(histogram.count > 0 ? histogram.mean / 1e6 : 0, late);
    histogram.reset();
    metrics.loopDelay.set(delayMs / 1000);
    // Overload is a late loop with work queued, for two samples running: one long task, a pause of
    // the whole machine or a few requests on a starved host are not, and refusing them helps no one.
    lateSamples = delayMs > options.maxDelayMs && inFlight() >= options.minInFlight ? lateSamples + 1 : 0;
    const over = lateSamples >= 2 || (shedding && delayMs > options.maxDelayMs);
    if (over !== shedding) {
      shedding = over;
      log[over ? "warn" : "info"](
        { delayMs: Math.round(delayMs), maxDelayMs: options.maxDelayMs, inFlight: inFlight() },
        over ? "overloaded: shedding new requests" : "load back under the limit: serving every request",
      );
    }
  }, SAMPLE_MS);
  timer.unref();

  // Renders at once are bounded: libuv accepts one connection per loop turn (since libuv 1.45, Node 20),
  // so a turn that runs hundreds of renders that became ready together starves every newcomer for seconds.
  let rendering = 0;
  type Waiting = { since: number; turn: () => void; req: Request; res: Response };
  const queue: Waiting[] = [];
  const inFlight = () => Math.max(rendering + queue.length, options.arrived());
  const oldestWaitMs = () => (queue.length ? performance.now() - queue[0].since : 0);
  let queueLate = false;

  // Queued requests whose wait has reached maxWaitMs are answered now (the queue is in arrival order).
  const sweeper = setInterval(expire, Math.max(10, Math.min(100, options.maxWaitMs / 4)));
  sweeper.unref();
  function expire() {
    while (queue.length && oldestWaitMs() >= options.maxWaitMs) refuse(queue.shift()!, "queue_wait");
    metrics.queueWait.set(oldestWaitMs() / 1000);
    const late = oldestWaitMs() > options.maxWaitMs / 2;
    if (late !== queueLate) {
      queueLate = late;
      log[late ? "warn" : "info"](
        { queued: queue.length, rendering, maxWaitMs: options.maxWaitMs },
        late ? "overloaded: queued requests wait too long; shedding new ones" : "render queue back to short waits",
      );
    }
  }

  function nextInQueue() {
    const waiting = queue.shift();
    if (waiting) setImmediate(waiting.turn);
  }

  function admit(res: Response, next: NextFunction) {
    rendering += 1;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      rendering -= 1;
      nextInQueue();
    };
    // The slot is free once the answer has started: a chat stream does not hold it while it streams.
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
    res.writeHead = ((...args: unknown[]) => {
      release();
      return writeHead(...args);
    }) as Response["writeHead"];
    res.once("close", release);
    next();
  }

  /**
   * Why a new request is refused now, if it is: a late loop, a render queue or
   * a database queue whose first in line has waited half of maxWaitMs (the
   * loop's, the turn's and the database's waits only with `minInFlight` in
   * flight: a long wait behind a few requests is a slow host, not load). The
   * embedded database runs one query at a time on this thread, so under mixed
   * load requests wait in its queue (the page cache's cart look-ups too, which
   * come before the render gate) while the render queue stays short.
   */
  function overloaded(req: Request): ShedReason | null {
    if (shedding) return "loop_delay";
    // A few requests on a starved host (a cold start's first pages) are not overload, as for the loop delay.
    const turnLateMs = options.turnLateMs?.() ?? options.maxWaitMs / 2;
    if ((options.waitedMs?.(req) ?? 0) >= turnLateMs && inFlight() >= options.minInFlight) return "turn_wait";
    if (oldestWaitMs() > options.maxWaitMs / 2) return "queue_wait";
    // Likewise: on a starved host (other processes on its cores) PGlite's thread takes ~100 ms for a `begin`,
    // so a handful of signed-in requests made its queue wait past the limit and shoppers were refused.
    if ((options.dbWaitMs?.() ?? 0) > options.maxWaitMs / 2 && inFlight() >= options.minInFlight) return "db_wait";
    return null;
  }

  function middleware(req: Request, res: Response, next: NextFunction) {
    const reason = overloaded(req);
    if (reason) return refuse({ req, res }, reason);
    if (rendering < options.maxRendering && queue.length === 0) return admit(res, next);
    if (queue.length >= options.maxQueued) return refuse({ req, res }, "queue_full");
    const waiting: Waiting = {
      since: performance.now(),
      req,
      res,
      turn: AsyncResource.bind(() => {
        if (res.writableEnded || req.socket.destroyed) return nextInQueue();
        admit(res, next);
      }),
    };
    queue.push(waiting);
    res.once("close", () => {
      const at = queue.indexOf(waiting);
      if (at >= 0) queue.splice(at, 1);
    });
  }

  return {
    middleware,
    /** Measures from now on: the start-up's long synchronous work (opening the database) is not load. */
    start() {
      histogram.reset();
      sampledAt = performance.now();
      histogram.enable();
    },
    /** The last sample, in ms. */
    delayMs: () => delayMs,
    stop() {
      clearInterval(timer);
      clearInterval(sweeper);
      histogram.disable();
    },
  };
}

/**
 * A warning per shed reason at most every `everyMs`, counting the refusals since the last: the metrics count each
 * one, and the log says that, and why, shoppers were turned away (the turn's and the database's waits are judged
 * per request, so no state change of theirs would say it) without a line per refused request.
 */
export function refusalLog(
  write: (fields: { reason: ShedReason; refused: number }, message: string) => void,
  everyMs = REFUSAL_LOG_MS,
  now = () => performance.now(),
) {
  const last = new Map<ShedReason, { at: number; refused: number }>();
  return (reason: ShedReason) => {
    const seen = last.get(reason);
    if (seen && now() - seen.at < everyMs) {
      seen.refused += 1;
      return;
    }
    write({ reason, refused: (seen?.refused ?? 0) + 1 }, "overloaded: new requests refused with 503");
    last.set(reason, { at: now(), refused: 0 });
  };
}

const noteRefusal = refusalLog((fields, message) => log.warn(fields, message));

/**
 * A quick 503 with Retry-After: JSON for API calls, a small page (keeping a form's values) for pages, and for a
 * form the browser's script sent (a `.data` post) the form's failure with what was typed, as Remix reads it.
 */
function refuse({ req, res }: { req: Request; res: Response }, reason: ShedReason) {
  metrics.shed.inc({ reason });
  noteRefusal(reason);
  res.status(503);
  res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
  res.setHeader("Cache-Control", "no-store");
  // The page's own links go only where the one redirect rule allows (never `//elsewhere`).
  const path = safeRedirectPath(req.originalUrl);
  const isData = req.path.endsWith(".data");
  if (isData && req.method === "POST") {
    void typedValues(req)
      .then(shedFormData)
      .then((body) => res.type("text/x-script").setHeader("X-Remix-Response", "yes").end(body));
    return;
  }
  if (isData || !/text\/html/.test(req.headers.accept ?? "")) {
    res.json({ error: SHED_MESSAGE });
    return;
  }
  res.type("html");
  if (req.method !== "POST") {
    res.end(shedPage({ retryAfterSeconds: RETRY_AFTER_SECONDS, path }));
    return;
  }
  void typedValues(req).then((values) =>
    res.end(shedPage({ retryAfterSeconds: RETRY_AFTER_SECONDS, path, ...(values ? { values } : {}) })),
  );
}

/** What a refused form post carried (secrets left out), or null when it is not a plain form or cannot be read. */
async function typedValues(req: Request): Promise<Record<string, string> | null> {
  if (!/^application\/x-www-form-urlencoded/.test(req.headers["content-type"] ?? "")) return null;
  try {
    return echoValues(Object.fromEntries(new URLSearchParams(await readBody(req))), SECRET_FIELDS);
  } catch {
    return null;
  }
}

function readBody(req: Request): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_KEPT_BODY) chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}
