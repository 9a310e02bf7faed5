import "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    cspNonce: string;
    /** req.ip: the client address, trusting only TRUSTED_PROXIES hops of X-Forwarded-For. */
    clientIp: string;
  }
}
