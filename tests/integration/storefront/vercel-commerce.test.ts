import express from "express";
import { execute, parse, specifiedRules, validate, type ExecutionResult } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { namingFieldResolver } from "../../../local-storefront/field-resolver";
import { createNodeFactory } from "../../../local-storefront/nodes";
import { storefrontSchema } from "../../../local-storefront/schema";
import { rootValue } from "../../../local-storefront/storefront";
import { unimplementedRootFields } from "../../../local-storefront/unimplemented";
import {
  addToCartMutation,
  createCartMutation,
  editCartItemsMutation,
  removeFromCartMutation,
} from "../../fixtures/vercel-commerce/mutations/cart";
import { getCartQuery } from "../../fixtures/vercel-commerce/queries/cart";
import {
  getCollectionProductsQuery,
  getCollectionQuery,
  getCollectionsQuery,
} from "../../fixtures/vercel-commerce/queries/collection";
import { getMenuQuery } from "../../fixtures/vercel-commerce/queries/menu";
import { getPageQuery, getPagesQuery } from "../../fixtures/vercel-commerce/queries/page";
import {
  getProductQuery,
  getProductRecommendationsQuery,
  getProductsQuery,
} from "../../fixtures/vercel-commerce/queries/product";
import { serveWithLocalStorefront } from "../../support/local-storefront";

/**
 * Next.js Commerce (vercel/commerce, lib/shopify) is a Shopify client nobody here wrote: its 14 operations,
 * as it sends them, with the variables its lib/shopify/index.ts passes, answer in full (no errors, every
 * non-null field filled) from the local storefront.
 */
let local: Awaited<ReturnType<typeof serveWithLocalStorefront>>;
beforeAll(async () => {
  local = await serveWithLocalStorefront(express(), "biolife-sf-vercel-");
});
afterAll(() => local.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
type Run = (query: string, variables?: Record<string, unknown>) => Promise<ExecutionResult<Json>>;

/** Over HTTP, as lib/shopify's shopifyFetch sends it (its API version, its headers), with every guard. */
const overHttp: Run = async (query, variables) => {
  const response = await fetch(`${local.origin}/api/2023-01/graphql.json`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Shopify-Storefront-Access-Token": "any" },
    body: JSON.stringify({ query, ...(variables && { variables }) }),
  });
  expect(response.status).toBe(200);
  return response.json();
};

/** The same documents executed against the schema and the local storefront's resolvers, without the cost cap. */
const againstSchema: Run = async (query, variables) => {
  const document = parse(query);
  const schema = storefrontSchema();
  const errors = validate(schema, document, specifiedRules);
  if (errors.length > 0) return { errors };
  const { catalogue, store, faults } = local.local;
  const root = rootValue(catalogue, store, createNodeFactory(catalogue), local.origin, faults, undefined);
  const missing = unimplementedRootFields(document, undefined, new Set(Object.keys(root)));
  if (missing.length > 0) return { errors: missing };
  return execute({ schema, document, variableValues: variables, rootValue: root, fieldResolver: namingFieldResolver });
};

/** Runs the 14 operations as a shopper's visit makes them; answers each one's data. */
async function visit(run: Run) {
  const answers: Record<string, ExecutionResult<Json>> = {};
  const call = async (name: string, query: string, variables?: Record<string, unknown>) => {
    answers[name] = await run(query, variables);
    return answers[name].data;
  };
  await call("getMenu", getMenuQuery, { handle: "next-js-frontend-header-menu" });
  await call("getCollections", getCollectionsQuery);
  const handle = (await call("getCollection", getCollectionQuery, { handle: "sleep" }))?.collection?.handle;
  const listed = await call("getCollectionProducts", getCollectionProductsQuery, {
    handle: handle ?? "sleep",
    reverse: true,
    sortKey: "CREATED", // index.ts turns CREATED_AT into CREATED for collections
  });
  const products = (
    await call("getProducts", getProductsQuery, { sortKey: "PRICE", reverse: false, query: "magnesium" })
  )?.products.edges;
  const product = (await call("getProduct", getProductQuery, { handle: products?.[0]?.node.handle ?? "x" }))?.product;
  const other = listed?.collection.products.edges.find((e: Json) => e.node.id !== product?.id)?.node;
  await call("getProductRecommendations", getProductRecommendationsQuery, { productId: product?.id ?? "x" });
  await call("getPages", getPagesQuery);
  await call("getPage", getPageQuery, { handle: "about" });
  // Next.js Commerce offers only variants for sale: one of each of two products.
  const variants = [product, other].map((p) => p?.variants.edges.find((e: Json) => e.node.availableForSale)?.node.id);
  const created = (await call("createCart", createCartMutation))?.cartCreate.cart;
  const cartId = created?.id;
  if (!cartId) return answers; // refused: the cart operations cannot follow
  const added = (
    await call("addToCart", addToCartMutation, {
      cartId,
      lines: [
        { merchandiseId: variants[0], quantity: 1 },
        { merchandiseId: variants[1], quantity: 2 },
      ],
    })
  )?.cartLinesAdd.cart;
  const lines = added?.lines.edges.map((e: Json) => e.node) ?? [];
  await call("updateCart", editCartItemsMutation, {
    cartId,
    lines: [{ id: lines[0]?.id, merchandiseId: lines[0]?.merchandise.id, quantity: 3 }],
  });
  await call("removeFromCart", removeFromCartMutation, { cartId, lineIds: [lines.at(-1)?.id] });
  await call("getCart", getCartQuery, { cartId });
  return answers;
}

const OPERATIONS = [
  "getMenu",
  "getCollections",
  "getCollection",
  "getCollectionProducts",
  "getProducts",
  "getProduct",
  "getProductRecommendations",
  "getPages",
  "getPage",
  "createCart",
  "addToCart",
  "updateCart",
  "removeFromCart",
  "getCart",
];

describe("vercel/commerce's 14 operations", () => {
  it("answer in full against the local storefront's resolvers", async () => {
    const answers = await visit(againstSchema);
    expect(Object.keys(answers).sort()).toEqual([...OPERATIONS].sort());
    for (const name of OPERATIONS)
      expect(
        answers[name].errors?.map((e) => e.message),
        name,
      ).toBeUndefined();
    const a = Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, answer.data]));
    expect(a.getMenu.menu).toBeNull(); // no menus in this store: Next.js Commerce shows none
    expect(a.getCollections.collections.edges.length).toBe(local.local.catalogue.collections.length);
    expect(a.getCollection.collection.seo.title).toBeTruthy();
    expect(a.getCollectionProducts.collection.products.edges.length).toBeGreaterThan(0);
    expect(a.getProducts.products.edges.length).toBeGreaterThan(0);
    expect(a.getProduct.product.images.edges.length).toBeGreaterThan(0);
    expect(a.getProductRecommendations.productRecommendations.length).toBeGreaterThan(0);
    expect(a.getPages.pages.edges).toEqual([]);
    expect(a.getPage.pageByHandle).toBeNull();
    expect(a.createCart.cartCreate.cart.totalQuantity).toBe(0);
    expect(a.addToCart.cartLinesAdd.cart.totalQuantity).toBe(3);
    expect(a.updateCart.cartLinesUpdate.cart.totalQuantity).toBe(5);
    expect(a.removeFromCart.cartLinesRemove.cart.totalQuantity).toBe(3);
    expect(a.getCart.cart).toEqual(a.removeFromCart.cartLinesRemove.cart);
  });

  it("answer over HTTP as lib/shopify sends them, each in full, every guard on", async () => {
    const answers = await visit(overHttp);
    expect(Object.keys(answers)).toHaveLength(14);
    for (const name of Object.keys(answers)) {
      expect(answers[name].errors, name).toBeUndefined();
      expect(answers[name].data, name).toBeTruthy();
    }
  });
});
