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

/** The generation while Redis does not answer: nothing is stored under it. */
export const UNAVAILABLE_GENERATION = "unavailable";

/** The stores' default bound on stored bodies. */
const MAX_BYTES = 64 * 1024 * 1024;

export interface PageStore {
  get(key: string): Promise<PageEntry | undefined>;
  /** The current generation: take it when a render starts and store the render with it. */
  generation(): Promise<string>;
  /** Stores the page unless a purge came after `generation` was taken (the render may show what was purged). */
  set(key: string, entry: PageEntry, generation: string): Promise<void>;
  /** Forgets every page (the catalogue changed). */
  purge(): Promise<void>;
}

/** V8 holds a string a byte a character while it is all Latin-1, else two (a page with one em dash is two-byte). */
const heldBytes = (text: string) => (/[\u0100-\uffff]/.test(text) ? 2 : 1) * text.length;

/** The bytes a stored page holds in memory: its body, its headers and the entry around them. */
const entryBytes = (entry: PageEntry) =>
  heldBytes(entry.body) + entry.headers.reduce((sum, [name, value]) => sum + name.length + heldBytes(value), 0) + 512;

/** In this process: an LRU bounded by the bytes its pages hold; an entry lives through its fresh and stale windows. */
export function memoryPageStore(maxBytes = MAX_BYTES): PageStore {
  const lru = new LRUCache<string, PageEntry>({ maxSize: maxBytes, sizeCalculation: entryBytes });
  let generation = 0;
  return {
    get: async (key) => lru.get(key),
    generation: async () => String(generation),
    async set(key, entry, at) {
      if (at === String(generation)) lru.set(key, entry, { ttl: entry.ttlMs + entry.swrMs });
    },
    async purge() {
      generation += 1;
      lru.clear();
    },
  };
}

/**
 * Stores a page under the current generation if it is still the one the render
 * began in, and keeps that generation's pages within a byte budget by evicting
 * the oldest. Per generation: `#index` (keys by time stored), `#sizes` (bytes
 * by key), `#bytes` (their sum); all expire no sooner than the longest-lived page.
 */
const SET_SCRIPT = `
local current = redis.call('GET', KEYS[1]) or '0'
if current ~= ARGV[1] then return 0 end
local base = ARGV[2] .. current .. ':'
local key = base .. ARGV[3]
local index, sizes, total = base .. '#index', base .. '#sizes', base .. '#bytes'
local size = string.len(ARGV[4])
local before = tonumber(redis.call('HGET', sizes, key) or '0')
redis.call('SET', key, ARGV[4], 'PX', ARGV[5])
redis.call('ZADD', index, ARGV[6], key)
redis.call('HSET', sizes, key, size)
local bytes = redis.call('INCRBY', total, size - before)
while bytes > tonumber(ARGV[7]) do
  local oldest = redis.call('ZPOPMIN', index)
  if #oldest == 0 then break end
  local freed = tonumber(redis.call('HGET', sizes, oldest[1]) or '0')
  redis.call('HDEL', sizes, oldest[1])
  redis.call('DEL', oldest[1])
  bytes = redis.call('DECRBY', total, freed)
end
for _, name in ipairs({ index, sizes, total }) do
  if redis.call('PTTL', name) < tonumber(ARGV[5]) then redis.call('PEXPIRE', name, ARGV[5]) end
end
return 1
`;

/** How many of a purged generation's keys one command deletes. */
const PURGE_BATCH = 500;

/**
 * Shared by every worker and host on one Redis. A purge bumps a generation
 * number that is part of every key, so readers move on at once; the purged
 * generation's pages are then deleted through its index (no KEYS, no scan of
 * the keyspace). A render that began before a purge is not stored. A Redis
 * failure reads as a miss and the page is rendered.
 */
export function redisPageStore(redis: Redis, prefix: string, maxBytes = MAX_BYTES): PageStore {
  const generationKey = `${prefix}page:generation`;
  const base = `${prefix}page:`;
  const currentGeneration = async () => (await redis.get(generationKey)) ?? "0";

  async function deleteGeneration(generation: string) {
    const index = `${base}${generation}:#index`;
    for (;;) {
      const keys = await redis.zrange(index, 0, PURGE_BATCH - 1);
      if (keys.length === 0) break;
      await redis
        .multi()
        .del(...keys)
        .zrem(index, ...keys)
        .exec();
    }
    await redis.del(index, `${base}${generation}:#sizes`, `${base}${generation}:#bytes`);
  }

  return {
    async get(key) {
      const raw = await currentGeneration()
        .then((generation) => redis.get(`${base}${generation}:${key}`))
        .catch(() => null);
      return raw ? (JSON.parse(raw) as PageEntry) : undefined;
    },
    generation: () => currentGeneration().catch(() => UNAVAILABLE_GENERATION),
    async set(key, entry, generation) {
      const lifetime = Math.max(1, entry.ttlMs + entry.swrMs);
      await redis
        .eval(
          SET_SCRIPT,
          1,
          generationKey,
          generation,
          base,
          key,
          JSON.stringify(entry),
          lifetime,
          entry.storedAt,
          maxBytes,
        )
        .catch(() => undefined);
    },
    async purge() {
      try {
        const generation = await redis.incr(generationKey);
        await deleteGeneration(String(generation - 1));
      } catch (error) {
        logger.error(`page cache: purge failed: ${(error as Error).message}`);
      }
    },
  };
}
