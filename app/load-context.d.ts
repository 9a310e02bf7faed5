import "@remix-run/node";
import type { RenderThreads } from "~/.server/http/render-threads";
import type { Services } from "~/.server/services";

declare module "@remix-run/node" {
  interface AppLoadContext {
    cspNonce: string;
    /** req.ip: the client address, trusting only TRUSTED_PROXIES hops of X-Forwarded-For. */
    clientIp: string;
    /** The shop's services, built once in server.ts (app/.server/services.ts). */
    services: Services;
    /**
     * Set for a whole page's request, not for a client navigation's `.data`: HTML a loader hands to the server render
     * only, so the page carries it once, in its markup, and not again in its loader data (.server/http/server-html.ts).
     */
    serverHtml?: Map<string, string>;
    /** Threads that render pages (RENDER_THREADS); unset in development, where pages render in-process. */
    renderThreads?: RenderThreads;
  }
}
