import { MONEY_FRAGMENT } from "./fragments";

/**
 * Subscribe & save: a product's selling plans and a variant's price under
 * each, as the store computes it (the shop never computes a price).
 */
export const SELLING_PLAN_FRAGMENT = `#graphql
  fragment SellingPlanFields on SellingPlan {
    id
    name
    deliveryPolicy {
      ... on SellingPlanRecurringDeliveryPolicy {
        interval
        intervalCount
      }
    }
    priceAdjustments {
      adjustmentValue {
        ... on SellingPlanPercentagePriceAdjustment {
          adjustmentPercentage
        }
      }
    }
  }
` as const;

export const SELLING_PLAN_ALLOCATION_FRAGMENT = `#graphql
  fragment SellingPlanAllocationFields on SellingPlanAllocation {
    sellingPlan {
      ...SellingPlanFields
    }
    priceAdjustments {
      price {
        ...Money
      }
      compareAtPrice {
        ...Money
      }
    }
  }
  ${SELLING_PLAN_FRAGMENT}
  ${MONEY_FRAGMENT}
` as const;

/** The product page's purchase choice: each variant's plans with their prices. */
export const PRODUCT_SELLING_PLANS_QUERY = `#graphql
  query ProductSellingPlans($handle: String!) {
    product(handle: $handle) {
      id
      sellingPlanGroups(first: 5) {
        nodes {
          name
          sellingPlans(first: 10) {
            nodes {
              id
            }
          }
        }
      }
      variants(first: 20) {
        nodes {
          id
          sellingPlanAllocations(first: 10) {
            nodes {
              ...SellingPlanAllocationFields
            }
          }
        }
      }
    }
  }
  ${SELLING_PLAN_ALLOCATION_FRAGMENT}
` as const;
