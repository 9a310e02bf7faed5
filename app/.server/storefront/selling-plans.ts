import type { SellingPlanAllocationFieldsFragment } from "~/graphql/storefrontapi.generated";
import { PRODUCT_SELLING_PLANS_QUERY } from "~/graphql/selling-plans";
import { saving, type PlanPrice, type PurchaseOptions } from "~/lib/subscriptions/plans";
import type { Storefront } from "./client";

/** A variant's plans with the prices the store computed for them (a plan the store prices not at all is left out). */
export function toPlanPrices(allocations: SellingPlanAllocationFieldsFragment[]): PlanPrice[] {
  return allocations.flatMap(({ sellingPlan, priceAdjustments: [adjustment] }) =>
    adjustment
      ? [
          {
            id: sellingPlan.id,
            name: sellingPlan.name,
            price: adjustment.price,
            compareAtPrice: adjustment.compareAtPrice,
          },
        ]
      : [],
  );
}

/** The percentage the plan takes off, when it is a percentage (other adjustments answer an empty object). */
const percentOff = (allocation: SellingPlanAllocationFieldsFragment) =>
  (allocation.sellingPlan.priceAdjustments[0]?.adjustmentValue as { adjustmentPercentage?: number } | undefined)
    ?.adjustmentPercentage;

/** The product page's purchase choice, or null when the product has no selling plans. */
export async function productPurchaseOptions(storefront: Storefront, handle: string): Promise<PurchaseOptions | null> {
  const data = await storefront.query(PRODUCT_SELLING_PLANS_QUERY, { variables: { handle }, cache: "product" });
  const product = data.product;
  const group = product?.sellingPlanGroups.nodes[0];
  if (!product || !group) return null;
  const inGroup = new Set(group.sellingPlans.nodes.map((plan) => plan.id));
  const prices: PurchaseOptions["prices"] = {};
  let first: SellingPlanAllocationFieldsFragment | undefined;
  for (const variant of product.variants.nodes) {
    const allocations = variant.sellingPlanAllocations.nodes.filter((a) => inGroup.has(a.sellingPlan.id));
    first ??= allocations[0];
    const [plan] = toPlanPrices(allocations);
    if (plan) {
      prices[variant.id] = {
        price: plan.price,
        compareAtPrice: plan.compareAtPrice,
        saving: saving(plan.price, plan.compareAtPrice),
      };
    }
  }
  if (!first) return null;
  const percent = percentOff(first);
  return {
    label: percent ? `${group.name} ${percent}%` : group.name,
    plans: group.sellingPlans.nodes.flatMap(({ id }) => {
      const allocation = product.variants.nodes
        .flatMap((v) => v.sellingPlanAllocations.nodes)
        .find((a) => a.sellingPlan.id === id);
      return allocation ? [{ id, name: allocation.sellingPlan.name }] : [];
    }),
    prices,
  };
}
