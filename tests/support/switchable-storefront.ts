import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import express from "express";
import { mountLocalStorefront } from "../../local-storefront/mount";

/**
 * The embedded storefront on its own HTTP port behind a switch, so a test
 * can warm a shop's cache and then make the "Shopify" it talks to slow,
 * unreachable, failing (500, 402) or answering garbage.
 */
export type StorefrontMode = "ok" | "slow" | "down" | "500" | "402" | "garbage";

export async function startSwitchableStorefront(options: { slowMs?: number } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "biolife-switch-"));
  const state = { mode: "ok" as StorefrontMode, requests: 0 };
  const app = express();
  app.use((req, res, next) => {
    if (!req.path.endsWith("/graphql.json")) return next();
    state.requests += 1;
    switch (state.mode) {
      case "ok":
        return next();
      case "slow":
        return void setTimeout(next, options.slowMs ?? 3000);
      case "down":
        return void req.socket.destroy();
      case "500":
        return void res.status(500).type("text/plain").send("Internal Server Error");
      case "402":
        return void res.status(402).json({ errors: [{ message: "Payment Required" }] });
      case "garbage":
        return void res.status(200).type("application/json").send("<html><body>Bad gateway</body></html>");
    }
  });
  mountLocalStorefront(app, { dataDir });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    state,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
