import type { RequestHandler } from "express";

/**
 * Resource routes whose answer is the same for everyone (the search dialog's
 * JSON): their GETs lose every cookie before anything reads them, so the route
 * answers as it would an anonymous shopper by construction, and a shopper with
 * a cart or a session is served that answer from the page cache instead of
 * rendering it anew each time.
 */
const COOKIE_BLIND_PATHS = new Set(["/api/search"]);

export const cookieBlind: RequestHandler = (req, _res, next) => {
  if ((req.method === "GET" || req.method === "HEAD") && COOKIE_BLIND_PATHS.has(req.path.replace(/\/+$/, "")))
    delete req.headers.cookie;
  next();
};
