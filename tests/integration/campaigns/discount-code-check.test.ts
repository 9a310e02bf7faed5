import { parse, validate } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DISCOUNT_CHECK_CART_MUTATION,
  DISCOUNT_CHECK_MUTATION,
  storeKnowsDiscountCode,
} from "~/.server/campaigns/discount-code-check";
import { createCatalogue } from "~/.server/storefront/catalogue";
import { createStorefront } from "~/.server/storefront/client";
import { storefrontSchema } from "../../../local-storefront/schema";
import { startLocalStorefront } from "../../support/local-storefront";
import { startShopifyStandIn } from "../../support/shopify-stand-in";

describe("checking an offer's code with the store", () => {
  it("sends documents valid against the Storefront API schema", () => {
    for (const document of [DISCOUNT_CHECK_CART_MUTATION, DISCOUNT_CHECK_MUTATION])
      expect(validate(storefrontSchema(), parse(document)).map((e) => e.message)).toEqual([]);
  });

  describe("on the local storefront, over HTTP", () => {
    let store: Awaited<ReturnType<typeof startLocalStorefront>>;
    beforeAll(async () => {
      store = await startLocalStorefront();
    });
    afterAll(() => store.close());

    it("knows WELCOME10 (any case) and not a code it lacks", async () => {
      expect(await storeKnowsDiscountCode(store, "WELCOME10")).toBe(true);
      expect(await storeKnowsDiscountCode(store, "welcome10")).toBe(true);
      expect(await storeKnowsDiscountCode(store, "NOSUCHCODE15")).toBe(false);
    });
  });

  describe("on a Shopify store (a stand-in speaking the Storefront API)", () => {
    let shopify: Awaited<ReturnType<typeof startShopifyStandIn>>;
    const known = new Set(["SPRING20"]);
    beforeAll(async () => {
      shopify = await startShopifyStandIn(({ query, variables }) => {
        if (query.includes("cartCreate"))
          return { body: { data: { cartCreate: { cart: { id: "gid://shopify/Cart/c1?key=k" }, userErrors: [] } } } };
        if (query.includes("cartDiscountCodesUpdate")) {
          const codes = (variables.discountCodes as string[]) ?? [];
          return {
            body: {
              data: {
                cartDiscountCodesUpdate: {
                  cart: { discountCodes: codes.map((code) => ({ code, applicable: known.has(code) })) },
                  userErrors: [],
                },
              },
            },
          };
        }
        return { body: { data: { products: { nodes: [] } } } };
      });
    });
    afterAll(() => shopify.close());

    it("reads `applicable` from cartDiscountCodesUpdate on a throwaway cart", async () => {
      const storefront = createStorefront({ storeDomain: shopify.origin, token: "public-token" });
      const deps = { storefront, catalogue: createCatalogue(storefront, () => shopify.origin) };
      expect(await storeKnowsDiscountCode(deps, "SPRING20")).toBe(true);
      expect(await storeKnowsDiscountCode(deps, "NOSUCHCODE15")).toBe(false);
      const update = shopify.requests.filter((r) => r.body.query.includes("cartDiscountCodesUpdate"));
      expect(update.at(-1)?.body.variables).toEqual({
        cartId: "gid://shopify/Cart/c1?key=k",
        discountCodes: ["NOSUCHCODE15"],
      });
    });

    it("throws when the store cannot be asked (the form then says so instead of saving)", async () => {
      const storefront = createStorefront({ storeDomain: "http://127.0.0.1:9", token: "t", timeoutMs: 500 });
      const deps = { storefront, catalogue: createCatalogue(storefront, () => "http://127.0.0.1:9") };
      await expect(storeKnowsDiscountCode(deps, "SPRING20")).rejects.toThrow();
    });
  });
});
