import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { HTTP_TIMEOUTS } from "../app/.server/ops";
import { codeGuesses, createLimiters } from "../app/.server/rate-limit";
import { mountLocalStorefront } from "./mount";
import { publicTokenFor, type StandaloneConfig } from "./standalone-config";
import type { LocalStorefront } from "./storefront";

/**
 * The stand-alone storefront's HTTP server: the local storefront behind its
 * tokens, with the shop's own HTTP timeouts (a client that sends its headers
 * slowly is cut off as the shop cuts it off, not after Node's default 60 s).
 */
export function startStandaloneServer(settings: StandaloneConfig): {
  server: Server;
  storefront: LocalStorefront;
  /** The origin it answers on, once it listens. */
  listening: Promise<string>;
} {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", false);
  // Only the hosted checkout is a page: its own inline style, forms back to itself, nothing else.
  app.use((_req, res, next) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader(
      "Content-Security-Policy",
      "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    );
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    next();
  });

  // The Storefront API is callable from any web page with the public token: CORS on the GraphQL endpoint only
  // (not the hosted checkout), inviting only the headers a browser client sends (never the private token).
  const CORS_HEADERS = {
    "Access-Control-Allow-Origin": "*",
    "Access-Control-Allow-Methods": "POST, OPTIONS",
    "Access-Control-Allow-Headers":
      "Accept, Content-Type, X-Shopify-Storefront-Access-Token, X-SDK-Variant, X-SDK-Variant-Source, X-SDK-Version",
    "Access-Control-Max-Age": "86400",
  };
  app.use("/api/:version/graphql.json", (req, res, next) => {
    res.setHeader("Access-Control-Allow-Origin", "*");
    if (req.method !== "OPTIONS") return next();
    res.set(CORS_HEADERS).status(204).end();
  });

  let origin = settings.STOREFRONT_PUBLIC_URL ?? "";
  const storefront = mountLocalStorefront(app, {
    dataDir: settings.STOREFRONT_DATA_DIR,
    imageOrigin: () => origin,
    shopUrl: settings.STOREFRONT_SHOP_URL,
    faultControl: settings.STOREFRONT_DEV_ROUTES,
    // Its checkout's code field is open to shoppers: the shop's limit of guesses, counted here.
    codeGuesses: codeGuesses(createLimiters()),
    accessTokens: {
      publicToken: publicTokenFor(settings),
      privateToken: settings.STOREFRONT_PRIVATE_TOKEN,
    },
    log: (line) => console.error(line),
  });
  app.use((_req, res) => {
    res.status(404).json({ errors: [{ message: "Not Found" }] });
  });

  const server = app.listen(settings.STOREFRONT_PORT, settings.STOREFRONT_HOST);
  server.headersTimeout = HTTP_TIMEOUTS.headersTimeoutMs;
  server.requestTimeout = HTTP_TIMEOUTS.requestTimeoutMs;
  server.keepAliveTimeout = HTTP_TIMEOUTS.keepAliveTimeoutMs;
  const listening = new Promise<string>((resolve, reject) => {
    server.once("error", reject);
    server.once("listening", () => {
      const { port } = server.address() as AddressInfo;
      const host = settings.STOREFRONT_HOST === "0.0.0.0" ? "127.0.0.1" : settings.STOREFRONT_HOST;
      origin ||= `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
      resolve(origin);
    });
  });
  return { server, storefront, listening };
}
