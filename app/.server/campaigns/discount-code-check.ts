import type { Catalogue, Storefront } from "~/.server/storefront";

/**
 * Whether the store knows a discount code, asked the way a checkout would:
 * a throwaway Storefront cart (one sellable line, since a code applies to
 * what a cart holds) gets the code with `cartDiscountCodesUpdate`, and the
 * answer's `applicable` says. The same code path for the local storefront
 * and a real Shopify store. Kept here rather than in app/graphql: the typed
 * documents there are the shopper's, this is an admin's one-off check.
 */
export const DISCOUNT_CHECK_CART_MUTATION = `#graphql
  mutation DiscountCheckCart($lines: [CartLineInput!]) {
    cartCreate(input: { lines: $lines }) {
      cart {
        id
      }
      userErrors {
        field
        message
      }
    }
  }
` as const;

export const DISCOUNT_CHECK_MUTATION = `#graphql
  mutation DiscountCheck($cartId: ID!, $discountCodes: [String!]!) {
    cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $discountCodes) {
      cart {
        discountCodes {
          code
          applicable
        }
      }
      userErrors {
        field
        message
      }
    }
  }
` as const;

interface CartCreateAnswer {
  cartCreate: { cart: { id: string } | null; userErrors: Array<{ message: string }> } | null;
}
interface DiscountAnswer {
  cartDiscountCodesUpdate: {
    cart: { discountCodes: Array<{ code: string; applicable: boolean }> } | null;
    userErrors: Array<{ message: string }>;
  } | null;
}

/** True when the store applies `code`; throws when the store cannot be asked (the caller says so). */
export async function storeKnowsDiscountCode(
  deps: { storefront: Storefront; catalogue: Catalogue },
  code: string,
): Promise<boolean> {
  const products = await deps.catalogue.products(8).catch(() => []);
  const variant = products.flatMap((p) => p.variants).find((v) => v.availableForSale);
  const created = await deps.storefront.query<CartCreateAnswer>(DISCOUNT_CHECK_CART_MUTATION, {
    variables: { lines: variant ? [{ merchandiseId: variant.id, quantity: 1 }] : [] },
    cache: "none",
  });
  const cartId = created.cartCreate?.cart?.id;
  if (!cartId) throw new Error(`cartCreate: ${created.cartCreate?.userErrors.map((e) => e.message).join("; ")}`);
  const answer = await deps.storefront.query<DiscountAnswer>(DISCOUNT_CHECK_MUTATION, {
    variables: { cartId, discountCodes: [code] },
    cache: "none",
  });
  const codes = answer.cartDiscountCodesUpdate?.cart?.discountCodes ?? [];
  return codes.some((c) => c.code.toUpperCase() === code.toUpperCase() && c.applicable);
}
