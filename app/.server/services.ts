import type { Kysely } from "kysely";
import type { Redis } from "ioredis";
import { createAdminOrderSource } from "~/.server/account/shopify-admin-orders";
import { unreadableOrderSource, type OrderSource } from "~/.server/account/order-source";
import { createAuthProvider } from "~/.server/auth";
import { createCampaignService, type CampaignService } from "~/.server/campaigns/service";
import type { AuthProvider } from "~/.server/auth/provider";
import type { ChatBackend } from "~/.server/chat/backend";
import { createChatService, type ChatService } from "~/.server/chat/service";
import { openDatabase } from "~/.server/db/database";
import type { Database } from "~/.server/db/types";
import type { Env } from "~/.server/env";
import { createShopMailer, type Mailer } from "~/.server/mail";
import { createLimiters, type Limiter, type LimitRule } from "~/.server/rate-limit";
import { connectRedis } from "~/.server/redis";
import { sessionSecret } from "~/.server/secrets";
import { localInvalidation, redisInvalidation, type Invalidation } from "~/.server/invalidation/bus";
import type { ChangeKind } from "~/.server/invalidation/message";
import { createShutdown, type Shutdown } from "~/.server/shutdown";
import type { PageCache } from "~/.server/page-cache/middleware";
import { storeSubscriptions, type SubscriptionSource } from "~/.server/account/subscription-source";
import { createShopStorefront, type Catalogue, type Storefront } from "~/.server/storefront";

/**
 * Everything loaders and actions use that holds a connection or state: built
 * once by server.ts (tests build their own) and handed to every request as
 * `context.services` through getLoadContext (see app/load-context.d.ts).
 *
 * Why not module singletons: server.ts is bundled on its own
 * (scripts/build-server.mjs) apart from the Remix server build
 * (build/server/index.js), and in development Vite loads the app's modules a
 * second time; a module-level singleton would exist twice (two databases
 * where PGlite allows one, two caches). Passed in, there is exactly one.
 */
export interface Services {
  env: Env;
  /** The database, opened and migrated on first use. */
  db(): Promise<Kysely<Database>>;
  auth: AuthProvider;
  storefront: Storefront;
  catalogue: Catalogue;
  mailer: Mailer;
  /** The abuse limiter for a rule (one per rule name), shared through Redis when REDIS_URL is set. */
  limiter(rule: LimitRule): Limiter;
  chat: ChatService;
  /** The campaigns (giveaway, seasonal theme, cause sign-up, discount offer) and which of them run. */
  campaigns: CampaignService;
  /** Linked customers' orders: the local storefront's checkout, or the store's Admin API. */
  orders: OrderSource;
  /** Subscriptions: the local storefront's contracts, or a link to the real store's customer account. */
  subscriptions: SubscriptionSource | null;
  /** The Redis connection when REDIS_URL is set (shared caches and limits). */
  redis: Redis | undefined;
  /** The full-page cache for anonymous pages: server.ts sets it once the build is loaded (none in development). */
  pageCache: PageCache | null;
  /** Forgets the stored pages and the cached Storefront reads: the catalogue changed. */
  purgeCatalogue(): Promise<void>;
  /**
   * After a committed write others must see (campaigns, knowledge base, community lists, catalogue): this
   * process drops its copies at once, every other worker and host as Redis brings them the message.
   */
  changed(kind: ChangeKind): Promise<void>;
  invalidation: Invalidation;
  shutdown: Shutdown;
  /** Closes what the services opened (database, Redis, mail retries), after the last request. */
  close(): Promise<void>;
}

export interface ServiceOptions {
  /** The local storefront server.ts mounted (when no Shopify store is configured): its origin once listening, and its orders. */
  localStorefront?: {
    origin: () => string;
    orders: OrderSource;
    fetch?: typeof fetch;
    subscriptions?: SubscriptionSource;
  };
  /** Replaces the chat model chosen from env (tests). */
  chatBackend?: ChatBackend;
  log?: Pick<Console, "log">;
}

export function createServices(env: Env, options: ServiceOptions = {}): Services {
  const database = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, log: options.log });
  const db = database.get;
  const redis: Redis | undefined = env.REDIS_URL ? connectRedis(env.REDIS_URL) : undefined;
  const invalidation = redis
    ? redisInvalidation({
        publisher: redis,
        // A subscribed connection takes no other commands; it waits for Redis however long it is away.
        subscriber: redis.duplicate({ autoResubscribe: false, maxRetriesPerRequest: null }),
        prefix: env.REDIS_KEY_PREFIX,
        sharedSecret: env.SESSION_SECRET ?? sessionSecret(),
      })
    : localInvalidation();
  const { storefront, catalogue } = createShopStorefront(env, {
    redis,
    localOrigin: options.localStorefront?.origin,
    localFetch: options.localStorefront?.fetch,
  });
  const mailer = createShopMailer(env, db);
  const shutdown = createShutdown();
  const services: Services = {
    env,
    db,
    redis,
    auth: createAuthProvider(env, { db, sendMail: mailer.send }),
    storefront,
    catalogue,
    mailer,
    limiter: createLimiters({ redis, redisPrefix: env.REDIS_KEY_PREFIX, scale: env.RATE_LIMIT_SCALE }),
    chat: createChatService(env, { db, catalogue, backend: options.chatBackend }),
    campaigns: createCampaignService(db),
    orders: orderSource(env, storefront.apiVersion, options.localStorefront?.orders),
    subscriptions: env.PUBLIC_STORE_DOMAIN
      ? storeSubscriptions(env.PUBLIC_STORE_DOMAIN)
      : (options.localStorefront?.subscriptions ?? null),
    pageCache: null,
    purgeCatalogue: () => services.changed("catalogue"),
    changed: (kind) => invalidation.changed(kind),
    invalidation,
    shutdown,
    async close() {
      mailer.stop();
      await invalidation.close();
      await database.close();
      await redis?.quit().catch(() => redis.disconnect());
    },
  };
  dropOnChange(services, { sharedCaches: Boolean(redis) });
  return services;
}

/**
 * What each process drops when something changes. The page cache and the Storefront cache live in Redis when
 * it is set, shared by all: the process that made the change purges them once. The campaigns and the knowledge
 * base are kept in each process's memory (30 s at most): every process forgets its own; and since a page
 * rendered meanwhile from a list not yet forgotten may have entered the shared page cache, each process purges
 * the pages after forgetting its list.
 */
function dropOnChange(services: Services, { sharedCaches }: { sharedCaches: boolean }) {
  const { invalidation } = services;
  const purgePages = async () => services.pageCache?.purge();
  invalidation.on("campaigns", async () => {
    services.campaigns.changed();
    await purgePages();
  });
  invalidation.on("knowledge", () => services.chat.forgetKnowledge());
  invalidation.on("community", async (here) => {
    if (here || !sharedCaches) await purgePages();
  });
  invalidation.on("catalogue", async (here) => {
    if (!here && sharedCaches) return;
    services.storefront.clearCache();
    await purgePages();
  });
}

function orderSource(env: Env, storefrontApiVersion: string, local: OrderSource | undefined): OrderSource {
  const store = env.PUBLIC_CHECKOUT_DOMAIN ?? env.PUBLIC_STORE_DOMAIN;
  if (!store) return local ?? unreadableOrderSource("no store is configured and no local storefront is mounted");
  if (!env.SHOPIFY_ADMIN_API_TOKEN)
    return unreadableOrderSource("order history needs SHOPIFY_ADMIN_API_TOKEN (an Admin API token with read_orders)");
  return createAdminOrderSource({
    storeDomain: store,
    accessToken: env.SHOPIFY_ADMIN_API_TOKEN,
    apiVersion: env.SHOPIFY_ADMIN_API_VERSION ?? storefrontApiVersion,
    timeoutMs: env.STOREFRONT_TIMEOUT_MS,
  });
}
