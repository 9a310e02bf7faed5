/* eslint-disable eslint-comments/disable-enable-pair */
/* eslint-disable eslint-comments/no-unlimited-disable */
/* eslint-disable */
import type * as StorefrontAPI from '@shopify/hydrogen-react/storefront-api-types';

export type CartDiscountCodesUpdateMutationVariables = StorefrontAPI.Exact<{
  cartId: StorefrontAPI.Scalars['ID']['input'];
  discountCodes: Array<StorefrontAPI.Scalars['String']['input']> | StorefrontAPI.Scalars['String']['input'];
}>;


export type CartDiscountCodesUpdateMutation = { cartDiscountCodesUpdate?: StorefrontAPI.Maybe<{ cart?: StorefrontAPI.Maybe<(
      Pick<StorefrontAPI.Cart, 'id' | 'checkoutUrl'>
      & { discountCodes: Array<Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>>, discountAllocations: Array<{ discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }>, cost: { subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } }
    )>, userErrors: Array<Pick<StorefrontAPI.CartUserError, 'field' | 'message'>> }> };

export type CartStatusQueryVariables = StorefrontAPI.Exact<{
  id: StorefrontAPI.Scalars['ID']['input'];
}>;


export type CartStatusQuery = { cart?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Cart, 'id' | 'totalQuantity'>> };

export type CartCreateMutationVariables = StorefrontAPI.Exact<{
  lines: Array<StorefrontAPI.CartLineInput> | StorefrontAPI.CartLineInput;
}>;


export type CartCreateMutation = { cartCreate?: StorefrontAPI.Maybe<{ cart?: StorefrontAPI.Maybe<(
      Pick<StorefrontAPI.Cart, 'id' | 'checkoutUrl' | 'totalQuantity'>
      & { cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, lines: { nodes: Array<(
          Pick<StorefrontAPI.CartLine, 'id' | 'quantity'>
          & { merchandise: Pick<StorefrontAPI.ProductVariant, 'id' | 'title'>, sellingPlanAllocation?: StorefrontAPI.Maybe<{ sellingPlan: Pick<StorefrontAPI.SellingPlan, 'id'>, priceAdjustments: Array<{ price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }> }> }
        ) | (
          Pick<StorefrontAPI.ComponentizableCartLine, 'id' | 'quantity'>
          & { merchandise: Pick<StorefrontAPI.ProductVariant, 'id' | 'title'>, sellingPlanAllocation?: StorefrontAPI.Maybe<{ sellingPlan: Pick<StorefrontAPI.SellingPlan, 'id'>, priceAdjustments: Array<{ price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }> }> }
        )> } }
    )>, userErrors: Array<Pick<StorefrontAPI.CartUserError, 'field' | 'message'>> }> };

export type ProductIndexEntryFragment = (
  Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'description' | 'vendor' | 'updatedAt'>
  & { priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, variants: { nodes: Array<(
      Pick<StorefrontAPI.ProductVariant, 'title'>
      & { selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
    )> } }
);

export type ProductIndexQueryVariables = StorefrontAPI.Exact<{
  first: StorefrontAPI.Scalars['Int']['input'];
  after?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  sortKey: StorefrontAPI.ProductSortKeys;
  reverse: StorefrontAPI.Scalars['Boolean']['input'];
}>;


export type ProductIndexQuery = { products: { pageInfo: Pick<StorefrontAPI.PageInfo, 'hasNextPage' | 'endCursor'>, nodes: Array<(
      Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'description' | 'vendor' | 'updatedAt'>
      & { priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, variants: { nodes: Array<(
          Pick<StorefrontAPI.ProductVariant, 'title'>
          & { selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
        )> } }
    )> } };

export type CollectionIndexQueryVariables = StorefrontAPI.Exact<{
  id: StorefrontAPI.Scalars['ID']['input'];
  first: StorefrontAPI.Scalars['Int']['input'];
  after?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  sortKey: StorefrontAPI.ProductCollectionSortKeys;
  reverse: StorefrontAPI.Scalars['Boolean']['input'];
}>;


export type CollectionIndexQuery = { collection?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Collection, 'id'>
    & { products: { pageInfo: Pick<StorefrontAPI.PageInfo, 'hasNextPage' | 'endCursor'>, nodes: Array<(
        Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'description' | 'vendor' | 'updatedAt'>
        & { priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, variants: { nodes: Array<(
            Pick<StorefrontAPI.ProductVariant, 'title'>
            & { selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
          )> } }
      )> } }
  )> };

export type SearchIndexQueryVariables = StorefrontAPI.Exact<{
  query: StorefrontAPI.Scalars['String']['input'];
  first: StorefrontAPI.Scalars['Int']['input'];
  after?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  sortKey: StorefrontAPI.SearchSortKeys;
  reverse: StorefrontAPI.Scalars['Boolean']['input'];
}>;


export type SearchIndexQuery = { search: (
    Pick<StorefrontAPI.SearchResultItemConnection, 'totalCount'>
    & { pageInfo: Pick<StorefrontAPI.PageInfo, 'hasNextPage' | 'endCursor'>, nodes: Array<(
      Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'description' | 'vendor' | 'updatedAt'>
      & { priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, variants: { nodes: Array<(
          Pick<StorefrontAPI.ProductVariant, 'title'>
          & { selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
        )> } }
    )> }
  ) };

export type CollectionProductsQueryVariables = StorefrontAPI.Exact<{
  id: StorefrontAPI.Scalars['ID']['input'];
  first: StorefrontAPI.Scalars['Int']['input'];
}>;


export type CollectionProductsQuery = { collection?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Collection, 'id' | 'title'>
    & { products: { nodes: Array<(
        Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'description' | 'descriptionHtml' | 'vendor'>
        & { images: { nodes: Array<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>> }, variants: { nodes: Array<(
            Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale'>
            & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
          )> }, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, options: Array<Pick<StorefrontAPI.ProductOption, 'name' | 'values'>> }
      )> } }
  )> };

export type MoneyFragment = Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;

export type ProductImageFragment = Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>;

export type ProductVariantFieldsFragment = (
  Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale'>
  & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
);

export type ProductFieldsFragment = (
  Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'description' | 'descriptionHtml' | 'vendor'>
  & { priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, options: Array<Pick<StorefrontAPI.ProductOption, 'name' | 'values'>> }
);

export type ProductCardFragment = (
  Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'description' | 'descriptionHtml' | 'vendor'>
  & { images: { nodes: Array<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>> }, variants: { nodes: Array<(
      Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale'>
      & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
    )> }, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, options: Array<Pick<StorefrontAPI.ProductOption, 'name' | 'values'>> }
);

export type ProductDetailFragment = (
  Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'description' | 'descriptionHtml' | 'vendor'>
  & { images: { nodes: Array<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>> }, variants: { nodes: Array<(
      Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale'>
      & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
    )> }, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, options: Array<Pick<StorefrontAPI.ProductOption, 'name' | 'values'>> }
);

export type ProductQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
}>;


export type ProductQuery = { product?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'description' | 'descriptionHtml' | 'vendor'>
    & { images: { nodes: Array<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>> }, variants: { nodes: Array<(
        Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale'>
        & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
      )> }, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, options: Array<Pick<StorefrontAPI.ProductOption, 'name' | 'values'>> }
  )> };

export type ProductsByIdQueryVariables = StorefrontAPI.Exact<{
  ids: Array<StorefrontAPI.Scalars['ID']['input']> | StorefrontAPI.Scalars['ID']['input'];
}>;


export type ProductsByIdQuery = { nodes: Array<StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'description' | 'descriptionHtml' | 'vendor'>
    & { images: { nodes: Array<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>> }, variants: { nodes: Array<(
        Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale'>
        & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
      )> }, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, options: Array<Pick<StorefrontAPI.ProductOption, 'name' | 'values'>> }
  )>> };

export type ProductsQueryVariables = StorefrontAPI.Exact<{
  first: StorefrontAPI.Scalars['Int']['input'];
}>;


export type ProductsQuery = { products: { nodes: Array<(
      Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'description' | 'descriptionHtml' | 'vendor'>
      & { images: { nodes: Array<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>> }, variants: { nodes: Array<(
          Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale'>
          & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
        )> }, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, options: Array<Pick<StorefrontAPI.ProductOption, 'name' | 'values'>> }
    )> } };

export type PredictiveSearchQueryVariables = StorefrontAPI.Exact<{
  query: StorefrontAPI.Scalars['String']['input'];
  limit: StorefrontAPI.Scalars['Int']['input'];
}>;


export type PredictiveSearchQuery = { predictiveSearch?: StorefrontAPI.Maybe<{ products: Array<(
      Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'description' | 'vendor'>
      & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url'>> }
    )> }> };

export type SellingPlanFieldsFragment = (
  Pick<StorefrontAPI.SellingPlan, 'id' | 'name'>
  & { deliveryPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.SellingPlanRecurringDeliveryPolicy, 'interval' | 'intervalCount'>>, priceAdjustments: Array<{ adjustmentValue: Pick<StorefrontAPI.SellingPlanPercentagePriceAdjustment, 'adjustmentPercentage'> }> }
);

export type SellingPlanAllocationFieldsFragment = { sellingPlan: (
    Pick<StorefrontAPI.SellingPlan, 'id' | 'name'>
    & { deliveryPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.SellingPlanRecurringDeliveryPolicy, 'interval' | 'intervalCount'>>, priceAdjustments: Array<{ adjustmentValue: Pick<StorefrontAPI.SellingPlanPercentagePriceAdjustment, 'adjustmentPercentage'> }> }
  ), priceAdjustments: Array<{ price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }> };

export type ProductSellingPlansQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
}>;


export type ProductSellingPlansQuery = { product?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Product, 'id'>
    & { sellingPlanGroups: { nodes: Array<(
        Pick<StorefrontAPI.SellingPlanGroup, 'name'>
        & { sellingPlans: { nodes: Array<Pick<StorefrontAPI.SellingPlan, 'id'>> } }
      )> }, variants: { nodes: Array<(
        Pick<StorefrontAPI.ProductVariant, 'id'>
        & { sellingPlanAllocations: { nodes: Array<{ sellingPlan: (
              Pick<StorefrontAPI.SellingPlan, 'id' | 'name'>
              & { deliveryPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.SellingPlanRecurringDeliveryPolicy, 'interval' | 'intervalCount'>>, priceAdjustments: Array<{ adjustmentValue: Pick<StorefrontAPI.SellingPlanPercentagePriceAdjustment, 'adjustmentPercentage'> }> }
            ), priceAdjustments: Array<{ price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }> }> } }
      )> } }
  )> };

export type VariantsByIdQueryVariables = StorefrontAPI.Exact<{
  ids: Array<StorefrontAPI.Scalars['ID']['input']> | StorefrontAPI.Scalars['ID']['input'];
}>;


export type VariantsByIdQuery = { nodes: Array<StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale'>
    & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>>, product: Pick<StorefrontAPI.Product, 'handle' | 'title' | 'vendor'>, sellingPlanAllocations: { nodes: Array<{ sellingPlan: (
          Pick<StorefrontAPI.SellingPlan, 'id' | 'name'>
          & { deliveryPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.SellingPlanRecurringDeliveryPolicy, 'interval' | 'intervalCount'>>, priceAdjustments: Array<{ adjustmentValue: Pick<StorefrontAPI.SellingPlanPercentagePriceAdjustment, 'adjustmentPercentage'> }> }
        ), priceAdjustments: Array<{ price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }> }> } }
  )>> };

interface GeneratedQueryTypes {
  "#graphql\n  query CartStatus($id: ID!) {\n    cart(id: $id) {\n      id\n      totalQuantity\n    }\n  }\n": {return: CartStatusQuery, variables: CartStatusQueryVariables},
  "#graphql\n  query ProductIndex($first: Int!, $after: String, $sortKey: ProductSortKeys!, $reverse: Boolean!) {\n    products(first: $first, after: $after, sortKey: $sortKey, reverse: $reverse) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...ProductIndexEntry\n      }\n    }\n  }\n  #graphql\n  fragment ProductIndexEntry on Product {\n    id\n    handle\n    title\n    description\n    vendor\n    updatedAt\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    variants(first: 10) {\n      nodes {\n        title\n        selectedOptions {\n          name\n          value\n        }\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n\n": {return: ProductIndexQuery, variables: ProductIndexQueryVariables},
  "#graphql\n  query CollectionIndex(\n    $id: ID!\n    $first: Int!\n    $after: String\n    $sortKey: ProductCollectionSortKeys!\n    $reverse: Boolean!\n  ) {\n    collection(id: $id) {\n      id\n      products(first: $first, after: $after, sortKey: $sortKey, reverse: $reverse) {\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        nodes {\n          ...ProductIndexEntry\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ProductIndexEntry on Product {\n    id\n    handle\n    title\n    description\n    vendor\n    updatedAt\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    variants(first: 10) {\n      nodes {\n        title\n        selectedOptions {\n          name\n          value\n        }\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n\n": {return: CollectionIndexQuery, variables: CollectionIndexQueryVariables},
  "#graphql\n  query SearchIndex($query: String!, $first: Int!, $after: String, $sortKey: SearchSortKeys!, $reverse: Boolean!) {\n    search(\n      query: $query\n      first: $first\n      after: $after\n      sortKey: $sortKey\n      reverse: $reverse\n      types: [PRODUCT]\n      prefix: LAST\n      unavailableProducts: LAST\n    ) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ... on Product {\n          ...ProductIndexEntry\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ProductIndexEntry on Product {\n    id\n    handle\n    title\n    description\n    vendor\n    updatedAt\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    variants(first: 10) {\n      nodes {\n        title\n        selectedOptions {\n          name\n          value\n        }\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n\n": {return: SearchIndexQuery, variables: SearchIndexQueryVariables},
  "#graphql\n  query CollectionProducts($id: ID!, $first: Int!) {\n    collection(id: $id) {\n      id\n      title\n      products(first: $first) {\n        nodes {\n          ...ProductCard\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    ...ProductFields\n    images(first: 5) {\n      nodes {\n        ...ProductImage\n      }\n    }\n    variants(first: 10) {\n      nodes {\n        ...ProductVariantFields\n      }\n    }\n  }\n  #graphql\n  fragment ProductFields on Product {\n    id\n    handle\n    title\n    description\n    descriptionHtml\n    vendor\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    options {\n      name\n      values\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n\n  #graphql\n  fragment ProductImage on Image {\n    url\n    altText\n    width\n    height\n  }\n\n  #graphql\n  fragment ProductVariantFields on ProductVariant {\n    id\n    title\n    availableForSale\n    price {\n      ...Money\n    }\n    selectedOptions {\n      name\n      value\n    }\n  }\n\n\n": {return: CollectionProductsQuery, variables: CollectionProductsQueryVariables},
  "#graphql\n  query Product($handle: String!) {\n    product(handle: $handle) {\n      ...ProductDetail\n    }\n  }\n  #graphql\n  fragment ProductDetail on Product {\n    ...ProductFields\n    images(first: 10) {\n      nodes {\n        ...ProductImage\n      }\n    }\n    variants(first: 20) {\n      nodes {\n        ...ProductVariantFields\n      }\n    }\n  }\n  #graphql\n  fragment ProductFields on Product {\n    id\n    handle\n    title\n    description\n    descriptionHtml\n    vendor\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    options {\n      name\n      values\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n\n  #graphql\n  fragment ProductImage on Image {\n    url\n    altText\n    width\n    height\n  }\n\n  #graphql\n  fragment ProductVariantFields on ProductVariant {\n    id\n    title\n    availableForSale\n    price {\n      ...Money\n    }\n    selectedOptions {\n      name\n      value\n    }\n  }\n\n\n": {return: ProductQuery, variables: ProductQueryVariables},
  "#graphql\n  query ProductsById($ids: [ID!]!) {\n    nodes(ids: $ids) {\n      ... on Product {\n        ...ProductCard\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    ...ProductFields\n    images(first: 5) {\n      nodes {\n        ...ProductImage\n      }\n    }\n    variants(first: 10) {\n      nodes {\n        ...ProductVariantFields\n      }\n    }\n  }\n  #graphql\n  fragment ProductFields on Product {\n    id\n    handle\n    title\n    description\n    descriptionHtml\n    vendor\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    options {\n      name\n      values\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n\n  #graphql\n  fragment ProductImage on Image {\n    url\n    altText\n    width\n    height\n  }\n\n  #graphql\n  fragment ProductVariantFields on ProductVariant {\n    id\n    title\n    availableForSale\n    price {\n      ...Money\n    }\n    selectedOptions {\n      name\n      value\n    }\n  }\n\n\n": {return: ProductsByIdQuery, variables: ProductsByIdQueryVariables},
  "#graphql\n  query Products($first: Int!) {\n    products(first: $first) {\n      nodes {\n        ...ProductCard\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    ...ProductFields\n    images(first: 5) {\n      nodes {\n        ...ProductImage\n      }\n    }\n    variants(first: 10) {\n      nodes {\n        ...ProductVariantFields\n      }\n    }\n  }\n  #graphql\n  fragment ProductFields on Product {\n    id\n    handle\n    title\n    description\n    descriptionHtml\n    vendor\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    options {\n      name\n      values\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n\n  #graphql\n  fragment ProductImage on Image {\n    url\n    altText\n    width\n    height\n  }\n\n  #graphql\n  fragment ProductVariantFields on ProductVariant {\n    id\n    title\n    availableForSale\n    price {\n      ...Money\n    }\n    selectedOptions {\n      name\n      value\n    }\n  }\n\n\n": {return: ProductsQuery, variables: ProductsQueryVariables},
  "#graphql\n  query PredictiveSearch($query: String!, $limit: Int!) {\n    predictiveSearch(\n      query: $query\n      limit: $limit\n      limitScope: EACH\n      types: [PRODUCT]\n      searchableFields: [TITLE, BODY, PRODUCT_TYPE, TAG, VARIANTS_TITLE, VENDOR]\n      unavailableProducts: LAST\n    ) {\n      products {\n        id\n        handle\n        title\n        description\n        vendor\n        featuredImage {\n          url\n        }\n      }\n    }\n  }\n": {return: PredictiveSearchQuery, variables: PredictiveSearchQueryVariables},
  "#graphql\n  query ProductSellingPlans($handle: String!) {\n    product(handle: $handle) {\n      id\n      sellingPlanGroups(first: 5) {\n        nodes {\n          name\n          sellingPlans(first: 10) {\n            nodes {\n              id\n            }\n          }\n        }\n      }\n      variants(first: 20) {\n        nodes {\n          id\n          sellingPlanAllocations(first: 10) {\n            nodes {\n              ...SellingPlanAllocationFields\n            }\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment SellingPlanAllocationFields on SellingPlanAllocation {\n    sellingPlan {\n      ...SellingPlanFields\n    }\n    priceAdjustments {\n      price {\n        ...Money\n      }\n      compareAtPrice {\n        ...Money\n      }\n    }\n  }\n  #graphql\n  fragment SellingPlanFields on SellingPlan {\n    id\n    name\n    deliveryPolicy {\n      ... on SellingPlanRecurringDeliveryPolicy {\n        interval\n        intervalCount\n      }\n    }\n    priceAdjustments {\n      adjustmentValue {\n        ... on SellingPlanPercentagePriceAdjustment {\n          adjustmentPercentage\n        }\n      }\n    }\n  }\n\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n\n": {return: ProductSellingPlansQuery, variables: ProductSellingPlansQueryVariables},
  "#graphql\n  query VariantsById($ids: [ID!]!) {\n    nodes(ids: $ids) {\n      ... on ProductVariant {\n        id\n        title\n        availableForSale\n        price {\n          ...Money\n        }\n        selectedOptions {\n          name\n          value\n        }\n        image {\n          ...ProductImage\n        }\n        product {\n          handle\n          title\n          vendor\n        }\n        sellingPlanAllocations(first: 10) {\n          nodes {\n            ...SellingPlanAllocationFields\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment SellingPlanAllocationFields on SellingPlanAllocation {\n    sellingPlan {\n      ...SellingPlanFields\n    }\n    priceAdjustments {\n      price {\n        ...Money\n      }\n      compareAtPrice {\n        ...Money\n      }\n    }\n  }\n  #graphql\n  fragment SellingPlanFields on SellingPlan {\n    id\n    name\n    deliveryPolicy {\n      ... on SellingPlanRecurringDeliveryPolicy {\n        interval\n        intervalCount\n      }\n    }\n    priceAdjustments {\n      adjustmentValue {\n        ... on SellingPlanPercentagePriceAdjustment {\n          adjustmentPercentage\n        }\n      }\n    }\n  }\n\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n\n  #graphql\n  fragment ProductImage on Image {\n    url\n    altText\n    width\n    height\n  }\n\n": {return: VariantsByIdQuery, variables: VariantsByIdQueryVariables},
}

interface GeneratedMutationTypes {
  "#graphql\n  mutation CartDiscountCodesUpdate($cartId: ID!, $discountCodes: [String!]!) {\n    cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $discountCodes) {\n      cart {\n        id\n        checkoutUrl\n        discountCodes {\n          code\n          applicable\n        }\n        discountAllocations {\n          discountedAmount {\n            ...Money\n          }\n        }\n        cost {\n          subtotalAmount {\n            ...Money\n          }\n          totalAmount {\n            ...Money\n          }\n        }\n      }\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n": {return: CartDiscountCodesUpdateMutation, variables: CartDiscountCodesUpdateMutationVariables},
  "#graphql\n  mutation CartCreate($lines: [CartLineInput!]!) {\n    cartCreate(input: { lines: $lines }) {\n      cart {\n        id\n        checkoutUrl\n        totalQuantity\n        cost {\n          totalAmount {\n            ...Money\n          }\n        }\n        lines(first: 100) {\n          nodes {\n            id\n            quantity\n            merchandise {\n              ... on ProductVariant {\n                id\n                title\n              }\n            }\n            sellingPlanAllocation {\n              sellingPlan {\n                id\n              }\n              priceAdjustments {\n                price {\n                  ...Money\n                }\n              }\n            }\n          }\n        }\n      }\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n": {return: CartCreateMutation, variables: CartCreateMutationVariables},
}
export interface StorefrontQueries extends GeneratedQueryTypes {}
export interface StorefrontMutations extends GeneratedMutationTypes {}

