import type { Redis } from "ioredis";
import type { Env } from "~/.server/env";
import { createCatalogue, type Catalogue } from "./catalogue";
import { createStorefrontCache } from "./cache";
import { createStorefront, type Storefront } from "./client";
import { observedStorefrontFetch } from "~/.server/ops/storefront-calls";
import { storeOrigin } from "~/lib/store-origin";

export { isStorefrontError, StorefrontError, storefrontErrorToast } from "./errors";
export type { Catalogue, Checkout, CheckoutLine } from "./catalogue";
export type { Storefront } from "./client";

export const LOCAL_STOREFRONT_TOKEN = "local-storefront";

export interface ShopStorefrontOptions {
  /** Shares the read cache between processes. */
  redis?: Redis;
  /** The local storefront's origin, known once the server listens; used when no Shopify store is configured. */
  localOrigin?: () => string;
  /** The local storefront's endpoint called in process (see local-storefront/mount.ts). */
  localFetch?: typeof fetch;
}

/**
 * The shop's Storefront client and catalogue: Shopify when
 * PUBLIC_STORE_DOMAIN is set, else the local storefront server.ts mounts on
 * this same process.
 */
export function createShopStorefront(
  config: Env,
  options: ShopStorefrontOptions = {},
): { storefront: Storefront; catalogue: Catalogue } {
  const shopify = config.PUBLIC_STORE_DOMAIN;
  const localOrigin = () => {
    if (!options.localOrigin) throw new Error("no Shopify store is configured and no local storefront is mounted");
    return options.localOrigin();
  };
  const storefront = createStorefront({
    storeDomain: shopify ?? localOrigin,
    token: shopify ? (config.PUBLIC_STOREFRONT_API_TOKEN ?? "") : LOCAL_STOREFRONT_TOKEN,
    apiVersion: config.PUBLIC_STOREFRONT_API_VERSION,
    timeoutMs: config.STOREFRONT_TIMEOUT_MS,
    cache: createStorefrontCache({ redis: options.redis, redisPrefix: config.REDIS_KEY_PREFIX }),
    fetch: observedStorefrontFetch((shopify ? undefined : options.localFetch) ?? fetch),
  });
  const checkoutDomain = config.PUBLIC_CHECKOUT_DOMAIN ?? shopify;
  const catalogue = createCatalogue(storefront, (shopOrigin) =>
    checkoutDomain ? storeOrigin(checkoutDomain) : (config.PUBLIC_SITE_URL ?? shopOrigin ?? localOrigin()),
  );
  return { storefront, catalogue };
}
