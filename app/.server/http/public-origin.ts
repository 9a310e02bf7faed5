import type { NextFunction, Request, Response } from "express";
import { env } from "~/.server/env";

/**
 * The shop's one public origin, for every absolute URL it writes (canonical,
 * og:url, JSON-LD, robots.txt, the sitemap) and every link it mails:
 * PUBLIC_SITE_URL when set, else the origin the server listens on. Never
 * anything a request says (Host, X-Forwarded-*): a forged header would
 * otherwise name another site in a cached page or a password-reset link.
 *
 * The listening origin is known once the server listens; server.ts hands it
 * over with `setListeningOrigin`. The slot is process-wide (a global symbol),
 * since the Remix build carries its own copy of this module.
 */
const SLOT = Symbol.for("biolife.listeningOrigin");
type Slot = { [SLOT]?: string };

export function publicOrigin(): string {
  const configured = env().PUBLIC_SITE_URL;
  if (configured) return new URL(configured).origin;
  return (globalThis as Slot)[SLOT] ?? listeningOrigin(env().HOST, env().PORT);
}

/** True when the origin comes from PUBLIC_SITE_URL, not from where the server listens. */
export function publicOriginConfigured(): boolean {
  return Boolean(env().PUBLIC_SITE_URL);
}

/** The origin of a server listening on host:port; a wildcard address reads as localhost. */
export function listeningOrigin(host: string, port: number): string {
  const name = host === "0.0.0.0" || host === "::" || host === "" ? "localhost" : host;
  return new URL(`http://${name.includes(":") ? `[${name}]` : name}:${port}`).origin;
}

export function setListeningOrigin(origin: string): void {
  (globalThis as Slot)[SLOT] = new URL(origin).origin;
}

/** The one start-up line saying which origin links name. */
export function publicOriginNotice(): string {
  return publicOriginConfigured()
    ? `public origin ${publicOrigin()} (PUBLIC_SITE_URL)`
    : `public origin ${publicOrigin()}: PUBLIC_SITE_URL is not set, so links and mails name the address the server listens on`;
}

function isHost(value: string): boolean {
  try {
    const url = new URL(`http://${value}`);
    return url.username === "" && url.password === "" && url.pathname === "/" && !url.search && !url.hash;
  } catch {
    return false;
  }
}

const FORWARDED = ["forwarded", "x-forwarded-host", "x-forwarded-proto", "x-forwarded-port", "x-forwarded-for"];

/**
 * Drops the forwarding headers unless the connection comes from a trusted
 * proxy (Express's `trust proxy`, set from TRUSTED_PROXIES). Express already
 * ignores them for req.protocol, req.hostname and req.ip, but
 * @remix-run/express takes the request URL's port from X-Forwarded-Host
 * whatever `trust proxy` says; without them Remix sees the connection's own
 * Host and scheme.
 */
export function forwardedHeadersFromTrustedProxies() {
  return (req: Request, res: Response, next: NextFunction) => {
    const trust = req.app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean;
    if (!trust(req.socket.remoteAddress, 0)) for (const name of FORWARDED) delete req.headers[name];
    // A Host (or trusted X-Forwarded-Host) no URL can be made of would fail deep in Remix with a 500.
    const host = req.get("x-forwarded-host")?.split(",")[0]?.trim() ?? req.headers.host;
    if (host !== undefined && !isHost(host)) {
      res.status(400).type("text/plain").set("Cache-Control", "no-store").send("Bad Request: invalid Host header");
      return;
    }
    next();
  };
}
