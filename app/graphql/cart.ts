import { MONEY_FRAGMENT } from "./fragments";

export const CART_CREATE_MUTATION = `#graphql
  mutation CartCreate($lines: [CartLineInput!]!) {
    cartCreate(input: { lines: $lines }) {
      cart {
        id
        checkoutUrl
        totalQuantity
        cost {
          totalAmount {
            ...Money
          }
        }
        lines(first: 100) {
          nodes {
            id
            quantity
            merchandise {
              ... on ProductVariant {
                id
                title
              }
            }
            sellingPlanAllocation {
              sellingPlan {
                id
              }
              priceAdjustments {
                price {
                  ...Money
                }
              }
            }
          }
        }
      }
      userErrors {
        field
        message
      }
    }
  }
  ${MONEY_FRAGMENT}
` as const;
