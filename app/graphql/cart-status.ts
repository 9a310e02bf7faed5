/** Whether a checkout is still open: Shopify answers null for a cart whose order was placed. */
export const CART_STATUS_QUERY = `#graphql
  query CartStatus($id: ID!) {
    cart(id: $id) {
      id
      totalQuantity
    }
  }
` as const;
