import { getOperationAST, parse } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operationCost } from "../../../local-storefront/cost";
import { fragmentsOf, LIMITS, parseLimited, requestLimitError, shapeErrors } from "../../../local-storefront/limits";
import { storefrontSchema } from "../../../local-storefront/schema";
import { vercelOperations } from "../../fixtures/vercel-commerce/operations";
import { startLocalStorefront } from "../../support/local-storefront";

/**
 * Issue 62, item 1: the limits must not refuse what Shopify's Storefront API
 * answers. vercel/commerce's lib/shopify documents (tests/fixtures/vercel-commerce,
 * as it composes them) pass every limit at their own page sizes.
 * Whether the twin answers them in full is another test's business; here no
 * error may be a limit's.
 */
const documentOf = (name: string) => vercelOperations[name];
const limitCodes = (errors: Array<{ extensions?: { code?: unknown } }> = []) =>
  errors.map((e) => String(e.extensions?.code)).filter((code) => code.startsWith("MAX_"));

let local: Awaited<ReturnType<typeof startLocalStorefront>>;
beforeAll(async () => {
  local = await startLocalStorefront();
});
afterAll(() => local?.close());

async function send(query: string, variables?: Record<string, unknown>) {
  // As lib/shopify's shopifyFetch sends it.
  const response = await fetch(`${local.origin}/api/2023-01/graphql.json`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Shopify-Storefront-Access-Token": "vercel" },
    body: JSON.stringify({ ...(query && { query }), ...(variables && { variables }) }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { data?: unknown; errors?: Array<{ extensions?: { code?: unknown } }> };
}

describe("vercel/commerce's documents and the storefront's limits", () => {
  it("has all 14 of lib/shopify's operations", () => {
    expect(Object.keys(vercelOperations)).toHaveLength(14);
  });

  it("sends getProducts, getCollectionProducts, createCart and getCart without a limit refusing them", async () => {
    const answers = [
      await send(documentOf("getProducts"), { reverse: false, sortKey: "RELEVANCE" }),
      await send(documentOf("getCollectionProducts"), { handle: "bestsellers", reverse: false, sortKey: "RELEVANCE" }),
      await send(documentOf("createCart")),
      await send(documentOf("getCart"), { cartId: "gid://shopify/Cart/c1-0123456789abcdef" }),
    ];
    for (const answer of answers) expect(limitCodes(answer.errors)).toEqual([]);
  });

  it.each(Object.keys(vercelOperations))("%s passes every limit, its cost counted at its own page sizes", (name) => {
    const document = parseLimited(documentOf(name));
    const schema = storefrontSchema();
    expect(shapeErrors(schema, document)).toEqual([]);
    const variables = { lines: [{ merchandiseId: "gid://shopify/ProductVariant/1", quantity: 1 }], lineIds: ["x"] };
    expect(requestLimitError(schema, document, fragmentsOf(document), variables, undefined)).toBeNull();
    const { cost } = operationCost(schema, getOperationAST(document)!, fragmentsOf(document), variables, LIMITS);
    expect(cost).toBeLessThanOrEqual(LIMITS.maxCost);
  });

  it("counts the cart documents at about 2.2 million: the cost limit's margin", () => {
    const document = parse(documentOf("getCart"));
    const { cost } = operationCost(storefrontSchema(), getOperationAST(document)!, fragmentsOf(document), {}, LIMITS);
    expect(cost).toBe(2_197_514);
  });
});
