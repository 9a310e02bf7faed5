/** Shared Storefront API fragments. Lists fetch 5 images and 10 variants; a product page 10 and 20. */
export const MONEY_FRAGMENT = `#graphql
  fragment Money on MoneyV2 {
    amount
    currencyCode
  }
`;

export const PRODUCT_IMAGE_FRAGMENT = `#graphql
  fragment ProductImage on Image {
    url
    altText
    width
    height
  }
`;

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
`;

const PRODUCT_FIELDS = (images: number, variants: number) => `
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
    images(first: ${images}) {
      nodes {
        ...ProductImage
      }
    }
    variants(first: ${variants}) {
      nodes {
        ...ProductVariantFields
      }
    }
    options {
      name
      values
    }
`;

export const PRODUCT_CARD_FRAGMENT = `#graphql
  fragment ProductCard on Product {${PRODUCT_FIELDS(5, 10)}}
  ${MONEY_FRAGMENT}
  ${PRODUCT_IMAGE_FRAGMENT}
  ${PRODUCT_VARIANT_FRAGMENT}
`;

export const PRODUCT_DETAIL_FRAGMENT = `#graphql
  fragment ProductDetail on Product {${PRODUCT_FIELDS(10, 20)}}
  ${MONEY_FRAGMENT}
  ${PRODUCT_IMAGE_FRAGMENT}
  ${PRODUCT_VARIANT_FRAGMENT}
`;
