import { isIP } from "node:net";
import type { NextFunction, Request, Response } from "express";

/**
 * The embedded storefront's GraphQL endpoint for callers on this host only.
 * The shop itself calls it in-process (mount.ts, inProcessFetch); over HTTP
 * only tools on the same machine need it (the measurement peer, tests), so a
 * visitor gets Shopify's ACCESS_DENIED instead of the whole Storefront API
 * running on the shop's one thread (docs/decisions/0051). Behind trusted
 * proxies (TRUSTED_PROXIES) `req.ip` is the visitor's address; with none trusted
 * a relayed request is a visitor's all the same, since a proxy on this host
 * connects from loopback.
 */
export const ACCESS_DENIED_BODY = {
  errors: [
    {
      message: "The embedded storefront answers only the shop's own host; run `npm run storefront` to serve others.",
      extensions: { code: "ACCESS_DENIED" },
    },
  ],
};

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith("::ffff:") ? address.slice(7) : address;
  if (isIP(plain) === 4) return plain.startsWith("127.");
  return plain === "::1";
}

const RELAY_HEADERS = ["forwarded", "x-forwarded-for", "x-real-ip", "via"];

export function sameHostOnly(req: Request, res: Response, next: NextFunction) {
  const relayed = RELAY_HEADERS.some((name) => req.headers[name] !== undefined);
  const proxiesTrusted = Boolean(req.app.get("trust proxy"));
  if ((proxiesTrusted || !relayed) && isLoopback(req.socket.remoteAddress) && isLoopback(req.ip)) return next();
  res.status(403).setHeader("Cache-Control", "no-store");
  res.json(ACCESS_DENIED_BODY);
}
