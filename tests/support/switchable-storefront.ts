import express from "express";
import { serveWithLocalStorefront } from "./local-storefront";

/**
 * The embedded storefront on its own HTTP port behind a switch, so a test
 * can warm a shop's cache and then make the "Shopify" it talks to slow,
 * unreachable, failing (500, 402) or answering garbage.
 */
export type StorefrontMode = "ok" | "slow" | "down" | "500" | "402" | "garbage";

export async function startSwitchableStorefront(options: { slowMs?: number } = {}) {
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
  const { origin, close } = await serveWithLocalStorefront(app, "biolife-switch-");
  return { origin, state, close };
}
