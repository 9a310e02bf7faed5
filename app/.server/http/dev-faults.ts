import type { RequestHandler } from "express";
import { env } from "~/.server/env";

/** What a handler under test throws: named, so the log line it leaves can be found. */
export class DeliberateFault extends Error {
  constructor(where: string) {
    super(`Deliberate fault in a ${where} (dev route)`);
    this.name = "DeliberateFault";
  }
}

/** Whether the fault routes answer: with DEV_ROUTES, or in development (as /dev/crash). */
export const faultsEnabled = () => env().DEV_ROUTES || env().NODE_ENV !== "production";

/**
 * /dev/fault/middleware and /dev/fault/middleware-async, with DEV_ROUTES: an
 * Express middleware that throws, and one whose promise rejects, so a test can
 * see that a failing middleware is a 500 for its request and not the end of
 * the process. Anything else passes by.
 */
export function devFaultMiddleware(): RequestHandler {
  return async (req, _res, next) => {
    if (req.path === "/dev/fault/middleware") throw new DeliberateFault("middleware");
    if (req.path === "/dev/fault/middleware-async") {
      await Promise.resolve();
      throw new DeliberateFault("middleware (async)");
    }
    next();
  };
}
