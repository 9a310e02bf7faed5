import type { RequestHandler } from "express";

/** The methods the shop's routes answer; OPTIONS, PUT, PATCH and DELETE reach the routes, which answer them 405. */
const ROUTED = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * Any other method (TRACE, CONNECT, TRACK: the Fetch API cannot even make a
 * Request of them, so Remix threw and the shop answered 500 with a stack in
 * the log; WebDAV's and made-up ones) is answered 405 here, before any route.
 */
export function knownMethodsOnly(): RequestHandler {
  return (req, res, next) => {
    if (ROUTED.has(req.method)) return next();
    res.status(405).setHeader("Allow", "GET, HEAD, POST").type("text/plain").end("Method not allowed");
  };
}
