import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { pinoHttp, startTime } from "pino-http";
import { requestContext } from "./context";
import { logger } from "./logger";
import { metrics, statusClass } from "./metrics";
import { PROBE_PATHS } from "./probes";

/** An incoming X-Request-Id is kept only when it looks like an id (no spaces, quotes or line breaks). */
const WELL_FORMED_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;
const PAGE_CACHE_RESULTS = new Set(["hit", "miss", "stale", "bypass"]);
/** The status logged for a request whose client left before any answer was sent (nginx's "client closed request"). */
const CLIENT_CLOSED = 499;

export function requestIdOf(header: string | string[] | undefined): string {
  const incoming = Array.isArray(header) ? header[0] : header;
  return incoming && WELL_FORMED_ID.test(incoming) ? incoming : randomUUID();
}

const pathOf = (req: IncomingMessage) => (req as Request).path ?? (req.url ?? "/").split("?")[0];

/**
 * One JSON line per request (pino-http) when its response is done: time,
 * level, reqId, method, route (the Remix route id), status, durationMs,
 * cache (the page cache's answer) and bytes; `aborted` when the connection
 * closed before the answer was complete (status 499 if nothing was sent).
 * The request id is the incoming X-Request-Id when well-formed, else a new
 * one, echoed in the response and carried to every line written while
 * serving it (context.ts). Probes log at debug. The same moment feeds the
 * request metrics.
 */
export function createRequestLog(
  routeIdOf: (pathname: string) => string,
  /** When the request was read (performance.now(), intake.ts): its duration counts the wait before this middleware. */
  arrivedAt: (req: IncomingMessage) => number | undefined = () => undefined,
) {
  const startBytes = Symbol("startBytes");
  type Timed = ServerResponse & { [startBytes]?: number };
  const fields = (req: IncomingMessage, res: ServerResponse, durationMs: number) => {
    const cache = String(res.getHeader("X-Page-Cache") ?? "");
    return {
      reqId: (req as Request).id,
      method: req.method,
      route: routeIdOf(pathOf(req)),
      path: pathOf(req),
      // A client that left before the answer closes the response unsent: its statusCode is Node's default 200.
      status: res.headersSent ? res.statusCode : CLIENT_CLOSED,
      ...(res.writableEnded ? {} : { aborted: true }),
      durationMs,
      ...(cache ? { cache } : {}),
      bytes: req.socket.bytesWritten - ((res as Timed)[startBytes] ?? 0),
    };
  };
  const http = pinoHttp({
    logger,
    genReqId: (req, res) => {
      const id = requestIdOf(req.headers["x-request-id"]);
      res.setHeader("X-Request-Id", id);
      return id;
    },
    // The line is flat (fields below): no nested req/res objects, whose headers hold cookies.
    serializers: { req: () => undefined },
    customLogLevel: (req, res, error) => {
      if (PROBE_PATHS.has(pathOf(req))) return "debug";
      return error || res.statusCode >= 500 ? "warn" : "info";
    },
    customSuccessMessage: () => "request",
    customErrorMessage: () => "request",
    customSuccessObject: (req, res, value: { responseTime: number }) => fields(req, res, value.responseTime),
    // The error itself is logged once, with its stack, where it was caught (entry.server.tsx handleError).
    customErrorObject: (req, res, _error, value: { responseTime: number }) => fields(req, res, value.responseTime),
  });

  function observe(req: Request, res: Response, route: string, waitedMs: number) {
    const started = process.hrtime.bigint() - BigInt(Math.round(waitedMs * 1e6));
    let streaming = false;
    res.once("finish", () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (!PROBE_PATHS.has(req.path))
        metrics.requestDuration.observe(
          { route, method: req.method, status_class: statusClass(res.statusCode) },
          seconds,
        );
      const cache = String(res.getHeader("X-Page-Cache") ?? "");
      if (PAGE_CACHE_RESULTS.has(cache)) metrics.pageCache.inc({ result: cache });
    });
    // Event streams (chat replies) are counted while open.
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
    res.writeHead = ((...args: unknown[]) => {
      if (!streaming && String(res.getHeader("Content-Type") ?? "").includes("text/event-stream")) {
        streaming = true;
        metrics.chatStreams.inc();
        res.once("close", () => metrics.chatStreams.dec());
      }
      return writeHead(...args);
    }) as Response["writeHead"];
  }

  return (req: Request, res: Response, next: NextFunction) => {
    (res as Timed)[startBytes] = req.socket.bytesWritten;
    const waitedMs = performance.now() - (arrivedAt(req) ?? performance.now());
    (res as Timed & { [startTime]?: number })[startTime] = Date.now() - waitedMs;
    const route = routeIdOf(req.path);
    observe(req, res, route, waitedMs);
    http(req, res);
    requestContext.run({ requestId: String(req.id), route }, next);
  };
}
