import { afterEach, describe, expect, it } from "vitest";
import { createCatalogue } from "~/.server/storefront/catalogue";
import { createStorefront } from "~/.server/storefront/client";
import { PAYMENT_REQUIRED_TOAST, storefrontErrorToast } from "~/.server/storefront/errors";
import { startShopifyStandIn, type ScriptedAnswer } from "../../support/shopify-stand-in";

/** SPEC §8's storefront errors, against a stand-in answering as Shopify does. */
let standIn: Awaited<ReturnType<typeof startShopifyStandIn>> | undefined;
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

async function catalogueAnswering(answer: () => ScriptedAnswer) {
  standIn = await startShopifyStandIn(answer);
  const storefront = createStorefront({ storeDomain: standIn.origin, token: "shpat_test", apiVersion: "2025-07" });
  return createCatalogue(storefront, () => "biolife-store.myshopify.com");
}

const cartCreate = (cart: unknown, userErrors: unknown[] = []) => ({ data: { cartCreate: { cart, userErrors } } });

describe("Storefront error catalogue", () => {
  it("posts {query, variables} as JSON with the access token to the versioned endpoint", async () => {
    const catalogue = await catalogueAnswering(() => ({ body: { data: { products: { nodes: [] } } } }));
    await catalogue.products(8);
    const [request] = standIn!.requests;
    expect(request.url).toBe("/api/2025-07/graphql.json");
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.headers["x-shopify-storefront-access-token"]).toBe("shpat_test");
    expect(request.body.variables).toEqual({ first: 8 });
    expect(request.body.query).toContain("products(first: $first)");
  });

  it("HTTP 402 throws Payment required, and the page's toast names Shopify billing", async () => {
    const catalogue = await catalogueAnswering(() => ({ status: 402, body: { errors: "Payment Required" } }));
    const error = await catalogue.products().catch((e: unknown) => e);
    expect((error as Error).message).toBe("Payment required");
    expect(storefrontErrorToast(error)).toEqual(PAYMENT_REQUIRED_TOAST);
    expect(PAYMENT_REQUIRED_TOAST.title).toBe("Shopify: Payment required");
    expect(standIn!.requests).toHaveLength(1);
  });

  it("another non-OK status throws HTTP error! status: {code}, after one retry for a server fault", async () => {
    const catalogue = await catalogueAnswering(() => ({ status: 503, body: {} }));
    await expect(catalogue.products()).rejects.toThrow("HTTP error! status: 503");
    expect(standIn!.requests).toHaveLength(2);
  });

  it("a client error is not retried", async () => {
    const catalogue = await catalogueAnswering(() => ({ status: 401, body: {} }));
    await expect(catalogue.product("x")).rejects.toThrow("HTTP error! status: 401");
    expect(standIn!.requests).toHaveLength(1);
  });

  it("GraphQL errors throw Error calling Shopify: {messages joined}", async () => {
    const catalogue = await catalogueAnswering(() => ({
      body: { errors: [{ message: "Throttled" }, { message: "Field 'x' doesn't exist" }] },
    }));
    await expect(catalogue.products()).rejects.toThrow("Error calling Shopify: Throttled, Field 'x' doesn't exist");
  });

  it("cartCreate userErrors throw Cart creation failed: {messages}", async () => {
    const catalogue = await catalogueAnswering(() => ({
      body: cartCreate(null, [
        { field: ["input"], message: "Variant is sold out" },
        { field: null, message: "Bad quantity" },
      ]),
    }));
    await expect(
      catalogue.createCheckout([{ merchandiseId: "gid://shopify/ProductVariant/1", quantity: 1 }]),
    ).rejects.toThrow("Cart creation failed: Variant is sold out, Bad quantity");
  });

  it("a cart without a checkout URL throws No checkout URL returned from Shopify", async () => {
    const cart = {
      id: "gid://shopify/Cart/1",
      checkoutUrl: null,
      totalQuantity: 1,
      cost: { totalAmount: { amount: "1.00", currencyCode: "USD" } },
    };
    const catalogue = await catalogueAnswering(() => ({ body: cartCreate(cart) }));
    await expect(
      catalogue.createCheckout([{ merchandiseId: "gid://shopify/ProductVariant/1", quantity: 1 }]),
    ).rejects.toThrow("No checkout URL returned from Shopify");
  });

  it("rewrites the checkout URL to https on the permanent domain with channel=online_store", async () => {
    const cart = {
      id: "gid://shopify/Cart/1",
      checkoutUrl: "http://shop.biolife.example/cart/c/abc?key=1",
      totalQuantity: 1,
      cost: { totalAmount: { amount: "24.99", currencyCode: "USD" } },
    };
    const catalogue = await catalogueAnswering(() => ({ body: cartCreate(cart) }));
    const checkout = await catalogue.createCheckout([{ merchandiseId: "gid://shopify/ProductVariant/1", quantity: 1 }]);
    expect(checkout.checkoutUrl).toBe("https://biolife-store.myshopify.com/cart/c/abc?key=1&channel=online_store");
    expect(standIn!.requests).toHaveLength(1);
  });
});
