import { parse, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { CART_CREATE_MUTATION } from "~/graphql/cart";
import { PRODUCT_SELLING_PLANS_QUERY } from "~/graphql/selling-plans";
import { VARIANTS_BY_ID_QUERY } from "~/graphql/variants";
import { storefrontSchema } from "../../../local-storefront/schema";

/**
 * The shop's selling-plan documents against the Storefront schema that
 * hydrogen-react ships (the one codegen reads): what Shopify itself accepts.
 */
const errorsOf = (document: string) => validate(storefrontSchema(), parse(document)).map((e) => e.message);

describe("selling-plan documents", () => {
  it.each([
    ["PRODUCT_SELLING_PLANS_QUERY", PRODUCT_SELLING_PLANS_QUERY, /sellingPlanGroups[\s\S]*sellingPlanAllocations/],
    ["VARIANTS_BY_ID_QUERY", VARIANTS_BY_ID_QUERY, /sellingPlanAllocations/],
    ["CART_CREATE_MUTATION", CART_CREATE_MUTATION, /sellingPlanAllocation/],
  ])("%s asks for selling plans and validates", (_name, document, selects) => {
    expect(document).toMatch(selects);
    expect(errorsOf(document)).toEqual([]);
  });

  it("sends each line's sellingPlanId in CartLineInput", () => {
    const lines = parse(CART_CREATE_MUTATION).definitions[0];
    expect(JSON.stringify(lines)).toContain('"CartLineInput"');
    expect(
      errorsOf(
        `mutation($p: ID!) { cartCreate(input: { lines: [{ merchandiseId: "x", sellingPlanId: $p }] }) { cart { id } } }`,
      ),
    ).toEqual([]);
  });

  it("would catch a selling-plan field Shopify does not have", () => {
    expect(
      errorsOf(`query { product(handle: "x") { sellingPlanGroups(first: 1) { nodes { sellingPlans(first: 1) {
        nodes { frequency } } } } } }`),
    ).toHaveLength(1);
    expect(
      errorsOf(`mutation { cartCreate(input: { lines: [{ merchandiseId: "x", sellingPlan: "y" }] }) { cart { id } } }`),
    ).toHaveLength(1);
  });
});
