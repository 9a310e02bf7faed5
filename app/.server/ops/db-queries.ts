import type { LogEvent } from "kysely";
import { loggerFor } from "./logger";
import { metrics } from "./metrics";

const log = loggerFor("database");

/**
 * Kysely's `log` hook: each query's duration and outcome in the metrics and a
 * debug line carrying the request id. Never the SQL's parameters (they hold
 * what shoppers typed); a failure at warn with its (scrubbed) message.
 */
export function observeQuery(event: LogEvent) {
  const seconds = event.queryDurationMillis / 1000;
  if (event.level === "error") {
    metrics.dbDuration.observe({ outcome: "error" }, seconds);
    metrics.dbErrors.inc();
    log.warn({ err: event.error, durationMs: Math.round(event.queryDurationMillis) }, "database query failed");
    return;
  }
  metrics.dbDuration.observe({ outcome: "ok" }, seconds);
  if (log.isLevelEnabled("debug")) log.debug({ durationMs: Math.round(event.queryDurationMillis) }, "database query");
}
