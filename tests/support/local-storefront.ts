import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import express from "express";
import { mountLocalStorefront } from "../../local-storefront/mount";
import { createCatalogue } from "~/.server/storefront/catalogue";
import { createStorefront } from "~/.server/storefront/client";

/**
 * Serves `app` (a stand-in's own routes) with the embedded storefront mounted
 * behind them, on a free loopback port, in a fresh data folder.
 */
export async function serveWithLocalStorefront(app: express.Express, prefix: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const local = mountLocalStorefront(app, { dataDir });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    local,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The embedded storefront on a real HTTP port, with a client pointed at it. */
export async function startLocalStorefront() {
  const { origin, local, close } = await serveWithLocalStorefront(express(), "biolife-storefront-");
  const storefront = createStorefront({ storeDomain: origin, token: "test-token" });
  return {
    origin,
    local,
    storefront,
    catalogue: createCatalogue(storefront, (shopOrigin) => shopOrigin ?? origin),
    close,
  };
}
