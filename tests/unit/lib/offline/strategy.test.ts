import { describe, expect, it } from "vitest";
import { cacheNames, markOffline, mayKeep, offlineStrategy } from "~/lib/offline/strategy";

const origin = "https://shop.example";
const page = (path: string, method = "GET") =>
  offlineStrategy({ url: `${origin}${path}`, method, mode: "navigate", destination: "document", origin });

describe("the service worker's strategy per request (decision 0069)", () => {
  it("keeps public pages network first", () => {
    for (const path of ["/", "/shop?sort=price", "/product/blood-sugar-maintenance", "/quiz", "/community", "/faq"])
      expect(page(path), path).toBe("page");
  });

  it("never keeps the cart, checkout, accounts, sign-in or the API: network only", () => {
    for (const path of [
      "/cart",
      "/account",
      "/account/subscriptions",
      "/auth?mode=signup",
      "/logout",
      "/api/chat",
      "/chat",
      "/confirm-email?token=x",
      "/local-storefront/checkout/abc",
      "/sw.js",
    ])
      expect(page(path), path).toBe("network");
  });

  it("sends every form post and Remix data request to the server", () => {
    expect(page("/cart", "POST")).toBe("network");
    expect(page("/product/x", "POST")).toBe("network");
    const fetchOf = (path: string, method = "GET") =>
      offlineStrategy({ url: `${origin}${path}`, method, mode: "cors", destination: "", origin });
    expect(fetchOf("/product/x.data")).toBe("network");
    expect(fetchOf("/cart.data", "POST")).toBe("pass");
    expect(fetchOf("/shop?_data=routes%2Fshop")).toBe("network");
  });

  it("keeps hashed assets and images, and leaves other origins alone", () => {
    const sub = (path: string, destination: string, at = origin) =>
      offlineStrategy({ url: `${at}${path}`, method: "GET", mode: "no-cors", destination, origin });
    expect(sub("/assets/root-abc123.js", "script")).toBe("asset");
    expect(sub("/local-storefront/images/x/0.webp?width=600", "image")).toBe("image");
    expect(sub("/favicon.svg", "image")).toBe("image");
    expect(sub("/files/x.png", "image", "https://cdn.shopify.com")).toBe("pass");
    expect(sub("/voice/pcm-capture-worklet.js", "audioworklet")).toBe("pass");
  });

  it("keeps only whole public responses: nothing private, no-store, personal or partial", () => {
    expect(mayKeep(200, "public, max-age=60, s-maxage=300", "basic")).toBe(true);
    expect(mayKeep(200, "private, no-store", "basic")).toBe(false);
    expect(mayKeep(200, "private, no-cache", "basic")).toBe(false);
    expect(mayKeep(200, "public, no-cache", "basic")).toBe(false);
    expect(mayKeep(200, null, "basic")).toBe(false);
    expect(mayKeep(404, "public, max-age=60", "basic")).toBe(false);
    expect(mayKeep(200, "public, max-age=60", "opaqueredirect")).toBe(false);
  });

  it("names caches by build and marks a kept page offline on its <html>", () => {
    expect(Object.values(cacheNames("abc"))).toEqual(["biolife-abc-pages", "biolife-abc-assets", "biolife-abc-images"]);
    expect(markOffline('<!DOCTYPE html><html lang="en"><body>')).toBe(
      '<!DOCTYPE html><html data-offline="" lang="en"><body>',
    );
  });
});
