import { readFileSync } from "node:fs";
import type { Request, Response } from "express";
import { BUILD_PLACEHOLDER } from "../../lib/offline/strategy";

/**
 * GET /sw.js: the service worker `npm run build` bundled (build/client/sw.js),
 * with this build's version in it, so each deploy is a new worker that drops
 * the last one's caches. Revalidated on every update check (no-cache), never
 * kept by the page cache, and sent with the same security headers as a page
 * (its Content-Security-Policy is the worker's own). None in development.
 */
export function serviceWorkerScript(file: string, buildVersion: string) {
  let script: string | null = null;
  try {
    script = readFileSync(file, "utf8").replaceAll(BUILD_PLACEHOLDER, buildVersion.replace(/[^\w.-]/g, ""));
  } catch {
    script = null;
  }
  return (_req: Request, res: Response) => {
    if (!script) return res.status(404).type("text/plain").set("Cache-Control", "no-store").send("Not Found");
    res
      .status(200)
      .type("text/javascript")
      .set({ "Cache-Control": "no-cache", "Service-Worker-Allowed": "/" })
      .send(script);
  };
}
