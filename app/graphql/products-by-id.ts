import { PRODUCT_CARD_FRAGMENT } from "./fragments";

/** Products by id, for the comparison page. */
export const PRODUCTS_BY_ID_QUERY = `#graphql
  query ProductsById($ids: [ID!]!) {
    nodes(ids: $ids) {
      ... on Product {
        ...ProductCard
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;
