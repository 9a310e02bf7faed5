/**
 * `npm run storefront`: the local storefront alone, as a Storefront API
 * server on its own port with its own data directory. Shop hosts point
 * PUBLIC_STORE_DOMAIN at its origin (http is accepted outside production) and
 * PUBLIC_STOREFRONT_API_TOKEN at its token; its images, discount codes and
 * hosted checkout are served from here, as Shopify serves them.
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import express from "express";
import { DataDirLockedError, releaseDataDirLock } from "../app/.server/db/data-dir-lock";
import { mountLocalStorefront } from "./mount";
import { parseStandaloneConfig, publicTokenFor, type StandaloneConfig } from "./standalone-config";

function config(): StandaloneConfig {
  try {
    return parseStandaloneConfig(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

const settings = config();
fs.mkdirSync(settings.STOREFRONT_DATA_DIR, { recursive: true });

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
let storefront: ReturnType<typeof mountLocalStorefront>;
try {
  storefront = mountLocalStorefront(app, {
    dataDir: settings.STOREFRONT_DATA_DIR,
    imageOrigin: () => origin,
    shopUrl: settings.STOREFRONT_SHOP_URL,
    faultControl: settings.STOREFRONT_DEV_ROUTES,
    accessTokens: {
      publicToken: publicTokenFor(settings),
      privateToken: settings.STOREFRONT_PRIVATE_TOKEN,
    },
  });
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(
    `STOREFRONT_DATA_DIR ${error.dataDir} is in use by PID ${error.owner.pid}; stop it or use another STOREFRONT_DATA_DIR`,
  );
  process.exit(1);
}
app.use((_req, res) => {
  res.status(404).json({ errors: [{ message: "Not Found" }] });
});

const server = app.listen(settings.STOREFRONT_PORT, settings.STOREFRONT_HOST, () => {
  const { port } = server.address() as AddressInfo;
  const host = settings.STOREFRONT_HOST === "0.0.0.0" ? "127.0.0.1" : settings.STOREFRONT_HOST;
  origin ||= `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  const tokenSource = settings.STOREFRONT_ACCESS_TOKEN
    ? "STOREFRONT_ACCESS_TOKEN"
    : `${settings.STOREFRONT_DATA_DIR}/storefront-access-token`;
  console.log(
    `Local storefront on ${origin} (${storefront.catalogue.products.length} products): ` +
      `PUBLIC_STORE_DOMAIN=${origin}, PUBLIC_STOREFRONT_API_TOKEN from ${tokenSource}`,
  );
});

// SIGTERM: stop accepting, let open requests finish (the journal is written before each answer), exit.
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    const exit = () => {
      releaseDataDirLock(settings.STOREFRONT_DATA_DIR);
      process.exit(0);
    };
    server.close(exit);
    server.closeIdleConnections();
    setTimeout(exit, 5_000).unref();
  });
}
