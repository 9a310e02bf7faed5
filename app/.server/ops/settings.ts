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
  /** Event-loop delay (mean over the last half second, ms) above which new page and API requests are refused with 503. */
  OVERLOAD_MAX_DELAY_MS: z.coerce.number().int().min(1).max(10_000).default(100),
  /** Shedding also needs this many requests in flight (past the page cache): with fewer there is no queue to refuse. */
  OVERLOAD_MIN_IN_FLIGHT: z.coerce.number().int().min(0).max(100_000).default(16),
  /** The longest a request waits for a render slot before it is answered 503; past half of it newcomers are refused at once. */
  OVERLOAD_MAX_WAIT_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  /** Time per event-loop turn spent starting requests (ms); the rest wait for the next turn, so probes and newcomers are read between. */
  TURN_BUDGET_MS: z.coerce.number().int().min(1).max(1_000).default(20),
  /** Time per event-loop turn spent handling requests as they are read (ms); the rest wait for a later turn, so its poll phase stays short and probes are read. */
  INTAKE_BUDGET_MS: z.coerce.number().int().min(1).max(1_000).default(20),
  /** Requests in progress at once past the probes (page-cache hits too; an event stream until its answer starts); more wait their turn, in arrival order. */
  REQUEST_CONCURRENCY: z.coerce.number().int().min(1).max(10_000).default(16),
  /** Listening sockets sharing the shop's port in a single process (Linux, Node 22.12+): connections accepted per event-loop turn. */
  ACCEPT_SOCKETS: z.coerce.number().int().min(1).max(64).default(64),
  /** Requests rendered at once (past the page cache); more wait in a queue, in arrival order. */
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(10_000).default(24),
  /** Threads that render pages while the main thread reads sockets and runs loaders; 0 renders on the main thread. */
  RENDER_THREADS: z.coerce.number().int().min(0).max(64).default(1),
  /** Requests that may wait for a render slot; past that they are shed (503) at once. */
  RENDER_QUEUE: z.coerce.number().int().min(0).max(100_000).default(512),
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
