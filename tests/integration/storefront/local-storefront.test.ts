import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalStorefront } from "../../support/local-storefront";

/** Every query the app sends, over real HTTP against the embedded storefront. */
const SPEC_COLLECTION_IDS = [
  287821037662, 287821135966, 287821299806, 287821365342, 287821398110, 287821561950, 287822119006, 287822217310,
  287822282846, 287822348382, 287822381150, 287822446686, 280699142238, 287822577758, 287822676062, 287821430878,
  287822643294,
];

let local: Awaited<ReturnType<typeof startLocalStorefront>>;
beforeAll(async () => {
  local = await startLocalStorefront();
});
afterAll(() => local.close());

describe("local storefront over HTTP", () => {
  it("lists 100 products by default with 5 images and 10 variants at most", async () => {
    const products = await local.catalogue.products();
    expect(products.length).toBeGreaterThanOrEqual(40);
    for (const p of products) {
      expect(p.images.length).toBeLessThanOrEqual(5);
      expect(p.variants.length).toBeLessThanOrEqual(10);
      expect(p.priceRange.minVariantPrice.currencyCode).toBe("USD");
    }
    expect(await local.catalogue.products(8)).toHaveLength(8);
  });

  it("carries the catalogue the spec's features need", async () => {
    const products = await local.catalogue.products(100);
    const titles = products.map((p) => p.title);
    expect(titles.some((t) => /biosilver/i.test(t))).toBe(true);
    expect(titles.some((t) => /D3/.test(t) && /K2/.test(t))).toBe(true);
    const vendors = new Set(products.map((p) => p.vendor));
    for (const vendor of ["Honeycombs", "BioLife", "In House CT"]) expect(vendors).toContain(vendor);
    const variants = products.flatMap((p) => p.variants);
    expect(variants.some((v) => !v.availableForSale)).toBe(true);
    expect(products.some((p) => new Set(p.variants.map((v) => v.price.amount)).size > 1)).toBe(true);
  });

  it("finds a product by handle with up to 10 images and 20 variants, and null for an unknown one", async () => {
    const product = await local.catalogue.product("magnesium-glycinate");
    expect(product?.title).toBe("Magnesium Glycinate");
    expect(product?.descriptionHtml).toContain("<");
    expect(product?.options[0].values.length).toBe(product?.variants.length);
    expect(await local.catalogue.product("no-such-product")).toBeNull();
  });

  it("has a non-empty collection for every collection id the spec names", async () => {
    for (const id of SPEC_COLLECTION_IDS) {
      const products = await local.catalogue.collectionProducts(id, 12);
      expect(products.length, `collection ${id}`).toBeGreaterThan(0);
      expect(products.length).toBeLessThanOrEqual(12);
    }
    expect(await local.catalogue.collectionProducts(1)).toEqual([]);
  });

  it("looks up cart variants by id, skipping unknown ids", async () => {
    const [product] = await local.catalogue.products(1);
    const found = await local.catalogue.variants([product.variants[0].id, "gid://shopify/ProductVariant/1"]);
    expect(found).toHaveLength(1);
    expect(found[0].product.handle).toBe(product.handle);
  });

  it("honours products(query, sortKey, reverse) like Shopify", async () => {
    const data = await local.storefront.query<{
      products: { nodes: Array<{ title: string; priceRange: { minVariantPrice: { amount: string } } }> };
    }>(
      `query { products(first: 5, query: "title:magnesium", sortKey: PRICE, reverse: true) { nodes { title priceRange { minVariantPrice { amount } } } } }`,
    );
    const prices = data.products.nodes.map((n) => Number(n.priceRange.minVariantPrice.amount));
    expect(data.products.nodes.every((n) => /magnesium/i.test(n.title))).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(data.products.nodes.length).toBeGreaterThan(1);
  });

  it("rejects a query that Shopify's schema rejects", async () => {
    await expect(local.storefront.query(`query { products(first: 1) { nodes { notAField } } }`)).rejects.toThrow(
      /^Error calling Shopify: Cannot query field "notAField" on type "Product"/,
    );
  });

  it("creates a checkout, validates lines, and records the order placed on its checkout page", async () => {
    const products = await local.catalogue.products();
    const available = products.flatMap((p) => p.variants).find((v) => v.availableForSale)!;
    const soldOut = products.flatMap((p) => p.variants).find((v) => !v.availableForSale)!;

    await expect(
      local.catalogue.createCheckout([{ merchandiseId: "gid://shopify/ProductVariant/1", quantity: 1 }]),
    ).rejects.toThrow("Cart creation failed: The merchandise with id gid://shopify/ProductVariant/1 does not exist.");
    await expect(local.catalogue.createCheckout([{ merchandiseId: soldOut.id, quantity: 1 }])).rejects.toThrow(
      /^Cart creation failed: .*sold out/,
    );

    const checkout = await local.catalogue.createCheckout([{ merchandiseId: available.id, quantity: 2 }]);
    expect(checkout.totalQuantity).toBe(2);
    expect(Number(checkout.total.amount)).toBeCloseTo(Number(available.price.amount) * 2);
    const url = new URL(checkout.checkoutUrl);
    expect(url.searchParams.get("channel")).toBe("online_store");
    expect(url.origin).toBe(local.origin);

    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Place order");

    const bad = await fetch(url, {
      method: "POST",
      body: new URLSearchParams({ email: "not-an-email" }),
      redirect: "manual",
    });
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(badHtml).toContain("Please enter a valid email address");
    expect(badHtml).toContain('value="not-an-email"');

    const placed = await fetch(url, {
      method: "POST",
      body: new URLSearchParams({ email: "Shopper@Example.com" }),
      redirect: "manual",
    });
    expect(placed.status).toBe(303);
    const confirmation = await fetch(new URL(placed.headers.get("location")!, url));
    expect(await confirmation.text()).toMatch(/Thank you! Order #1001 is confirmed/);
    const [order] = local.local.store.ordersByEmail("shopper@example.com");
    expect(order.line_items[0].quantity).toBe(2);
    expect(order.total_price).toBe((Number(available.price.amount) * 2).toFixed(2));
  });

  it("applies a known discount code (cartDiscountCodesUpdate and the checkout's field) to the total", async () => {
    const products = await local.catalogue.products();
    const variant = products.flatMap((p) => p.variants).find((v) => v.availableForSale)!;
    const checkout = await local.catalogue.createCheckout([{ merchandiseId: variant.id, quantity: 1 }]);
    const token = new URL(checkout.checkoutUrl).pathname.split("/").pop()!;
    const price = Number(variant.price.amount);
    const update = async (codes: string[]) => {
      const response = await fetch(`${local.origin}/api/2025-01/graphql.json`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          query: `mutation ($cartId: ID!, $codes: [String!]!) { cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $codes) {
            cart { discountCodes { code applicable } cost { subtotalAmount { amount } totalAmount { amount } } }
            userErrors { message } } }`,
          variables: { cartId: `gid://shopify/Cart/${token}`, codes },
        }),
      });
      return (
        (await response.json()) as {
          data: {
            cartDiscountCodesUpdate: { cart: { discountCodes: unknown; cost: { totalAmount: { amount: string } } } };
          };
        }
      ).data.cartDiscountCodesUpdate;
    };
    const unknown = await update(["NOPE"]);
    expect(unknown.cart.discountCodes).toEqual([{ code: "NOPE", applicable: false }]);
    expect(Number(unknown.cart.cost.totalAmount.amount)).toBeCloseTo(price);
    const known = await update(["welcome10"]);
    expect(known.cart.discountCodes).toEqual([{ code: "welcome10", applicable: true }]);
    expect(Number(known.cart.cost.totalAmount.amount)).toBeCloseTo(Math.round(price * 90) / 100);
    await update([]);

    const refused = await fetch(`${checkout.checkoutUrl.split("?")[0]}/discount`, {
      method: "POST",
      body: new URLSearchParams({ code: "FREESTUFF" }),
      redirect: "manual",
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Enter a valid discount code");
    const applied = await fetch(`${checkout.checkoutUrl.split("?")[0]}/discount`, {
      method: "POST",
      body: new URLSearchParams({ code: "WELCOME10" }),
      redirect: "manual",
    });
    expect(applied.status).toBe(303);
    const html = await (await fetch(checkout.checkoutUrl)).text();
    expect(html).toContain("Discount (WELCOME10)");
    const discounted = (price - Math.round(price * 10) / 100).toFixed(2);
    expect(html).toMatch(new RegExp(`data-testid="checkout-total">\\$${discounted.replace(".", "\\.")}<`));
  });

  it("serves product images resized by width like Shopify's CDN", async () => {
    const [product] = await local.catalogue.products(1);
    const response = await fetch(new URL(`${product.images[0].url}?width=240`, local.origin));
    expect(response.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta.width).toBe(240);
    expect((await fetch(`${local.origin}/local-storefront/images/nope/0.webp`)).status).toBe(404);
  });

  it("answers Save-Data: on with a lighter image, half the width asked (issue 61)", async () => {
    const [product] = await local.catalogue.products(1);
    const url = new URL(`${product.images[0].url}?width=720`, local.origin);
    const full = await fetch(url);
    const light = await fetch(url, { headers: { "Save-Data": "on" } });
    expect(full.headers.get("vary")).toMatch(/Save-Data/i);
    expect(light.headers.get("vary")).toMatch(/Save-Data/i);
    const fullImage = Buffer.from(await full.arrayBuffer());
    const lightImage = Buffer.from(await light.arrayBuffer());
    expect((await sharp(fullImage).metadata()).width).toBe(720);
    expect((await sharp(lightImage).metadata()).width).toBe(360);
    expect(lightImage.length).toBeLessThan(fullImage.length / 2);
  });

  it("answers malformed requests with 400, not a server fault", async () => {
    const url = `${local.origin}/api/2026-04/graphql.json`;
    const broken = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: "{" });
    expect(broken.status).toBe(400);
    const empty = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(empty.status).toBe(400);
  });
});

describe("cart resolution and the remaining documents", () => {
  it("shows a vanished variant as unavailable, kept in the cart but left out of the total", async () => {
    const { resolveCartView } = await import("~/.server/cart/view");
    const [product] = await local.catalogue.products(1);
    const view = await resolveCartView(
      {
        lines: [
          { merchandiseId: product.variants[0].id, quantity: 2 },
          { merchandiseId: "gid://shopify/ProductVariant/404", quantity: 1 },
        ],
      },
      local.catalogue,
    );
    expect(view.lines).toHaveLength(2);
    expect(view.lines[1].available).toBe(false);
    expect(view.count).toBe(3);
    expect(view.total.amount).toBe((Number(product.variants[0].price.amount) * 2).toFixed(2));
  });

  it("reads products by id and tells an open checkout from a placed order and an unknown cart", async () => {
    const products = await local.catalogue.products(3);
    const byId = await local.catalogue.productsById([products[2].id, "gid://shopify/Product/1", products[0].id]);
    expect(byId.map((p) => p.handle)).toEqual([products[2].handle, products[0].handle]);
    const variant = products.flatMap((p) => p.variants).find((v) => v.availableForSale)!;
    const checkout = await local.catalogue.createCheckout([{ merchandiseId: variant.id, quantity: 1 }]);
    expect(await local.catalogue.checkoutStatus(checkout.cartId)).toBe("open");
    expect(await local.catalogue.checkoutStatus("gid://shopify/Cart/never-made")).toBe("unknown");
    await fetch(checkout.checkoutUrl, {
      method: "POST",
      body: new URLSearchParams({ email: "done@example.com" }),
      redirect: "manual",
    });
    expect(await local.catalogue.checkoutStatus(checkout.cartId)).toBe("ordered");
  });
});
