/** Shared Storefront API fragments. Lists fetch 5 images and 10 variants; a product page 10 and 20. */
export const MONEY_FRAGMENT = `#graphql
  fragment Money on MoneyV2 {
    amount
    currencyCode
  }
` as const;

export const PRODUCT_IMAGE_FRAGMENT = `#graphql
  fragment ProductImage on Image {
    url
    altText
    width
    height
  }
` as const;

export const PRODUCT_VARIANT_FRAGMENT = `#graphql
  fragment ProductVariantFields on ProductVariant {
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
  }
` as const;

/** What a product card and a product page share; they differ in how many images and variants they fetch. */
const PRODUCT_FIELDS_FRAGMENT = `#graphql
  fragment ProductFields on Product {
    id
    handle
    title
    description
    descriptionHtml
    vendor
    priceRange {
      minVariantPrice {
        ...Money
      }
    }
    options {
      name
      values
    }
  }
  ${MONEY_FRAGMENT}
` as const;

export const PRODUCT_CARD_FRAGMENT = `#graphql
  fragment ProductCard on Product {
    ...ProductFields
    images(first: 5) {
      nodes {
        ...ProductImage
      }
    }
    variants(first: 10) {
      nodes {
        ...ProductVariantFields
      }
    }
  }
  ${PRODUCT_FIELDS_FRAGMENT}
  ${PRODUCT_IMAGE_FRAGMENT}
  ${PRODUCT_VARIANT_FRAGMENT}
` as const;

export const PRODUCT_DETAIL_FRAGMENT = `#graphql
  fragment ProductDetail on Product {
    ...ProductFields
    images(first: 10) {
      nodes {
        ...ProductImage
      }
    }
    variants(first: 20) {
      nodes {
        ...ProductVariantFields
      }
    }
  }
  ${PRODUCT_FIELDS_FRAGMENT}
  ${PRODUCT_IMAGE_FRAGMENT}
  ${PRODUCT_VARIANT_FRAGMENT}
` as const;
