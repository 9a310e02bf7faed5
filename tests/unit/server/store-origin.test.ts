import { describe, expect, it } from "vitest";
import { buyButtonCsp, checkoutCsp } from "~/.server/http/security-headers";
import { isPlainHttpStore, storeOrigin } from "~/lib/store-origin";

describe("store origin", () => {
  it("puts a bare Shopify domain on https and keeps an origin's own scheme", () => {
    expect(storeOrigin("biolife.myshopify.com")).toBe("https://biolife.myshopify.com");
    expect(storeOrigin("https://biolife.myshopify.com/")).toBe("https://biolife.myshopify.com");
    expect(storeOrigin("http://127.0.0.1:3100")).toBe("http://127.0.0.1:3100");
    expect(isPlainHttpStore("http://127.0.0.1:3100")).toBe(true);
    expect(isPlainHttpStore("biolife.myshopify.com")).toBe(false);
  });

  it("lets pages show the stand-alone storefront's images and post to its checkout, without a Buy Button", () => {
    expect(buyButtonCsp("http://127.0.0.1:3100")).toEqual({ imageOrigins: ["http://127.0.0.1:3100"] });
    expect(checkoutCsp("http://127.0.0.1:3100")).toEqual({ formOrigins: ["http://127.0.0.1:3100"] });
    expect(checkoutCsp("biolife.myshopify.com")).toEqual({ formOrigins: ["https://biolife.myshopify.com"] });
    expect(buyButtonCsp("biolife.myshopify.com").connectOrigins).toEqual(["https://biolife.myshopify.com"]);
  });
});
