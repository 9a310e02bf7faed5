import { AsyncLocalStorage } from "node:async_hooks";
import type { Redis } from "ioredis";
import { metrics } from "~/.server/ops/metrics";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

/**
 * Abuse limits (rate-limiter-flexible): in process memory by default, shared
 * through Redis when REDIS_URL is set so several instances count as one.
 */
export interface LimitRule {
  /** Names the limit; also the Redis key prefix. */
  name: string;
  /** Attempts allowed per window. */
  points: number;
  /** Window in seconds. */
  duration: number;
}

export interface Limiter {
  /** Counts one attempt for each key; false when any key is over its limit. */
  consume(...keys: string[]): Promise<boolean>;
  /** Forgets a key (e.g. after a successful sign-in). */
  reset(key: string): Promise<void>;
}

export interface LimiterOptions {
  /** Shared counts across processes; in process memory without it. */
  redis?: Redis;
  redisPrefix?: string;
  /** RATE_LIMIT_SCALE: multiplies every limit. */
  scale?: number;
}

/**
 * Runs `call` outside any request's async context. The in-memory store keeps a timer per key for its
 * window, and a timer holds the context it was made in: each counted key kept its request's context
 * (the request id and every other store in it) alive for the whole window, over half of the key's
 * memory (a chat window is a minute, a sign-up's an hour).
 */
const outsideRequests = AsyncLocalStorage.bind(<T>(call: () => T): T => call());

export function createLimiter(
  rule: LimitRule,
  { redis, redisPrefix = "biolife:", scale = 1 }: LimiterOptions = {},
): Limiter {
  const options = {
    keyPrefix: `${redisPrefix}rl:${rule.name}`,
    points: Math.max(1, Math.round(rule.points * scale)),
    duration: rule.duration,
  };
  const memory = new RateLimiterMemory(options);
  const store: RateLimiterAbstract = redis
    ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: memory })
    : memory;
  return {
    async consume(...keys) {
      for (const key of keys) {
        try {
          await outsideRequests(() => store.consume(key.toLowerCase()));
        } catch (error) {
          if (error instanceof RateLimiterRes) {
            metrics.rateLimitRefusals.inc({ rule: rule.name });
            return false;
          }
          throw error;
        }
      }
      return true;
    },
    async reset(key) {
      await store.delete(key.toLowerCase());
    },
  };
}

/** One limiter per rule name, made on first use: `services.limiter`. */
export function createLimiters(options: LimiterOptions = {}): (rule: LimitRule) => Limiter {
  const all = new Map<string, Limiter>();
  return (rule) => {
    let found = all.get(rule.name);
    if (!found) all.set(rule.name, (found = createLimiter(rule, options)));
    return found;
  };
}

/** The spec's limits, in one place. */
export const LIMITS = {
  signIn: { name: "sign-in", points: 10, duration: 15 * 60 },
  signUp: { name: "sign-up", points: 5, duration: 60 * 60 },
  reset: { name: "reset", points: 5, duration: 60 * 60 },
  chat: { name: "chat", points: 30, duration: 60 },
  voice: { name: "voice", points: 10, duration: 60 },
  giveaway: { name: "giveaway", points: 5, duration: 10 * 60 },
  contact: { name: "contact", points: 5, duration: 10 * 60 },
  newsletter: { name: "newsletter", points: 5, duration: 10 * 60 },
  /** Each cart discount-code attempt asks the store: enough for typos, too few to guess codes. */
  discountCode: { name: "discount-code", points: 10, duration: 10 * 60 },
} satisfies Record<string, LimitRule>;

/**
 * Counts `count` discount-code guesses by one client against LIMITS.discountCode: the cart form, the embedded
 * storefront's endpoint and its checkout's field all count here, so a client has one budget of guesses.
 */
export function codeGuesses(limiter: (rule: LimitRule) => Limiter) {
  return (clientIp: string, count = 1) =>
    limiter(LIMITS.discountCode).consume(...Array.from({ length: count }, () => `ip:${clientIp}`));
}

/**
 * The client's address as Express resolved it (honouring TRUSTED_PROXIES
 * only), passed in the load context; "local" when unknown.
 */
export function clientIp(context: { clientIp?: string } | undefined): string {
  return context?.clientIp || "local";
}
