/**
 * The store's origin from PUBLIC_STORE_DOMAIN (or PUBLIC_CHECKOUT_DOMAIN): a
 * bare domain ("your-store.myshopify.com") is https; an origin written with
 * its scheme is kept as written, so the stand-alone local storefront on
 * `http://127.0.0.1:PORT` works outside production (env refuses http in production).
 */
export function storeOrigin(domain: string): string {
  if (/^https?:\/\//i.test(domain)) return new URL(domain).origin;
  return `https://${domain.replace(/\/.*$/, "")}`;
}

/** A store served over plain http: the stand-alone local storefront, never a Shopify store. */
export const isPlainHttpStore = (domain: string): boolean => storeOrigin(domain).startsWith("http:");
