import type { LocalCatalogue, LocalProduct, LocalVariant } from "./catalogue/catalogue";
import { gid, parseGid } from "./ids";

/**
 * Subscribe & save: the selling plans of the embedded storefront, the
 * stand-in for a subscriptions app's plans on Shopify. The everyday products
 * (taken daily: capsules, softgels, powders, gummies; not bundles) carry one
 * group with deliveries every 30, 60 and 90 days at 15 % off every delivery.
 */
export const SUBSCRIPTION_PERCENT_OFF = 15;
export const DELIVERY_INTERVALS_DAYS = [30, 60, 90] as const;
export const SELLING_PLAN_GROUP_NAME = "Subscribe & save";

const EVERYDAY_TYPES = new Set(["Capsules", "Softgels", "Powder", "Gummies"]);
/** Plan ids: base + product rank × 10 + the interval's position, so each product has its own plans. */
const PLAN_ID_BASE = 690_000_000_000;

export interface LocalSellingPlan {
  id: string;
  name: string;
  intervalDays: number;
  percentOff: number;
  productId: string;
}

export const isEverydayProduct = (product: LocalProduct) =>
  EVERYDAY_TYPES.has(product.productType) && !product.tags.includes("bundle");

export function sellingPlansOf(product: LocalProduct): LocalSellingPlan[] {
  if (!isEverydayProduct(product)) return [];
  return DELIVERY_INTERVALS_DAYS.map((days, k) => ({
    id: gid("SellingPlan", PLAN_ID_BASE + product.rank * 10 + k),
    name: `Delivered every ${days} days`,
    intervalDays: days,
    percentOff: SUBSCRIPTION_PERCENT_OFF,
    productId: product.id,
  }));
}

/** The plan with this id, if the catalogue has it (a malformed or unknown id: undefined). */
export function findSellingPlan(catalogue: LocalCatalogue, id: string): LocalSellingPlan | undefined {
  const parsed = parseGid(id);
  if (parsed?.type !== "SellingPlan" || !/^\d{1,15}$/.test(parsed.id) || id !== gid("SellingPlan", parsed.id)) {
    return undefined;
  }
  const offset = Number(parsed.id) - PLAN_ID_BASE;
  if (offset < 0) return undefined;
  const product = catalogue.products[Math.floor(offset / 10)];
  return product ? sellingPlansOf(product).find((plan) => plan.id === id) : undefined;
}

/** A plan applies to a variant of its own product only. */
export const planAppliesTo = (plan: LocalSellingPlan, variant: LocalVariant) => plan.productId === variant.product.id;

/**
 * The price per delivery: the one-time price less the plan's percentage, in
 * whole cents, half a cent rounded up (integer arithmetic: no float drift).
 */
export function subscriptionPrice(price: string, percentOff: number): string {
  const cents = Math.round(Number(price) * 100);
  const discounted = Math.floor((cents * (100 - percentOff) + 50) / 100);
  return (discounted / 100).toFixed(2);
}
