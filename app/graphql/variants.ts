import { PRODUCT_IMAGE_FRAGMENT } from "./fragments";
import { SELLING_PLAN_ALLOCATION_FRAGMENT } from "./selling-plans";

/** Cart lines resolved by variant id: what the cart shows, whether it can still be bought, and its plans' prices. */
export const VARIANTS_BY_ID_QUERY = `#graphql
  query VariantsById($ids: [ID!]!) {
    nodes(ids: $ids) {
      ... on ProductVariant {
        id
        title
        availableForSale
        price {
          ...Money
        }
        selectedOptions {
          name
          value
        }
        image {
          ...ProductImage
        }
        product {
          handle
          title
          vendor
        }
        sellingPlanAllocations(first: 10) {
          nodes {
            ...SellingPlanAllocationFields
          }
        }
      }
    }
  }
  ${SELLING_PLAN_ALLOCATION_FRAGMENT}
  ${PRODUCT_IMAGE_FRAGMENT}
` as const;
