import { z } from "zod";

/**
 * The operator's settings (README "Operating in production"), read apart from
 * app/.server/env.ts so the logger can be made before anything else.
 */
const settingsSchema = z.object({
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Unset: no metrics listener. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),
  /**
   * The overload policy's wait limit (README "Operating in production"): a request that has waited half of it to
   * start is refused (503); a page waits no longer for the embedded database an admin command holds.
   */
  OVERLOAD_MAX_WAIT_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  /** Requests in progress at once past the page cache's hits; more wait their turn, but the first of a route starts. */
  REQUEST_CONCURRENCY: z.coerce.number().int().min(1).max(10_000).default(16),
  /** Threads that render pages while the main thread reads sockets and runs loaders; 0 renders on the main thread. */
  RENDER_THREADS: z.coerce.number().int().min(0).max(64).default(1),
  /** How long /readyz answers 503 after SIGTERM before the server stops accepting (a load balancer's probe interval). */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
});

/** The shop's port when PORT is unset. */
export const DEFAULT_PORT = 3000;

export type OpsSettings = z.infer<typeof settingsSchema>;

export function readOpsSettings(source: Record<string, string | undefined> = process.env): OpsSettings {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = settingsSchema.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`Invalid environment variable ${issue.path.join(".")}: ${issue.message}`);
  }
  // On the shop's own port the metrics listener could not start (EADDRINUSE), and it is never to be served there.
  const shopPort = Number(cleaned.PORT ?? DEFAULT_PORT);
  if (result.data.METRICS_PORT === shopPort)
    throw new Error(
      `Invalid environment variable METRICS_PORT: ${shopPort} is the shop's PORT; metrics need a port of their own`,
    );
  return result.data;
}
