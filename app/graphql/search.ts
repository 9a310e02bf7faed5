/** The search dialog's results as the shopper types: the store's predictive search, products only. */
export const PREDICTIVE_SEARCH_QUERY = `#graphql
  query PredictiveSearch($query: String!, $limit: Int!) {
    predictiveSearch(
      query: $query
      limit: $limit
      limitScope: EACH
      types: [PRODUCT]
      searchableFields: [TITLE, BODY, PRODUCT_TYPE, TAG, VARIANTS_TITLE, VENDOR]
      unavailableProducts: LAST
    ) {
      products {
        id
        handle
        title
        description
        vendor
        featuredImage {
          url
        }
      }
    }
  }
` as const;
