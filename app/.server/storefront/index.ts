import { env } from "~/.server/env";
import { createCatalogue, type Catalogue } from "./catalogue";
import { sharedRedis } from "~/.server/redis";
import { createStorefrontCache } from "./cache";
import { createStorefront, type Storefront } from "./client";

export { StorefrontError, storefrontErrorToast } from "./errors";
export type { Catalogue, Checkout, CheckoutLine } from "./catalogue";

/**
 * The process-wide Storefront client and catalogue: Shopify when
 * PUBLIC_STORE_DOMAIN is set, else the local storefront mounted by server.ts
 * on this same process (its origin is known once the server listens).
 * Kept on globalThis so the server entry and the Remix build share one cache.
 */
const KEY = Symbol.for("biolife.storefront");
type Holder = { storefront: Storefront; catalogue: Catalogue };

export const LOCAL_STOREFRONT_TOKEN = "local-storefront";

function localOrigin(): string {
  const origin = process.env.LOCAL_STOREFRONT_ORIGIN;
  if (!origin) throw new Error("LOCAL_STOREFRONT_ORIGIN is not set: the local storefront is not mounted yet");
  return origin;
}

function create(): Holder {
  const config = env();
  const shopify = config.PUBLIC_STORE_DOMAIN;
  const storefront = createStorefront({
    storeDomain: shopify ?? localOrigin,
    token: shopify ? (config.PUBLIC_STOREFRONT_API_TOKEN ?? "") : LOCAL_STOREFRONT_TOKEN,
    apiVersion: config.PUBLIC_STOREFRONT_API_VERSION,
    timeoutMs: config.STOREFRONT_TIMEOUT_MS,
    cache: createStorefrontCache({ redis: sharedRedis(), redisPrefix: config.REDIS_KEY_PREFIX }),
  });
  const checkoutDomain = config.PUBLIC_CHECKOUT_DOMAIN ?? shopify;
  const catalogue = createCatalogue(storefront, (shopOrigin) =>
    checkoutDomain
      ? `https://${checkoutDomain.replace(/^https?:\/\//, "")}`
      : (config.PUBLIC_SITE_URL ?? shopOrigin ?? localOrigin()),
  );
  return { storefront, catalogue };
}

function holder(): Holder {
  const scope = globalThis as Record<symbol, Holder | undefined>;
  return (scope[KEY] ??= create());
}

export const storefront = () => holder().storefront;
export const catalogue = () => holder().catalogue;
