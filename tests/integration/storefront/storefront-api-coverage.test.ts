import {
  decodeEncodedVariant,
  getAdjacentAndFirstAvailableVariants,
  getProductOptions,
  isOptionValueCombinationInEncodedVariant,
} from "@shopify/hydrogen-react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveWithLocalStorefront } from "../../support/local-storefront";
import express from "express";

/**
 * What real Shopify clients (Hydrogen's cart handler and product options, Next.js Commerce) ask of the
 * Storefront API beyond the shop's own queries, answered by the embedded storefront over real HTTP.
 */
let local: Awaited<ReturnType<typeof serveWithLocalStorefront>>;
beforeAll(async () => {
  local = await serveWithLocalStorefront(express(), "biolife-sf-coverage-");
});
afterAll(() => local.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
async function gql(query: string, variables: Record<string, unknown> = {}): Promise<Json> {
  const response = await fetch(`${local.origin}/api/2026-04/graphql.json`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  expect(response.status).toBe(200);
  return response.json();
}

const CART = `
  fragment C on Cart {
    id updatedAt totalQuantity note attributes { key value } buyerIdentity { email countryCode }
    discountCodes { code applicable }
    cost { subtotalAmount { amount } totalAmount { amount } }
    lines(first: 50) { nodes { id quantity merchandise { ... on ProductVariant { id } } attributes { key value } } }
  }`;
const ERRORS = "userErrors { field message code } warnings { code }";

describe("cart mutations", () => {
  const variants = () => local.local.catalogue.products.slice(0, 3).map((p) => p.variants[0].id);

  it("creates a cart that keeps its discount code, note, attributes and buyer", async () => {
    const [a] = variants();
    const body = await gql(
      `mutation($input: CartInput!) { cartCreate(input: $input) { cart { ...C } ${ERRORS} } } ${CART}`,
      {
        input: {
          lines: [{ merchandiseId: a, quantity: 2 }],
          discountCodes: ["WELCOME10"],
          note: "Leave at the door",
          attributes: [{ key: "gift", value: "yes" }],
          buyerIdentity: { email: "buyer@example.com", countryCode: "US" },
        },
      },
    );
    const cart = body.data.cartCreate.cart;
    expect(body.data.cartCreate.userErrors).toEqual([]);
    expect(cart.discountCodes).toEqual([{ code: "WELCOME10", applicable: true }]);
    expect(Number(cart.cost.totalAmount.amount)).toBeCloseTo(Number(cart.cost.subtotalAmount.amount) * 0.9, 2);
    expect(cart.note).toBe("Leave at the door");
    expect(cart.attributes).toEqual([{ key: "gift", value: "yes" }]);
    expect(cart.buyerIdentity).toEqual({ email: "buyer@example.com", countryCode: "US" });
  });

  it("adds, merges, updates and removes lines, and moves updatedAt with each change", async () => {
    const [a, b, c] = variants();
    const created = await gql(
      `mutation($lines: [CartLineInput!]) { cartCreate(input: { lines: $lines }) { cart { ...C } } } ${CART}`,
      { lines: [{ merchandiseId: a, quantity: 1 }] },
    );
    const cartId = created.data.cartCreate.cart.id;
    let updatedAt = created.data.cartCreate.cart.updatedAt;
    const step = async (query: string, variables: Record<string, unknown>, field: string) => {
      await new Promise((resolve) => setTimeout(resolve, 5)); // timestamps of two changes differ
      const body = await gql(`${query} ${CART}`, { cartId, ...variables });
      const result = body.data[field];
      expect(result.userErrors, field).toEqual([]);
      expect(result.cart.updatedAt > updatedAt, `${field} moves updatedAt`).toBe(true);
      updatedAt = result.cart.updatedAt;
      return result.cart;
    };
    const add = `mutation($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) { cart { ...C } ${ERRORS} } }`;
    let cart = await step(add, { lines: [{ merchandiseId: b, quantity: 1 }] }, "cartLinesAdd");
    cart = await step(add, { lines: [{ merchandiseId: a, quantity: 2 }, { merchandiseId: c }] }, "cartLinesAdd");
    expect(cart.lines.nodes.map((l: Json) => [l.merchandise.id, l.quantity])).toEqual([
      [a, 3],
      [b, 1],
      [c, 1],
    ]);
    expect(cart.totalQuantity).toBe(5);
    const lineOf = (id: string) => cart.lines.nodes.find((l: Json) => l.merchandise.id === id).id;
    const update = `mutation($cartId: ID!, $lines: [CartLineUpdateInput!]!) { cartLinesUpdate(cartId: $cartId, lines: $lines) { cart { ...C } ${ERRORS} } }`;
    cart = await step(
      update,
      {
        lines: [
          { id: lineOf(a), quantity: 4 },
          { id: lineOf(c), quantity: 0 },
        ],
      },
      "cartLinesUpdate",
    );
    expect(cart.lines.nodes.map((l: Json) => [l.merchandise.id, l.quantity])).toEqual([
      [a, 4],
      [b, 1],
    ]);
    const remove = `mutation($cartId: ID!, $lineIds: [ID!]!) { cartLinesRemove(cartId: $cartId, lineIds: $lineIds) { cart { ...C } ${ERRORS} } }`;
    cart = await step(remove, { lineIds: [lineOf(b)] }, "cartLinesRemove");
    expect(cart.lines.nodes.map((l: Json) => l.merchandise.id)).toEqual([a]);
    cart = await step(
      `mutation($cartId: ID!) { cartNoteUpdate(cartId: $cartId, note: "ring twice") { cart { ...C } ${ERRORS} } }`,
      {},
      "cartNoteUpdate",
    );
    expect(cart.note).toBe("ring twice");
    cart = await step(
      `mutation($cartId: ID!) { cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: { email: "x@example.com" }) { cart { ...C } ${ERRORS} } }`,
      {},
      "cartBuyerIdentityUpdate",
    );
    expect(cart.buyerIdentity.email).toBe("x@example.com");
    // What was changed is what the cart query reads back, and the hosted checkout charges.
    const read = await gql(`query($cartId: ID!) { cart(id: $cartId) { ...C } } ${CART}`, { cartId });
    expect(read.data.cart).toEqual(cart);
  });

  it("answers Shopify's user errors for an unknown cart, line or variant, and changes nothing", async () => {
    const [a] = variants();
    const created = await gql(
      `mutation($lines: [CartLineInput!]) { cartCreate(input: { lines: $lines }) { cart { ...C } } } ${CART}`,
      { lines: [{ merchandiseId: a, quantity: 1 }] },
    );
    const cart = created.data.cartCreate.cart;
    const noCart = await gql(
      `mutation { cartLinesAdd(cartId: "gid://shopify/Cart/nope", lines: [{ merchandiseId: "${a}" }]) { cart { id } ${ERRORS} } }`,
    );
    expect(noCart.data.cartLinesAdd).toEqual({
      cart: null,
      userErrors: [{ field: ["cartId"], message: "The specified cart does not exist.", code: "INVALID" }],
      warnings: [],
    });
    const badLine = await gql(
      `mutation($cartId: ID!) { cartLinesRemove(cartId: $cartId, lineIds: ["gid://shopify/CartLine/nope"]) { cart { id } ${ERRORS} } }`,
      { cartId: cart.id },
    );
    expect(badLine.data.cartLinesRemove.userErrors[0].field).toEqual(["lineIds", "0"]);
    const badVariant = await gql(
      `mutation($cartId: ID!) { cartLinesAdd(cartId: $cartId, lines: [{ merchandiseId: "gid://shopify/ProductVariant/1" }]) { cart { id } ${ERRORS} } }`,
      { cartId: cart.id },
    );
    expect(badVariant.data.cartLinesAdd.userErrors[0]).toMatchObject({ field: ["lines", "0", "merchandiseId"] });
    const read = await gql(`query($cartId: ID!) { cart(id: $cartId) { ...C } } ${CART}`, { cartId: cart.id });
    expect(read.data.cart).toEqual(cart);
  });

  it("bounds what any caller may store on a cart: its note, its attributes and a line's (a user error, nothing stored)", async () => {
    const [a] = variants();
    const created = await gql(
      `mutation($lines: [CartLineInput!]) { cartCreate(input: { lines: $lines }) { cart { ...C } } } ${CART}`,
      { lines: [{ merchandiseId: a, quantity: 1 }] },
    );
    const cart = created.data.cartCreate.cart;
    const note = await gql(
      `mutation($cartId: ID!, $note: String!) { cartNoteUpdate(cartId: $cartId, note: $note) { cart { id } ${ERRORS} } }`,
      { cartId: cart.id, note: "x".repeat(500_000) },
    );
    expect(note.data.cartNoteUpdate.userErrors[0]).toMatchObject({ field: ["note"], code: "NOTE_TOO_LONG" });
    const many = (from: number) => Array.from({ length: 200 }, (_, i) => ({ key: `k${from + i}`, value: "v" }));
    const attributes = `mutation($cartId: ID!, $attributes: [AttributeInput!]!) {
      cartAttributesUpdate(cartId: $cartId, attributes: $attributes) { cart { id } ${ERRORS} } }`;
    expect(
      (await gql(attributes, { cartId: cart.id, attributes: many(0) })).data.cartAttributesUpdate.userErrors,
    ).toEqual([]);
    // Merged across calls: 400 keys in all is past the cart's bound.
    const second = await gql(attributes, { cartId: cart.id, attributes: many(200) });
    expect(second.data.cartAttributesUpdate.userErrors[0]).toMatchObject({ code: "MAXIMUM_EXCEEDED" });
    const long = await gql(attributes, { cartId: cart.id, attributes: [{ key: "k", value: "v".repeat(100_000) }] });
    expect(long.data.cartAttributesUpdate.userErrors[0]).toMatchObject({ field: ["attributes"], code: "INVALID" });
    const line = await gql(`mutation($input: CartInput!) { cartCreate(input: $input) { cart { id } ${ERRORS} } }`, {
      input: { lines: [{ merchandiseId: a, quantity: 1, attributes: [{ key: "k", value: "v".repeat(100_000) }] }] },
    });
    expect(line.data.cartCreate.cart).toBeNull();
    expect(line.data.cartCreate.userErrors[0].field).toEqual(["input", "lines", "0", "attributes"]);
    const read = await gql(`query($cartId: ID!) { cart(id: $cartId) { ...C } } ${CART}`, { cartId: cart.id });
    expect(read.data.cart.note).toBeNull();
    expect(read.data.cart.attributes).toHaveLength(200);
  });
});

const PRODUCT = `
  query($handle: String!, $selectedOptions: [SelectedOptionInput!]!) {
    product(handle: $handle) {
      id handle encodedVariantExistence encodedVariantAvailability
      options { name optionValues { name firstSelectableVariant { id title availableForSale selectedOptions { name value } product { handle } } swatch { color } } }
      selectedOrFirstAvailableVariant(selectedOptions: $selectedOptions, ignoreUnknownOptions: true, caseInsensitiveMatch: true) {
        id title availableForSale selectedOptions { name value } product { handle }
      }
      adjacentVariants(selectedOptions: $selectedOptions) { id title availableForSale selectedOptions { name value } product { handle } }
      variantBySelectedOptions(selectedOptions: $selectedOptions) { id title }
      variants(first: 250) { nodes { id title availableForSale } }
    }
  }`;

describe("choosing a variant by its options", () => {
  it("answers the selected variant, its neighbours and the encoded options Hydrogen decodes", async () => {
    // Two sizes, the second sold out.
    const body = await gql(PRODUCT, {
      handle: "potassium-magnesium-balance",
      selectedOptions: [{ name: "Size", value: "120 Capsules" }],
    });
    const product = body.data.product;
    expect(body.errors).toBeUndefined();
    const [first, second] = product.variants.nodes;
    expect(second.availableForSale).toBe(false);
    expect(product.selectedOrFirstAvailableVariant.id).toBe(second.id);
    expect(product.adjacentVariants.map((v: Json) => v.id)).toEqual([first.id]);
    expect(product.variantBySelectedOptions.id).toBe(second.id);
    expect(decodeEncodedVariant(product.encodedVariantExistence)).toEqual([[0], [1]]);
    expect(decodeEncodedVariant(product.encodedVariantAvailability)).toEqual([[0]]);
    expect(isOptionValueCombinationInEncodedVariant([1], product.encodedVariantAvailability)).toBe(false);
    expect(product.options[0].optionValues.map((v: Json) => v.firstSelectableVariant.id)).toEqual([
      first.id,
      second.id,
    ]);

    // Hydrogen's own reading of it: both sizes exist, only the first can be bought.
    const options = getProductOptions({
      ...product,
      selectedOrFirstAvailableVariant: product.selectedOrFirstAvailableVariant,
    });
    expect(options[0].optionValues.map((v) => [v.name, v.exists, v.available, v.selected])).toEqual([
      ["60 Capsules", true, true, false],
      ["120 Capsules", true, false, true],
    ]);
    expect(
      getAdjacentAndFirstAvailableVariants(product)
        .map((v) => v.id)
        .sort(),
    ).toEqual([first.id, second.id].sort());

    // Unknown options ignored and case folded where asked (selectedOrFirstAvailableVariant), not elsewhere.
    const loose = await gql(PRODUCT, {
      handle: "potassium-magnesium-balance",
      selectedOptions: [
        { name: "size", value: "120 capsules" },
        { name: "Colour", value: "Blue" },
      ],
    });
    expect(loose.data.product.selectedOrFirstAvailableVariant.id).toBe(second.id);
    expect(loose.data.product.variantBySelectedOptions).toBeNull();
    const none = await gql(PRODUCT, { handle: "potassium-magnesium-balance", selectedOptions: [] });
    expect(none.data.product.selectedOrFirstAvailableVariant.id).toBe(first.id);
  });

  it("encodes any set of option value combinations so Shopify's decoder reads them back", async () => {
    const { encodeVariants } = await import("../../../local-storefront/variant-options");
    const cases = [
      [[0], [1], [2]],
      [[0], [2], [5], [6]],
      [
        [0, 0, 0],
        [0, 1, 0],
        [0, 1, 1],
        [1, 0, 0],
        [1, 0, 1],
        [1, 1, 1],
        [2, 0, 1],
        [2, 1, 0],
      ],
      [],
    ];
    for (const combinations of cases) expect(decodeEncodedVariant(encodeVariants(combinations))).toEqual(combinations);
    expect(encodeVariants(cases[2])).toBe("v1_0:0:0,1:0-1,,1:0:0-1,1:1,,2:0:1,1:0,,");
  });
});

describe("shop-level content", () => {
  it("answers the shop, its localization and policies from the shop's own pages", async () => {
    const body = await gql(`{
      shop { id name description moneyFormat primaryDomain { url host }
        privacyPolicy { title body url handle } termsOfService { title url } refundPolicy { title body } shippingPolicy { title }
        paymentSettings { currencyCode countryCode } brand { logo { id } } }
      localization { country { isoCode name currency { isoCode symbol } } language { isoCode } availableCountries { isoCode } }
    }`);
    expect(body.errors).toBeUndefined();
    const { shop, localization } = body.data;
    expect(shop.name).toBe("BioLife");
    expect(shop.primaryDomain.url).toBe(local.origin);
    expect(shop.privacyPolicy.title).toBe("Privacy Policy");
    expect(shop.privacyPolicy.url).toBe(`${local.origin}/privacy`);
    expect(shop.privacyPolicy.body).toContain("We never sell your personal information.");
    expect(shop.termsOfService.url).toBe(`${local.origin}/terms`);
    expect(shop.refundPolicy.body).toContain("30 days");
    expect(shop.paymentSettings).toEqual({ currencyCode: "USD", countryCode: "US" });
    expect(localization.country).toEqual({
      isoCode: "US",
      name: "United States",
      currency: { isoCode: "USD", symbol: "$" },
    });
    expect(localization.language.isoCode).toBe("EN");
  });

  it("answers empty but valid menus, pages, blogs and redirects, and a sitemap of the catalogue", async () => {
    const body = await gql(`{
      menu(handle: "main-menu") { id items { title } }
      pages(first: 10) { nodes { id } pageInfo { hasNextPage } }
      page(handle: "about") { id }
      blogs(first: 10) { nodes { id } }
      urlRedirects(first: 1, query: "path:/old") { edges { node { target } } }
      products: sitemap(type: PRODUCT) { pagesCount { count } resources(page: 1) { hasNextPage items { handle updatedAt } } }
      blogMap: sitemap(type: BLOG) { pagesCount { count } resources(page: 1) { items { handle } } }
    }`);
    expect(body.errors).toBeUndefined();
    const data = body.data;
    expect(data.menu).toBeNull();
    expect(data.pages).toEqual({ nodes: [], pageInfo: { hasNextPage: false } });
    expect(data.page).toBeNull();
    expect(data.blogs.nodes).toEqual([]);
    expect(data.urlRedirects.edges).toEqual([]);
    expect(data.products.pagesCount.count).toBe(1);
    expect(data.products.resources.items.length).toBe(local.local.catalogue.products.length);
    expect(data.blogMap).toEqual({ pagesCount: { count: 0 }, resources: { items: [] } });
  });
});

describe("fields below the root", () => {
  it("fills the non-null fields Shopify fills (media, metafields, delivery groups, store availability)", async () => {
    const product = await gql(`{ product(handle: "magnesium-glycinate") {
      media(first: 5) { nodes { mediaContentType alt ... on MediaImage { image { url } } } }
      metafields(identifiers: [{ namespace: "custom", key: "x" }]) { key }
      variants(first: 1) { nodes { storeAvailability(first: 1) { nodes { available } } quantityRule { minimum increment }
        metafields(identifiers: []) { key } components(first: 1) { nodes { quantity } } } }
    } }`);
    expect(product.errors).toBeUndefined();
    expect(product.data.product.media.nodes[0].mediaContentType).toBe("IMAGE");
    expect(product.data.product.media.nodes[0].image.url).toContain(
      "/local-storefront/images/magnesium-glycinate/0.webp",
    );
    expect(product.data.product.metafields).toEqual([null]);
    expect(product.data.product.variants.nodes[0]).toEqual({
      storeAvailability: { nodes: [] },
      quantityRule: { minimum: 1, increment: 1 },
      metafields: [],
      components: { nodes: [] },
    });
    const variant = local.local.catalogue.products[0].variants[0].id;
    const cart = await gql(
      `mutation { cartCreate(input: { lines: [{ merchandiseId: "${variant}" }] }) { cart {
        deliveryGroups(first: 5) { nodes { id } } delivery { addresses { id } } metafields(identifiers: []) { key }
        lines(first: 1) { nodes { ... on CartLine { instructions { canRemove canUpdateQuantity } parentRelationship { parent { id } } } } }
      } } }`,
    );
    expect(cart.errors).toBeUndefined();
    expect(cart.data.cartCreate.cart).toEqual({
      deliveryGroups: { nodes: [] },
      delivery: { addresses: [] },
      metafields: [],
      lines: { nodes: [{ instructions: { canRemove: true, canUpdateQuantity: true }, parentRelationship: null }] },
    });
  });

  it("gives a collection its image, sorts collections by sortKey and recommends related products", async () => {
    const body = await gql(`{
      collection(handle: "sleep") { image { url altText } }
      collections(first: 250, sortKey: TITLE) { nodes { title } }
      productRecommendations(productHandle: "magnesium-glycinate") { handle }
    }`);
    expect(body.errors).toBeUndefined();
    expect(body.data.collection.image.url).toMatch(/\/local-storefront\/images\/[^/]+\/0\.webp$/);
    const titles = body.data.collections.nodes.map((c: Json) => c.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    expect(body.data.productRecommendations.length).toBeGreaterThan(0);
    expect(body.data.productRecommendations.map((p: Json) => p.handle)).not.toContain("magnesium-glycinate");
  });

  it("filters a collection's products by availability, price, type and option", async () => {
    const query = `query($filters: [ProductFilter!]) { collection(handle: "bestsellers") {
      products(first: 100, filters: $filters) { nodes { handle productType availableForSale
        variants(first: 10) { nodes { availableForSale price { amount } selectedOptions { name value } } } } } } }`;
    const unfiltered = await gql(query);
    expect(unfiltered.errors).toBeUndefined();
    const all = unfiltered.data.collection.products.nodes;
    const filtered = async (filters: unknown[]) => (await gql(query, { filters })).data.collection.products.nodes;
    const type = all[0].productType;
    const ofType = await filtered([{ productType: type }]);
    expect(ofType.length).toBeGreaterThan(0);
    expect(ofType.length).toBeLessThan(all.length);
    expect(ofType.every((p: Json) => p.productType === type)).toBe(true);
    const cheap = await filtered([{ price: { max: 20 } }]);
    expect(cheap.length).toBeLessThan(all.length);
    expect(cheap.every((p: Json) => p.variants.nodes.some((v: Json) => Number(v.price.amount) <= 20))).toBe(true);
    const inStock = await filtered([{ available: true }]);
    expect(inStock.every((p: Json) => p.availableForSale)).toBe(true);
    const option = all[0].variants.nodes[0].selectedOptions[0];
    const withOption = await filtered([{ variantOption: option }]);
    expect(
      withOption.every((p: Json) => p.variants.nodes.some((v: Json) => v.selectedOptions[0].value === option.value)),
    ).toBe(true);
    expect(withOption.length).toBeLessThan(all.length);
  });
});
