import cluster from "node:cluster";
import type { RequestListener, Server } from "node:http";
import { sql } from "kysely";
import type { RequestHandler } from "express";
import type { Services } from "~/.server/services";
import { listenWide } from "./accept";
import { createIntake } from "./intake";
import { createProbes, PROBE_PATHS } from "./probes";
import { metrics } from "./metrics";
import { serveMetrics } from "./metrics-server";
import { createLoadShedder } from "./overload";
import { currentRoute } from "./context";
import { createRequestLog } from "./request-log";
import { routeIdMatcher, type RouteManifest } from "./routes";
import { readOpsSettings } from "./settings";
import { createTurnQueue } from "./turns";

export { logger, loggerFor } from "./logger";
export { serveMetrics } from "./metrics-server";
export { readOpsSettings } from "./settings";

/** Node's HTTP timeouts, set on purpose (README "Operating in production"). */
export const HTTP_TIMEOUTS = {
  /** A client has this long to send a request's headers (slow-header clients are cut off with 408). */
  headersTimeoutMs: 10_000,
  /** ... and its whole request, body included (forms are small; 413 comes first for large ones). */
  requestTimeoutMs: 30_000,
  /** An idle keep-alive connection is kept this long: past a load balancer's usual 60 s, so the balancer closes first. */
  keepAliveTimeoutMs: 65_000,
};

/**
 * The overload policy's fixed parts (README "Operating in production"; each measured in docs/decisions/0070): the
 * operator's settings are OVERLOAD_MAX_WAIT_MS, REQUEST_CONCURRENCY and RENDER_THREADS.
 */
const POLICY = {
  /** ms of handling newly read requests, and of starting waiting ones, per event-loop turn (intake.ts, turns.ts). */
  startBudgetMs: 20,
  /** Listening sockets sharing the shop's port (accept.ts). */
  acceptSockets: 64,
};

/**
 * What an operator sees and relies on, wired into server.ts in a few lines:
 * `first` (request id, request log, probes), `shed` (after the page cache's hits),
 * `watch` (services for readiness and the outbox gauges), `routesFrom` (route
 * ids), `serve` (timeouts, metrics listener), `listen` (the shop's port) and
 * `stopping` (SIGTERM).
 */
export function createOps() {
  const settings = readOpsSettings();
  let manifest: RouteManifest | null = null;
  const routeOf = routeIdMatcher(() => manifest);
  const intake = createIntake({
    budgetMs: POLICY.startBudgetMs,
    atOnce: (req) => PROBE_PATHS.has((req.url ?? "").split("?", 1)[0]),
  });
  const requestLog = createRequestLog(routeOf, intake.arrivedAt);
  let probes: ReturnType<typeof createProbes> | null = null;
  const turns = createTurnQueue({
    arrivedAt: intake.arrivedAt,
    // Labelled once, as the request log read it (context.ts).
    routeOf: currentRoute,
    budgetMs: POLICY.startBudgetMs,
    maxInProgress: settings.REQUEST_CONCURRENCY,
    lateMs: settings.OVERLOAD_MAX_WAIT_MS / 2,
  });
  const shedder = createLoadShedder({
    minInFlight: settings.REQUEST_CONCURRENCY,
    arrived: () => arrived,
    waitedMs: turns.waitedMs,
    lateMs: turns.lateMs,
  });
  const shed: RequestHandler = (req, res, next) => turns.middleware(req, res, () => shedder(req, res, next));
  setInterval(() => metrics.turnWait.set(turns.oldestWaitMs() / 1000), 1_000).unref();
  let arrived = 0;
  let stopRequested = false;

  const first: RequestHandler = (req, res, next) => {
    arrived += 1;
    res.once("close", () => (arrived -= 1));
    // The probes count like any request: they wait their turn (a place of their own) and can be refused.
    requestLog(req, res, () =>
      probes && PROBE_PATHS.has(req.path) ? shed(req, res, () => probes!.middleware(req, res, next)) : next(),
    );
  };

  return {
    settings,
    /** The server's request listener: requests read past this turn's budget wait for a later turn (intake.ts). */
    intake: (app: RequestListener) => intake.wrap(app),
    first,
    /** After the page cache's hits: requests wait their turn (turns.ts), then the shedder serves or refuses them. */
    shed,
    watch(services: Pick<Services, "db" | "redis" | "storefront">) {
      probes = createProbes({
        db: services.db,
        redis: services.redis,
        pingStorefront: () =>
          services.storefront.query<unknown>("query ReadinessProbe { __typename }", { cache: "none" }),
      });
      metrics.readOutboxWith(async () => {
        const db = await services.db();
        const { rows } = await sql<{ depth: string | number; oldest: Date | string | null }>`
          select count(*) as depth, min(created_at) as oldest from public.mail_outbox where status in ('queued', 'failed')`.execute(
          db,
        );
        const oldest = rows[0]?.oldest ? new Date(rows[0].oldest).getTime() : null;
        return { depth: Number(rows[0]?.depth ?? 0), oldestAgeSeconds: oldest ? (Date.now() - oldest) / 1000 : 0 };
      });
    },
    routesFrom(build: { routes: RouteManifest } | unknown) {
      if (build && typeof build === "object" && "routes" in build)
        manifest = (build as { routes: RouteManifest }).routes;
    },
    serve(server: Server) {
      server.headersTimeout = HTTP_TIMEOUTS.headersTimeoutMs;
      server.requestTimeout = HTTP_TIMEOUTS.requestTimeoutMs;
      server.keepAliveTimeout = HTTP_TIMEOUTS.keepAliveTimeoutMs;
      // A worker's metrics are served by the cluster's primary.
      const listener = cluster.isWorker ? null : serveMetrics(settings, "process");
      server.once("close", () => {
        listener?.close();
      });
    },
    /** Listens on sockets sharing the port (see accept.ts); `server` emits "listening" as usual. */
    listen(server: Server, port: number, host: string) {
      return listenWide(server, port, host, POLICY.acceptSockets);
    },
    /** SIGTERM: /readyz turns 503 now; the drain starts after SHUTDOWN_DELAY_MS, so a load balancer stops sending first. */
    stopping(drain: () => void) {
      if (stopRequested) return;
      stopRequested = true;
      probes?.stopping();
      if (settings.SHUTDOWN_DELAY_MS > 0) setTimeout(drain, settings.SHUTDOWN_DELAY_MS);
      else drain();
    },
  };
}
