/**
 * The Node host: Express, compression, static assets, security headers, the
 * embedded local storefront (when no Shopify store is configured) and the
 * Remix request handler. Run the production build with `npm start`.
 */
import cluster from "node:cluster";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
// Before any route exists: an async handler's rejection goes to the error handler (a 500), as a throw does.
import "express-async-errors";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import { nodeVerdict } from "./app/.server/runtime-check";
import { acquireDataDirLock, announcePrivate, DataDirLockedError } from "./app/.server/db/data-dir-lock";
import { EnvError, parseEnv, type Env } from "./app/.server/env";
import { buyButtonCsp, checkoutCsp, securityHeaders } from "./app/.server/http/security-headers";
import { sameOriginWrites } from "./app/.server/http/same-origin";
import { staticAssets } from "./app/.server/http/static-assets";
import { serviceWorkerScript } from "./app/.server/http/service-worker";
import {
  forwardedHeadersFromTrustedProxies,
  listeningOrigin,
  publicOrigin,
  publicOriginNotice,
  setListeningOrigin,
} from "./app/.server/http/public-origin";
import { bodyLimit } from "./app/.server/http/body-limit";
import { capConnectionsPerClient } from "./app/.server/http/connection-cap";
import { knownMethodsOnly } from "./app/.server/http/methods";
import { devFaultMiddleware } from "./app/.server/http/dev-faults";
import { answerRequestErrors } from "./app/.server/http/request-errors";
import { installRouteMatchMemo } from "./app/.server/http/route-match-memo";
import type { OrderSource } from "./app/.server/account/order-source";
import { serveAdminSocketsFor } from "./app/.server/db/admin-socket";
import { embeddedFor } from "./app/.server/db/connect";
import { makeDataDirPrivate } from "./app/.server/db/private-data-dir";
import { STOREFRONT_FILE } from "./app/.server/db/shop-backup";
import { settleRestore, UnfinishedRestoreError } from "./app/.server/db/restore-aside";
import { createServices } from "./app/.server/services";
import { installVoice } from "./app/.server/voice";
import { createPageCache } from "./app/.server/page-cache/middleware";
import { cartPageOf } from "./app/.server/page-cache/cart-pages";
import { cookieBlind } from "./app/.server/page-cache/cookie-blind";
import { memoryPageStore, redisPageStore } from "./app/.server/page-cache/store";
import { createOps, logger, readOpsSettings, serveMetrics } from "./app/.server/ops";
import { codeGuesses } from "./app/.server/rate-limit";
import { orderConfirmationMail } from "./app/.server/mail/order-confirmation";
import { createRenderThreads, type RenderThreads } from "./app/.server/http/render-threads";
import { inProcessFetch, mountLocalStorefront, STOREFRONT_GRAPHQL_PATH } from "./local-storefront/mount";
import type { LocalStorefront } from "./local-storefront/storefront";
import { localSubscriptions } from "./local-storefront/subscription-source";

const runtime = nodeVerdict(process.versions.node);
if (runtime?.fatal) {
  console.error(runtime.message);
  process.exit(1);
}

const dev = process.argv.includes("--dev");
/** How long open requests and streams get after SIGTERM before streams are ended. */
const SHUTDOWN_GRACE_MS = 5_000;

function loadEnv(): Env {
  try {
    return parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      logger.fatal(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const env = loadEnv();
// The last line only: every handler answers its own errors (a 500 and a log line); a rejection none of them caught
// is logged, and the shop goes on serving everyone else.
process.on("unhandledRejection", (reason) => logger.error({ err: reason }, "unhandled rejection; serving on"));
holdDataDir(env);
if (runtime && cluster.isPrimary) console.warn(runtime.message);

// WEB_CONCURRENCY: the primary only forks and replaces workers; each worker is a whole server on the shared port.
if (!dev && cluster.isPrimary && (env.WEB_CONCURRENCY ?? 1) > 1) {
  for (let i = 0; i < env.WEB_CONCURRENCY!; i++) cluster.fork();
  serveMetrics(readOpsSettings(), "cluster");
  let stopping = false;
  cluster.on("exit", (worker, code) => {
    if (stopping) return;
    logger.error(`worker ${worker.process.pid} exited (${code}); starting another`);
    cluster.fork();
  });
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill(signal);
      setTimeout(() => process.exit(0), 11_000).unref();
      cluster.on("exit", () => Object.keys(cluster.workers ?? {}).length === 0 && process.exit(0));
    });
  }
} else {
  await startServer(env);
}

/**
 * Nothing touches DATA_DIR before this process owns it: a second server would otherwise rewrite the
 * first one's storefront snapshot and journal before refusing. With an outside database and store only
 * the session secret lives there (created once, atomically), and workers and processes share it.
 */
function holdDataDir(env: Env) {
  if (env.DATABASE_URL && env.PUBLIC_STORE_DOMAIN) return announcePrivate(env.DATA_DIR);
  try {
    acquireDataDirLock(env.DATA_DIR);
    // A db:restore cut off before it was whole: refused, never opened as an empty shop.
    settleRestore(env.DATA_DIR);
  } catch (error) {
    if (!(error instanceof DataDirLockedError || error instanceof UnfinishedRestoreError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

async function startServer(env: Env) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUSTED_PROXIES);
  app.use(forwardedHeadersFromTrustedProxies());
  const ops = createOps();
  app.use(ops.first);

  app.use(
    securityHeaders({
      dev,
      ...buyButtonCsp(env.PUBLIC_STORE_DOMAIN),
      ...checkoutCsp(env.PUBLIC_CHECKOUT_DOMAIN ?? env.PUBLIC_STORE_DOMAIN),
    }),
  );
  // TRACE, CONNECT and the like: 405 before anything tries to make a Fetch Request of them.
  app.use(knownMethodsOnly());
  app.use(sameOriginWrites({ publicSiteUrl: env.PUBLIC_SITE_URL }));
  // Every request body is bounded per route (413) before anything reads it.
  app.use(bodyLimit());
  if (env.DEV_ROUTES) app.use(devFaultMiddleware());
  app.use(cookieBlind);
  app.use(
    compression({
      // Server-sent events must reach the browser as they are written.
      filter: (req, res) =>
        !String(res.getHeader("Content-Type") ?? "").includes("text/event-stream") && compression.filter(req, res),
    }),
  );

  // The embedded stand-in for Shopify, when no store is configured; its origin is known once the server listens.
  // Its GraphQL endpoint is asked over HTTP by clients of their own: they wait their turn like any request.
  if (!env.PUBLIC_STORE_DOMAIN) app.use(STOREFRONT_GRAPHQL_PATH, ops.shed);
  const local = env.PUBLIC_STORE_DOMAIN
    ? null
    : mountLocalStorefront(app, {
        dataDir: env.DATA_DIR,
        faultControl: env.DEV_ROUTES,
        onCatalogueChange: () => void services.purgeCatalogue(),
        // Under DATA_DIR, so a restart finds them (docs/decisions/0024).
        predrawImages: env.PREDRAW_IMAGES,
        log: (message) => logger.info(message),
        // The cart form's limiter: one budget of discount-code guesses per client on every path.
        codeGuesses: (ip, count) => codeGuesses(services.limiter)(ip, count),
        // The confirmation its checkout page promises, through the outbox like every mail.
        onOrderPlaced: (order) =>
          void services.mailer
            .send(orderConfirmationMail(order, publicOrigin()))
            .catch((error: Error) => logger.error(`order ${order.name}: confirmation mail failed: ${error.message}`)),
      });
  let origin = "";
  const services = createServices(env, {
    localStorefront: local
      ? {
          origin: () => origin,
          orders: localOrders(local),
          fetch: inProcessFetch(local, () => origin),
          subscriptions: localSubscriptions(local),
        }
      : undefined,
  });
  ops.watch(services);

  // Open the database and apply pending migrations before taking requests.
  const db = await services.db().catch((error: Error) => {
    logger.fatal({ err: error }, "database: could not open");
    process.exit(1);
  });
  // PGlite unpacks a new database, and rewrites its cache files as it opens, with modes of its own: closed again.
  if (embeddedFor(db)?.dataDir) makeDataDirPrivate(env.DATA_DIR);
  // Embedded database: admin commands (grant-admin, db:migrate, db:psql, db:backup) reach it through DATA_DIR's local sockets.
  const closeAdminSockets = await serveAdminSocketsFor(db, {
    // A backup holds the embedded storefront's carts, orders and subscriptions beside the database.
    backupFiles: () => (local ? { [STOREFRONT_FILE]: local.store.snapshot() } : {}),
  });

  let build: ServerBuild | (() => Promise<ServerBuild>);
  let renderThreads: RenderThreads | undefined;
  if (dev) {
    const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
    app.use(vite.middlewares);
    build = () => vite.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>;
    app.use(ops.shed);
  } else {
    const buildUrl = pathToFileURL(path.resolve("build/server/index.js")).href;
    build = (await import(buildUrl)) as ServerBuild;
    app.use("/assets", staticAssets("build/client/assets"));
    // Before the public files: the bundled worker gets this build's version stamped in.
    app.get("/sw.js", serviceWorkerScript("build/client/sw.js", build.assets.version));
    // Every public file has an extension: page paths skip the file lookup (a stat per page request otherwise).
    const publicFiles = express.static("build/client", { maxAge: "1h", index: false });
    app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));
    ops.routesFrom(build);
    const threads = readOpsSettings().RENDER_THREADS;
    if (threads > 0)
      renderThreads = createRenderThreads({
        buildUrl,
        threads,
        onFailed: (error) => logger.error({ err: error }, "render thread could not start"),
      });
    // Anonymous pages, and pages personal only through the cart, from the full-page cache (shared through Redis when set); keyed by the build, so a deploy starts afresh.
    const pageCache = createPageCache({
      store: services.redis ? redisPageStore(services.redis, env.REDIS_KEY_PREFIX) : memoryPageStore(),
      buildId: build.assets.version,
      port: () => (server.address() as AddressInfo).port,
      origin: publicOrigin,
      cartPage: cartPageOf(services),
      onNewGeneration: () => services.campaigns.changed(),
    });
    services.pageCache = pageCache;
    // Anonymous hits first; then the shedder gates the rest (cart look-ups query the database, misses render).
    app.use(pageCache.hits);
    app.use(ops.shed);
    app.use(pageCache.middleware);
  }

  // Remix matches the route tree up to four times per page, flattening and ranking it each time (docs/decisions/0018).
  installRouteMatchMemo();
  app.all(
    "*",
    createRequestHandler({
      build,
      mode: dev ? "development" : "production",
      getLoadContext: (req, res) => ({
        cspNonce: res.locals.cspNonce as string,
        clientIp: req.ip ?? req.socket.remoteAddress ?? "local",
        services,
        serverHtml: req.path.endsWith(".data") ? undefined : new Map<string, string>(),
        renderThreads,
      }),
    }),
  );
  app.use(answerRequestErrors());

  const server = http.createServer(ops.intake(app));
  // Behind a proxy every connection is the proxy's: it limits its own clients.
  capConnectionsPerClient(server, env.TRUSTED_PROXIES === 0 ? env.MAX_CONNECTIONS_PER_CLIENT : 0);
  server.once("listening", () => {
    const { port } = server.address() as AddressInfo;
    origin = `http://127.0.0.1:${port}`;
    setListeningOrigin(listeningOrigin(env.HOST, port));
    logger.info(`BioLife storefront on http://localhost:${port}; ${publicOriginNotice()}`);
  });
  ops.serve(server);
  // The voice-chat WebSocket (/api/voice) shares the HTTP server.
  const voice = installVoice(server, env, services);
  await ops.listen(server, env.PORT, env.HOST);

  // SIGTERM: stop accepting, let open requests finish; after the grace period end open event streams
  // cleanly (an unfinished chat reply is not saved), then close the database and exit 0.
  let stopping = false;
  function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: finishing open requests`);
    voice.close();
    server.close(() => {
      void closeAdminSockets()
        .then(() => services.close())
        .catch((error: Error) => logger.error({ err: error }, "database: close failed"))
        .finally(() => process.exit(0));
    });
    // Keep-alive sockets become idle as their responses finish; close each as it does.
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 100).unref();
    setTimeout(services.shutdown.endOpenStreams, SHUTDOWN_GRACE_MS).unref();
    setTimeout(() => {
      logger.error(`${signal}: requests still open after ${SHUTDOWN_GRACE_MS * 2} ms; exiting`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS * 2).unref();
  }
  process.on("SIGTERM", () => ops.stopping(() => shutdown("SIGTERM")));
  process.on("SIGINT", () => ops.stopping(() => shutdown("SIGINT")));
}

/** The local storefront's checkout orders as the app's order source (app/ never imports local-storefront/). */
function localOrders(local: LocalStorefront): OrderSource {
  return {
    ordersFor: async (email) =>
      local.store
        .ordersByEmail(email)
        .map(({ id, name, created_at, currency, total_price, financial_status, fulfillment_status, line_items }) => ({
          id,
          name,
          created_at,
          currency,
          total_price,
          financial_status,
          fulfillment_status,
          line_items,
        })),
  };
}
