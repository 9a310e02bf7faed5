import type { NextFunction, Request, Response } from "express";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host || null;
  } catch {
    return null;
  }
}

/**
 * Refuses (403) state-changing requests another site's page made the browser
 * send: `Sec-Fetch-Site: cross-site`, or an `Origin` whose host is neither
 * this request's own (Host, or a trusted proxy's X-Forwarded-Host, as Remix
 * reads it: public-origin.ts drops that header from anyone else) nor the
 * public site address's. Requests carrying neither header (curl,
 * server-to-server calls such as the storefront GraphQL endpoint) pass;
 * browsers send one of them on every POST. Hosts are compared without the
 * scheme, like Remix's own check, so a TLS-terminating proxy works.
 */
export function sameOriginWrites(options: { publicSiteUrl?: string } = {}) {
  const publicHost = options.publicSiteUrl ? new URL(options.publicSiteUrl).host : null;
  return (req: Request, res: Response, next: NextFunction) => {
    if (!UNSAFE.has(req.method)) return next();
    const origin = req.get("origin");
    const originHost = origin === undefined ? undefined : hostOf(origin);
    const ownHosts = [req.get("host"), req.get("x-forwarded-host")?.split(",")[0]?.trim()].filter(Boolean);
    const crossSite =
      req.get("sec-fetch-site") === "cross-site" ||
      (origin !== undefined && (originHost === null || (!ownHosts.includes(originHost) && originHost !== publicHost)));
    if (crossSite) {
      res.status(403).type("text/plain").set("Cache-Control", "no-store").send("Forbidden: cross-site request refused");
      return;
    }
    // Checked here: the public address behind a proxy that rewrites Host would otherwise trip Remix's stricter host-only check (a 500).
    if (originHost && !ownHosts.includes(originHost)) delete req.headers.origin;
    next();
  };
}
