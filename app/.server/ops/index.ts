import cluster from "node:cluster";
import type { RequestListener, Server } from "node:http";
import { sql } from "kysely";
import type { RequestHandler } from "express";
import type { Services } from "~/.server/services";
import { listenWide } from "./accept";
import { createAdmission } from "./admission";
import { createProbes } from "./probes";
import { metrics } from "./metrics";
import { serveMetrics } from "./metrics-server";
import { noteRefusal, refuse } from "./refuse";
import { createRequestLog } from "./request-log";
import { routeIdMatcher, type RouteManifest } from "./routes";
import { readOpsSettings } from "./settings";

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
 * What an operator sees and relies on, wired into server.ts in a few lines:
 * `admit` (the overload policy, around the whole app), `first` (request id, request log, refusals, probes),
 * `watch` (services for readiness and the outbox gauges), `routesFrom` (route
 * ids), `serve` (timeouts, metrics listener), `listen` (the shop's port) and
 * `stopping` (SIGTERM).
 */
export function createOps() {
  const settings = readOpsSettings();
  let manifest: RouteManifest | null = null;
  const routeOf = routeIdMatcher(() => manifest);
  const admission = createAdmission({
    concurrency: settings.REQUEST_CONCURRENCY,
    maxWaitMs: settings.OVERLOAD_MAX_WAIT_MS,
    routeOf: (req) => routeOf((req.url ?? "/").split("?", 1)[0]),
    onRefused: (reason, route) => {
      metrics.shed.inc({ reason, route });
      noteRefusal(reason, route);
    },
  });
  metrics.readAdmissionWith(() => ({
    inProgress: admission.inProgress,
    waiting: admission.waiting,
    oldestWaitMs: admission.oldestWaitMs(),
  }));
  const requestLog = createRequestLog(
    (req) => admission.routeOf(req) ?? routeOf((req.url ?? "/").split("?", 1)[0]),
    admission.arrivedAt,
  );
  let probes: ReturnType<typeof createProbes> | null = null;
  let stopRequested = false;

  const first: RequestHandler = (req, res, next) =>
    requestLog(req, res, () => {
      if (admission.refusalOf(req)) return refuse(req, res);
      return probes ? probes.middleware(req, res, next) : next();
    });

  return {
    settings,
    /** The server's request listener: every request is admitted, waits its turn or is refused here (admission.ts). */
    admit: (app: RequestListener) => admission.wrap(app),
    /** First in the app: the request log, the refusals' 503s, then the probes. */
    first,
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
        admission.stop();
      });
    },
    /** Listens on ACCEPT_SOCKETS sockets sharing the port (see accept.ts); `server` emits "listening" as usual. */
    listen(server: Server, port: number, host: string) {
      return listenWide(server, port, host, settings.ACCEPT_SOCKETS);
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
