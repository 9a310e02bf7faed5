import cluster from "node:cluster";
import client from "prom-client";
import { oncePerProcess } from "./once";

/**
 * The shop's Prometheus metrics (prom-client's global registry, so a cluster
 * primary's AggregatorRegistry sees each worker's). Served by metrics-server.ts
 * on METRICS_PORT, never on the shop's port.
 */
export interface OutboxState {
  depth: number;
  oldestAgeSeconds: number;
}

export const metrics = oncePerProcess("metrics", () => {
  client.collectDefaultMetrics({ eventLoopMonitoringPrecision: 10 });
  // A worker answers the primary's scrape only once an AggregatorRegistry exists in it (prom-client adds its listener then).
  if (cluster.isWorker) new client.AggregatorRegistry();
  // The outbox is read from the database at scrape time (once for both gauges).
  let readOutbox: (() => Promise<OutboxState>) | null = null;
  let reading: Promise<OutboxState | null> | null = null;
  const outbox = () =>
    (reading ??= (readOutbox?.() ?? Promise.resolve(null))
      .catch(() => null)
      .finally(() => setTimeout(() => (reading = null), 1000).unref()));
  const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
  return {
    requestDuration: new client.Histogram({
      name: "biolife_http_request_duration_seconds",
      help: "Time from a request's arrival to its last byte, by Remix route id, method and status class",
      labelNames: ["route", "method", "status_class"] as const,
      buckets: seconds,
    }),
    pageCache: new client.Counter({
      name: "biolife_page_cache_results_total",
      help: "Full-page cache results (hit, miss, stale, bypass)",
      labelNames: ["result"] as const,
    }),
    storefrontDuration: new client.Histogram({
      name: "biolife_storefront_request_duration_seconds",
      help: "Storefront API calls (Shopify or the local storefront), by outcome",
      labelNames: ["outcome"] as const,
      buckets: seconds,
    }),
    storefrontErrors: new client.Counter({
      name: "biolife_storefront_errors_total",
      help: "Storefront API calls that failed (network error, timeout or a 5xx/429 answer)",
    }),
    dbDuration: new client.Histogram({
      name: "biolife_db_query_duration_seconds",
      help: "Database queries, by outcome",
      labelNames: ["outcome"] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
    }),
    dbErrors: new client.Counter({ name: "biolife_db_query_errors_total", help: "Database queries that failed" }),
    chatStreams: new client.Gauge({ name: "biolife_chat_open_streams", help: "Chat replies being streamed now" }),
    voiceSessions: new client.Gauge({ name: "biolife_voice_open_sessions", help: "Voice chat sessions open now" }),
    rateLimitRefusals: new client.Counter({
      name: "biolife_rate_limit_refusals_total",
      help: "Requests refused by an abuse limit, by rule",
      labelNames: ["rule"] as const,
    }),
    shed: new client.Counter({
      name: "biolife_overload_shed_total",
      help: "Requests answered 503 by the overload policy, by reason and route: turn_wait (waited half OVERLOAD_MAX_WAIT_MS to start), database_busy (a page waited OVERLOAD_MAX_WAIT_MS for the embedded database an admin command held)",
      labelNames: ["reason", "route"] as const,
    }),
    turnWait: new client.Gauge({
      name: "biolife_turn_wait_seconds",
      help: "How long the first request waiting for its turn to start has waited",
    }),
    ready: new client.Gauge({ name: "biolife_ready", help: "1 when the last /readyz answered 200, else 0" }),
    outboxDepth: new client.Gauge({
      name: "biolife_mail_outbox_depth",
      help: "Mail waiting in the outbox (queued or failed, to be retried)",
      async collect() {
        const state = await outbox();
        if (state) this.set(state.depth);
      },
    }),
    outboxOldestAge: new client.Gauge({
      name: "biolife_mail_outbox_oldest_age_seconds",
      help: "Age of the oldest mail waiting in the outbox (0 when none waits)",
      async collect() {
        const state = await outbox();
        if (state) this.set(state.oldestAgeSeconds);
      },
    }),
    /** How the outbox gauges read the outbox (set once the database is known). */
    readOutboxWith(read: () => Promise<OutboxState>) {
      readOutbox = read;
    },
  };
});

export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/** Times a promise into a histogram by outcome ("ok" or "error"), counting errors. */
export async function timed<T>(
  histogram: client.Histogram<"outcome">,
  errors: client.Counter,
  work: () => Promise<T>,
): Promise<T> {
  const end = histogram.startTimer();
  try {
    const result = await work();
    end({ outcome: "ok" });
    return result;
  } catch (error) {
    end({ outcome: "error" });
    errors.inc();
    throw error;
  }
}
