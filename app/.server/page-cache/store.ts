import type { Redis } from "ioredis";
import { LRUCache } from "lru-cache";
import { logger } from "~/.server/ops/logger";

/** A stored page: the body holds NONCE_PLACEHOLDER where the nonce was. */
export interface PageEntry {
  status: number;
  headers: [string, string][];
  body: string;
  etag: string;
  storedAt: number;
  ttlMs: number;
  swrMs: number;
}

export interface PageStore {
  get(key: string): Promise<PageEntry | undefined>;
  set(key: string, entry: PageEntry): Promise<void>;
  /** Forgets every page (the catalogue changed). */
  purge(): Promise<void>;
}

/** In this process: an LRU bounded by bytes; an entry lives through its fresh and stale windows. */
export function memoryPageStore(maxBytes = 64 * 1024 * 1024): PageStore {
  const lru = new LRUCache<string, PageEntry>({
    maxSize: maxBytes,
    sizeCalculation: (entry) => entry.body.length + 512,
  });
  return {
    get: async (key) => lru.get(key),
    async set(key, entry) {
      lru.set(key, entry, { ttl: entry.ttlMs + entry.swrMs });
    },
    async purge() {
      lru.clear();
    },
  };
}

/**
 * Shared by every worker and host on one Redis. A purge bumps a generation
 * number that is part of every key, so it is one command however many pages
 * are stored; the old generation's keys expire on their own. A Redis failure
 * reads as a miss and the page is rendered.
 */
export function redisPageStore(redis: Redis, prefix: string): PageStore {
  const generationKey = `${prefix}page:generation`;
  const keyFor = async (key: string) => `${prefix}page:${(await redis.get(generationKey)) ?? "0"}:${key}`;
  return {
    async get(key) {
      const raw = await keyFor(key)
        .then((full) => redis.get(full))
        .catch(() => null);
      return raw ? (JSON.parse(raw) as PageEntry) : undefined;
    },
    async set(key, entry) {
      await keyFor(key)
        .then((full) => redis.set(full, JSON.stringify(entry), "PX", Math.max(1, entry.ttlMs + entry.swrMs)))
        .catch(() => undefined);
    },
    async purge() {
      await redis
        .incr(generationKey)
        .catch((error: Error) => logger.error(`page cache: purge failed: ${error.message}`));
    },
  };
}
