import "@remix-run/node";
import type { Services } from "~/.server/services";

declare module "@remix-run/node" {
  interface AppLoadContext {
    cspNonce: string;
    /** req.ip: the client address, trusting only TRUSTED_PROXIES hops of X-Forwarded-For. */
    clientIp: string;
    /** The shop's services, built once in server.ts (app/.server/services.ts). */
    services: Services;
  }
}
