import { PRODUCT_CARD_FRAGMENT } from "./fragments";

/** The catalogue list: 100 by default, 8 on home, 50 for chat, learn and related products. */
export const PRODUCTS_QUERY = `#graphql
  query Products($first: Int!) {
    products(first: $first) {
      nodes {
        ...ProductCard
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;
