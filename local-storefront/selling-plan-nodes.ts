import type { LocalProduct, LocalVariant } from "./catalogue/catalogue";
import { connection, type ConnectionArgs } from "./connection";
import { money } from "./nodes";
import {
  DELIVERY_INTERVALS_DAYS,
  SELLING_PLAN_GROUP_NAME,
  sellingPlansOf,
  subscriptionPrice,
  type LocalSellingPlan,
} from "./selling-plans";

/** Selling plans shaped as Storefront API objects (SellingPlanGroup, SellingPlan, SellingPlanAllocation). */
export function sellingPlanNode(plan: LocalSellingPlan) {
  const policy = { interval: "DAY", intervalCount: plan.intervalDays };
  return {
    __typename: "SellingPlan",
    id: plan.id,
    name: plan.name,
    description: `${plan.percentOff}% off every delivery. Pause or cancel from your account.`,
    recurringDeliveries: true,
    options: [{ __typename: "SellingPlanOption", name: "Delivery every", value: `${plan.intervalDays} days` }],
    priceAdjustments: [
      {
        __typename: "SellingPlanPriceAdjustment",
        orderCount: null,
        adjustmentValue: {
          __typename: "SellingPlanPercentagePriceAdjustment",
          adjustmentPercentage: plan.percentOff,
        },
      },
    ],
    checkoutCharge: {
      __typename: "SellingPlanCheckoutCharge",
      type: "PERCENTAGE",
      value: { __typename: "SellingPlanCheckoutChargePercentageValue", percentage: 100 },
    },
    billingPolicy: { __typename: "SellingPlanRecurringBillingPolicy", ...policy },
    deliveryPolicy: { __typename: "SellingPlanRecurringDeliveryPolicy", ...policy },
    metafield: null,
    metafields: [],
  };
}

/** Product.sellingPlanGroups: one group, or none for a product sold one-time only. */
export function sellingPlanGroups(product: LocalProduct) {
  const plans = sellingPlansOf(product);
  if (plans.length === 0) return (args: ConnectionArgs) => connection([], args);
  const group = {
    __typename: "SellingPlanGroup",
    name: SELLING_PLAN_GROUP_NAME,
    appName: null,
    options: [
      {
        __typename: "SellingPlanGroupOption",
        name: "Delivery every",
        values: DELIVERY_INTERVALS_DAYS.map((d) => `${d} days`),
      },
    ],
    sellingPlans: (args: ConnectionArgs) => connection(plans.map(sellingPlanNode), args),
  };
  return (args: ConnectionArgs) => connection([group], args);
}

/** A variant's price under a plan, as the store computes it. */
export function sellingPlanAllocation(plan: LocalSellingPlan, variant: Pick<LocalVariant, "price">) {
  const price = money(subscriptionPrice(variant.price, plan.percentOff));
  return {
    __typename: "SellingPlanAllocation",
    sellingPlan: sellingPlanNode(plan),
    priceAdjustments: [
      {
        __typename: "SellingPlanAllocationPriceAdjustment",
        price,
        perDeliveryPrice: price,
        compareAtPrice: money(variant.price),
        unitPrice: null,
      },
    ],
    checkoutChargeAmount: price,
    remainingBalanceChargeAmount: money(0),
  };
}

/** ProductVariant.sellingPlanAllocations. */
export function sellingPlanAllocations(variant: LocalVariant) {
  const allocations = sellingPlansOf(variant.product).map((plan) => sellingPlanAllocation(plan, variant));
  return (args: ConnectionArgs) => connection(allocations, args);
}
