import { CART_CREATE_MUTATION } from "~/graphql/cart";
import { CART_DISCOUNT_CODES_UPDATE_MUTATION } from "~/graphql/cart-discounts";
import { CART_STATUS_QUERY } from "~/graphql/cart-status";
import { COLLECTION_PRODUCTS_QUERY } from "~/graphql/collection";
import { PRODUCT_QUERY } from "~/graphql/product";
import { PRODUCTS_QUERY } from "~/graphql/products";
import { PRODUCTS_BY_ID_QUERY } from "~/graphql/products-by-id";
import { VARIANTS_BY_ID_QUERY } from "~/graphql/variants";
import type { Money, Product } from "~/lib/catalogue/types";
import { derivedFrom } from "~/lib/catalogue/derived";
import type { Storefront } from "./client";
import { cartCreationFailed, noCheckoutUrl } from "./errors";
import { toProduct, toVariantLookup, type ProductNode, type VariantLookup } from "./shape";

/** The catalogue reads and the checkout call every feature uses. */
export interface Catalogue {
  products(first?: number): Promise<Product[]>;
  product(handle: string): Promise<Product | null>;
  productsById(ids: string[]): Promise<Product[]>;
  collectionProducts(collectionId: string | number, first?: number): Promise<Product[]>;
  variants(ids: string[]): Promise<VariantLookup[]>;
  /** shopOrigin: the shopper-facing origin, where the local storefront's checkout lives. */
  createCheckout(lines: CheckoutLine[], shopOrigin?: string): Promise<Checkout>;
  /**
   * The storefront cart of a started checkout: "open", "ordered" once its order was placed, or "unknown" when
   * the store has no such cart (a shop restored without its storefront store). Shopify answers null for a cart
   * whose checkout was completed (and, after its retention, for any): null without the embedded storefront's
   * `cartStatus` extension is read as ordered.
   */
  checkoutStatus(cartId: string): Promise<CheckoutStatus>;
  /** A storefront cart of these lines with these codes (cartDiscountCodesUpdate): the store's totals and checkout. */
  priceWithCodes(lines: CheckoutLine[], codes: string[], shopOrigin?: string): Promise<PricedCheckout>;
}

export type CheckoutStatus = "open" | "ordered" | "unknown";

export interface PricedCheckout {
  cartId: string;
  checkoutUrl: string;
  /** Each code as the store kept it, and whether it applies to these lines. */
  codes: Array<{ code: string; applicable: boolean }>;
  subtotal: Money;
  /** What the codes take off; zero when none applies. */
  discount: Money;
  total: Money;
}

export interface CheckoutLine {
  merchandiseId: string;
  quantity: number;
  /** A subscription line's selling plan (cartCreate's CartLineInput.sellingPlanId). */
  sellingPlanId?: string;
}

export interface Checkout {
  cartId: string;
  checkoutUrl: string;
  totalQuantity: number;
  total: Money;
}

export const collectionGid = (id: string | number) =>
  String(id).startsWith("gid://") ? String(id) : `gid://shopify/Collection/${id}`;

/**
 * The checkout URL Shopify returns, moved to https on the store's permanent
 * domain (or, for the local storefront, the shop's own origin) and tagged
 * with the online store channel.
 */
export function rewriteCheckoutUrl(raw: string, checkoutOrigin: string): string {
  const url = new URL(raw);
  const target = new URL(checkoutOrigin.includes("://") ? checkoutOrigin : `https://${checkoutOrigin}`);
  url.protocol = target.protocol;
  // The host setter keeps the old port when the new host has none: the port is set on its own.
  url.hostname = target.hostname;
  url.port = target.port;
  url.searchParams.set("channel", "online_store");
  return url.toString();
}

// Cached storefront answers are the same objects until refreshed: each is shaped once (see derivedFrom).
const productOf = derivedFrom(toProduct);
const productsOf = derivedFrom((nodes: ProductNode[]) => nodes.map(productOf));

export function createCatalogue(storefront: Storefront, checkoutOrigin: (shopOrigin?: string) => string): Catalogue {
  const catalogue: Catalogue = {
    async products(first = 100) {
      const data = await storefront.query(PRODUCTS_QUERY, { variables: { first } });
      return productsOf(data.products.nodes);
    },
    async product(handle) {
      const data = await storefront.query(PRODUCT_QUERY, {
        variables: { handle },
        cache: "product",
      });
      return data.product ? productOf(data.product) : null;
    },
    async productsById(ids) {
      if (ids.length === 0) return [];
      const data = await storefront.query(PRODUCTS_BY_ID_QUERY, { variables: { ids } });
      // `nodes` answers null for an unknown id and {} for an id of another type (the fragment selects nothing).
      return data.nodes.flatMap((n) => (n?.id ? [productOf(n)] : []));
    },
    async collectionProducts(collectionId, first = 12) {
      const data = await storefront.query(COLLECTION_PRODUCTS_QUERY, {
        variables: { id: collectionGid(collectionId), first },
      });
      return data.collection ? productsOf(data.collection.products.nodes) : [];
    },
    async variants(ids) {
      if (ids.length === 0) return [];
      const data = await storefront.query(VARIANTS_BY_ID_QUERY, { variables: { ids } });
      return data.nodes.flatMap((n) => (n?.id ? [toVariantLookup(n)] : []));
    },
    async createCheckout(lines, shopOrigin) {
      const data = await storefront.query(CART_CREATE_MUTATION, { variables: { lines }, cache: "none" });
      const result = data.cartCreate;
      if (result?.userErrors.length) throw cartCreationFailed(result.userErrors.map((e) => e.message));
      const cart = result?.cart;
      if (!cart?.checkoutUrl) throw noCheckoutUrl();
      return {
        cartId: cart.id,
        checkoutUrl: rewriteCheckoutUrl(cart.checkoutUrl, checkoutOrigin(shopOrigin)),
        totalQuantity: cart.totalQuantity,
        total: cart.cost.totalAmount,
      };
    },
    async priceWithCodes(lines, codes, shopOrigin) {
      const { cartId } = await catalogue.createCheckout(lines, shopOrigin);
      const data = await storefront.query(CART_DISCOUNT_CODES_UPDATE_MUTATION, {
        variables: { cartId, discountCodes: codes },
        cache: "none",
      });
      const result = data.cartDiscountCodesUpdate;
      if (result?.userErrors.length) throw cartCreationFailed(result.userErrors.map((e) => e.message));
      const cart = result?.cart;
      if (!cart?.checkoutUrl) throw noCheckoutUrl();
      const { subtotalAmount: subtotal, totalAmount: total } = cart.cost;
      const cents = cart.discountAllocations.reduce(
        (sum, a) => sum + Math.round(Number(a.discountedAmount.amount) * 100),
        0,
      );
      return {
        cartId: cart.id,
        checkoutUrl: rewriteCheckoutUrl(cart.checkoutUrl, checkoutOrigin(shopOrigin)),
        codes: cart.discountCodes.map(({ code, applicable }) => ({ code, applicable })),
        subtotal,
        discount: { amount: (cents / 100).toFixed(2), currencyCode: total.currencyCode },
        total,
      };
    },
    async checkoutStatus(cartId) {
      const { data, extensions } = await storefront.queryWithExtensions(CART_STATUS_QUERY, {
        variables: { id: cartId },
      });
      if (data.cart !== null) return "open";
      const said = (extensions.cartStatus as Record<string, unknown> | undefined)?.[cartId];
      return said === "UNKNOWN" ? "unknown" : "ordered";
    },
  };
  return catalogue;
}
