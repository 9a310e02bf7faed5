import { beforeAll, describe, expect, it } from "vitest";

/**
 * Every cookie the shop sets is named and secured by the one rule (app/.server/http/cookies.ts): in production
 * on an https public address, `__Host-` and Secure. The offline cart (set while the database is away) too.
 */
describe("the shop's cookies in production on https", () => {
  beforeAll(() => {
    process.env.NODE_ENV = "production";
    process.env.PUBLIC_SITE_URL = "https://shop.example.test";
    process.env.SESSION_SECRET = "cookie-names-test-secret-0123456789abcdef";
  });

  it("names the offline cart __Host- and sends it Secure, as every other shop cookie", async () => {
    const { offlineCartCookie, clearOfflineCartCookie, readOfflineCart } =
      await import("~/.server/cart/offline-cookie");
    const header = await offlineCartCookie({
      lines: [{ merchandiseId: "gid://shopify/ProductVariant/1", quantity: 2 }],
    });
    expect(header).toMatch(/^__Host-biolife_cart_offline=/);
    expect(header).toMatch(/; Secure/);
    expect(header).toMatch(/; Path=\//);
    expect(header).not.toMatch(/Domain=/i);
    expect(await clearOfflineCartCookie()).toMatch(/^__Host-biolife_cart_offline=;/);
    // And it reads back what it wrote.
    const cookie = header.split(";")[0];
    const read = await readOfflineCart(new Request("https://shop.example.test/", { headers: { Cookie: cookie } }));
    expect(read?.lines).toEqual([{ merchandiseId: "gid://shopify/ProductVariant/1", quantity: 2 }]);
  });

  it("has one name for the shop's public origin: no siteUrl(request) alias that ignores its request", async () => {
    expect(Object.keys(await import("~/.server/shell"))).not.toContain("siteUrl");
  });
});
