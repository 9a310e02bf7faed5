import { Redis } from "ioredis";
import { logger } from "~/.server/ops/logger";

/**
 * A Redis connection for the shared Storefront cache and rate limits.
 * Commands wait for the connection at start but fail after one reconnect
 * attempt while Redis is down, so callers fall back (a cache miss, the
 * in-memory limiter) quickly.
 */
export function connectRedis(url: string): Redis {
  const client = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
  client.on("error", (error: Error) => logger.error(`redis: ${error.message}`));
  return client;
}
