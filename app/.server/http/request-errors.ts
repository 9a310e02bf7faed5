import { STATUS_CODES } from "node:http";
import type { ErrorRequestHandler } from "express";
import { logger } from "~/.server/ops/logger";

/**
 * The last handler: an error a middleware or handler passed on, threw, or
 * rejected with (express-async-errors, imported first in server.ts, passes
 * those on) is answered here. A client's error (a 4xx the parser set) keeps its
 * status; anything else is a 500 for that request and one log line.
 */
export function answerRequestErrors(): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const given = (error as { status?: unknown } | null)?.status;
    const status = typeof given === "number" && given >= 400 && given < 500 ? given : 500;
    if (status === 500) logger.error({ err: error, method: req.method, path: req.path }, "request failed");
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res
      .status(status)
      .setHeader("Cache-Control", "no-store")
      .type("text/plain")
      .end(STATUS_CODES[status] ?? "Error");
  };
}
