import { MONEY_FRAGMENT } from "./fragments";

/** The store's answer to a cart's discount codes: each code's applicability and the cart's totals after them. */
export const CART_DISCOUNT_CODES_UPDATE_MUTATION = `#graphql
  mutation CartDiscountCodesUpdate($cartId: ID!, $discountCodes: [String!]!) {
    cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $discountCodes) {
      cart {
        id
        checkoutUrl
        discountCodes {
          code
          applicable
        }
        discountAllocations {
          discountedAmount {
            ...Money
          }
        }
        cost {
          subtotalAmount {
            ...Money
          }
          totalAmount {
            ...Money
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
