import { describe, expect, it } from "vitest";
import { rewriteCheckoutUrl } from "~/.server/storefront/catalogue";

describe("the checkout URL a shopper is sent to", () => {
  it("carries the public address's port, never the port the server listens on", () => {
    const local = "http://127.0.0.1:39123/local-storefront/checkout/abc?key=1";
    expect(rewriteCheckoutUrl(local, "https://shop.example.test")).toBe(
      "https://shop.example.test/local-storefront/checkout/abc?key=1&channel=online_store",
    );
    expect(rewriteCheckoutUrl(local, "https://shop.example.test:8443")).toBe(
      "https://shop.example.test:8443/local-storefront/checkout/abc?key=1&channel=online_store",
    );
    expect(rewriteCheckoutUrl(local, "http://127.0.0.1:39123")).toBe(
      "http://127.0.0.1:39123/local-storefront/checkout/abc?key=1&channel=online_store",
    );
  });

  it("moves a Shopify checkout to the store's own domain on https", () => {
    expect(rewriteCheckoutUrl("https://biolife.myshopify.com:444/cart/c/x", "shop.biolife.example")).toBe(
      "https://shop.biolife.example/cart/c/x?channel=online_store",
    );
  });
});
