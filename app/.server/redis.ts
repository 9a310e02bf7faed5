import { Redis } from "ioredis";
import { env } from "./env";

const KEY = Symbol.for("biolife.redis");

/**
 * The process's Redis connection when REDIS_URL is set (shared Storefront
 * cache and rate limits), else undefined. Commands wait for the connection at
 * start but fail after one reconnect attempt while Redis is down, so callers
 * fall back (a cache miss, the in-memory limiter) quickly.
 */
export function sharedRedis(url = env().REDIS_URL): Redis | undefined {
  if (!url) return undefined;
  const scope = globalThis as Record<symbol, Map<string, Redis> | undefined>;
  const clients = (scope[KEY] ??= new Map());
  let client = clients.get(url);
  if (!client) {
    client = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
    client.on("error", (error: Error) => console.error(`redis: ${error.message}`));
    clients.set(url, client);
  }
  return client;
}
