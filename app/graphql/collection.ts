import { PRODUCT_CARD_FRAGMENT } from "./fragments";

/** A collection's products by numeric id in gid form: 12 on learn grids, 50 on the weight page. */
export const COLLECTION_PRODUCTS_QUERY = `#graphql
  query CollectionProducts($id: ID!, $first: Int!) {
    collection(id: $id) {
      id
      title
      products(first: $first) {
        nodes {
          ...ProductCard
        }
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;
