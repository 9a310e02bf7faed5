import { cachified, totalTtl, type Cache, type CacheEntry } from "@epic-web/cachified";
import { LRUCache } from "lru-cache";

/**
 * Stale-while-revalidate cache for Storefront reads, shared by every request
 * of this process. Entries are dropped after 15 minutes; inside that window a
 * stale entry is answered at once and refreshed in the background (a failed
 * refresh keeps it). Concurrent misses of one key share one upstream call.
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

export function createStorefrontCache(maxEntries = 1000): StorefrontCache {
  const lru = new LRUCache<string, CacheEntry>({ max: maxEntries });
  const cache: Cache = {
    set(key, value) {
      const ttl = totalTtl(value?.metadata);
      return lru.set(key, value, { ttl: ttl === Infinity ? undefined : ttl, start: value?.metadata?.createdTime });
    },
    get: (key) => lru.get(key),
    delete: (key) => lru.delete(key),
  };
  return {
    read: (key, policy, fetch) =>
      cachified({ key, cache, getFreshValue: fetch, ...CACHE_POLICIES[policy], fallbackToCache: true }),
    clear: () => lru.clear(),
  };
}
