import { MONEY_FRAGMENT, PRODUCT_IMAGE_FRAGMENT } from "./fragments";

/** Cart lines resolved by variant id: what the cart shows and whether it can still be bought. */
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
      }
    }
  }
  ${MONEY_FRAGMENT}
  ${PRODUCT_IMAGE_FRAGMENT}
` as const;
