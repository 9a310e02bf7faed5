import { Redis } from "ioredis";
import { logger } from "~/.server/ops/logger";

/**
 * A Redis connection for the shared caches, rate limits and invalidation.
 * Commands wait for the connection at start; once it has been up, a command
 * sent while it is down fails at once, so callers fall back (a cache miss,
 * the in-memory limiter) without waiting: queued behind the reconnect
 * attempts, every page took seconds while Redis was away.
 */
export function connectRedis(url: string): Redis {
  const client = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
  client.on("error", (error: Error) => logger.error(`redis: ${error.message}`));
  client.once("ready", () => {
    client.options.enableOfflineQueue = false;
  });
  return client;
}
