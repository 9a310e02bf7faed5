import { cachified, totalTtl, type Cache, type CacheEntry } from "@epic-web/cachified";
import type { Redis } from "ioredis";
import { LRUCache } from "lru-cache";

/**
 * Stale-while-revalidate cache for Storefront reads, shared by every request
 * of this process (or, given a Redis client, by every process). Entries are
 * dropped after 15 minutes; inside that window a stale entry is answered at
 * once and refreshed in the background (a failed refresh keeps it).
 * Concurrent misses of one key in a process share one upstream call.
 */
export type CachePolicy = "list" | "product" | "none";

const MINUTE = 60_000;
export const CACHE_POLICIES = {
  list: { ttl: 5 * MINUTE, staleWhileRevalidate: 10 * MINUTE },
  product: { ttl: 10 * MINUTE, staleWhileRevalidate: 5 * MINUTE },
} as const;

export interface StorefrontCache {
  read<T>(key: string, policy: Exclude<CachePolicy, "none">, fetch: () => Promise<T>): Promise<T>;
  clear(): void;
}

function lruStore(maxEntries: number): Cache & { clear(): void } {
  const lru = new LRUCache<string, CacheEntry>({ max: maxEntries });
  return {
    set(key, value) {
      const ttl = totalTtl(value?.metadata);
      return lru.set(key, value, { ttl: ttl === Infinity ? undefined : ttl, start: value?.metadata?.createdTime });
    },
    get: (key) => lru.get(key),
    delete: (key) => lru.delete(key),
    clear: () => lru.clear(),
  };
}

/** cachified's storage over Redis; a Redis failure reads as a miss, so the shop keeps answering. */
function redisStore(redis: Redis, prefix: string): Cache & { clear(): void } {
  const REDIS_PREFIX = `${prefix}sf:`;
  return {
    async get(key) {
      const raw = await redis.get(REDIS_PREFIX + key).catch(() => null);
      return raw ? (JSON.parse(raw) as CacheEntry) : null;
    },
    async set(key, value) {
      const ttl = totalTtl(value?.metadata);
      const body = JSON.stringify(value);
      await (
        ttl === Infinity
          ? redis.set(REDIS_PREFIX + key, body)
          : redis.set(REDIS_PREFIX + key, body, "PX", Math.max(1, Math.round(ttl)))
      ).catch(() => undefined);
    },
    async delete(key) {
      await redis.del(REDIS_PREFIX + key).catch(() => undefined);
    },
    clear() {
      void redis
        .eval(`for _,k in ipairs(redis.call('keys', ARGV[1])) do redis.call('del', k) end`, 0, `${REDIS_PREFIX}*`)
        .catch(() => undefined);
    },
  };
}

export function createStorefrontCache(
  options: { maxEntries?: number; redis?: Redis; redisPrefix?: string } = {},
): StorefrontCache {
  const cache = options.redis
    ? redisStore(options.redis, options.redisPrefix ?? "biolife:")
    : lruStore(options.maxEntries ?? 1000);
  return {
    read: (key, policy, fetch) =>
      cachified({ key, cache, getFreshValue: fetch, ...CACHE_POLICIES[policy], fallbackToCache: true }),
    clear: () => cache.clear(),
  };
}
