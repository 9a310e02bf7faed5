import http from "node:http";
import client from "prom-client";
import { loggerFor } from "./logger";
import type { OpsSettings } from "./settings";

const log = loggerFor("metrics");

/**
 * GET /metrics in the Prometheus text format on its own listener
 * (METRICS_HOST:METRICS_PORT, 127.0.0.1 by default), never on the shop's
 * port. In a cluster the primary serves it and asks every worker
 * (prom-client's AggregatorRegistry), so one scrape sees them all.
 */
export function serveMetrics(settings: OpsSettings, scope: "process" | "cluster"): http.Server | null {
  if (!settings.METRICS_PORT) return null;
  const aggregator = scope === "cluster" ? new client.AggregatorRegistry() : null;
  const server = http.createServer((req, res) => {
    if ((req.url ?? "").split("?")[0] !== "/metrics" || (req.method !== "GET" && req.method !== "HEAD")) {
      res.writeHead(404).end();
      return;
    }
    (aggregator ? aggregator.clusterMetrics() : client.register.metrics()).then(
      (body) => {
        res.writeHead(200, { "Content-Type": client.register.contentType, "Cache-Control": "no-store" });
        res.end(req.method === "HEAD" ? undefined : body);
      },
      (error: Error) => {
        log.error({ err: error }, "metrics: collecting failed");
        res.writeHead(500).end();
      },
    );
  });
  server.on("error", (error) => log.error({ err: error }, "metrics: listener failed"));
  server.listen(settings.METRICS_PORT, settings.METRICS_HOST, () =>
    log.info({ host: settings.METRICS_HOST, port: settings.METRICS_PORT }, "metrics on /metrics"),
  );
  server.unref();
  return server;
}
