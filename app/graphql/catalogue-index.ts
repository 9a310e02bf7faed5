import { MONEY_FRAGMENT } from "./fragments";

/**
 * What the shop's listing rules read of every product (vendor, form-type
 * keywords, price, title, last change), without images or HTML: the shop
 * walks a whole collection or search in pages of 250 with these, orders and
 * filters it by the spec's rules, then fetches only the 12 cards shown.
 */
export const PRODUCT_INDEX_ENTRY_FRAGMENT = `#graphql
  fragment ProductIndexEntry on Product {
    id
    handle
    title
    description
    vendor
    updatedAt
    priceRange {
      minVariantPrice {
        ...Money
      }
    }
    variants(first: 10) {
      nodes {
        title
        selectedOptions {
          name
          value
        }
      }
    }
  }
  ${MONEY_FRAGMENT}
` as const;

/** One page of the whole catalogue in the store's own order for a sort. */
export const PRODUCT_INDEX_QUERY = `#graphql
  query ProductIndex($first: Int!, $after: String, $sortKey: ProductSortKeys!, $reverse: Boolean!) {
    products(first: $first, after: $after, sortKey: $sortKey, reverse: $reverse) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        ...ProductIndexEntry
      }
    }
  }
  ${PRODUCT_INDEX_ENTRY_FRAGMENT}
` as const;

/** One page of a collection's products (by numeric id in gid form) in the store's own order for a sort. */
export const COLLECTION_INDEX_QUERY = `#graphql
  query CollectionIndex(
    $id: ID!
    $first: Int!
    $after: String
    $sortKey: ProductCollectionSortKeys!
    $reverse: Boolean!
  ) {
    collection(id: $id) {
      id
      products(first: $first, after: $after, sortKey: $sortKey, reverse: $reverse) {
        pageInfo {
          hasNextPage
          endCursor
        }
        nodes {
          ...ProductIndexEntry
        }
      }
    }
  }
  ${PRODUCT_INDEX_ENTRY_FRAGMENT}
` as const;

/** One page of the store's product search, ranked by relevance or sorted by price. */
export const SEARCH_INDEX_QUERY = `#graphql
  query SearchIndex($query: String!, $first: Int!, $after: String, $sortKey: SearchSortKeys!, $reverse: Boolean!) {
    search(
      query: $query
      first: $first
      after: $after
      sortKey: $sortKey
      reverse: $reverse
      types: [PRODUCT]
      prefix: LAST
      unavailableProducts: LAST
    ) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        ... on Product {
          ...ProductIndexEntry
        }
      }
    }
  }
  ${PRODUCT_INDEX_ENTRY_FRAGMENT}
` as const;
