import { isIP } from "node:net";
import type { NextFunction, Request, Response } from "express";

/**
 * The embedded storefront's GraphQL endpoint for callers on this host only.
 * The shop itself calls it in-process (mount.ts, inProcessFetch); over HTTP
 * only tools on the same machine need it (the measurement peer, tests), so a
 * visitor gets Shopify's ACCESS_DENIED instead of the whole Storefront API
 * running on the shop's one thread (docs/decisions/0051). Behind trusted
 * proxies (TRUSTED_PROXIES) `req.ip` is the visitor's address; with none trusted
 * a proxy on this host connects from loopback too, so a request that carries a
 * relay header or a Host other than this machine's is a visitor's.
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

const RELAY_HEADERS = new Set(["forwarded", "x-forwarded-for", "x-forwarded-host", "x-real-ip", "via"]);

/** Whether a proxy relayed it: from the headers as received (the shop drops untrusted X-Forwarded-* from req.headers). */
const relayed = (req: Request) =>
  req.rawHeaders.some((value, i) => i % 2 === 0 && RELAY_HEADERS.has(value.toLowerCase()));

/** A Host naming this machine: what a tool here sends, never a proxy passing the visitor's Host on. */
export const isLoopbackHost = (host: string | undefined) =>
  host !== undefined && /^(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d+)?$/i.test(host);

export function sameHostOnly(req: Request, res: Response, next: NextFunction) {
  const proxiesTrusted = Boolean(req.app.get("trust proxy"));
  const local =
    (proxiesTrusted || (!relayed(req) && isLoopbackHost(req.headers.host))) &&
    isLoopback(req.socket.remoteAddress) &&
    isLoopback(req.ip);
  if (local) return next();
  res.status(403).setHeader("Cache-Control", "no-store");
  res.json(ACCESS_DENIED_BODY);
}
