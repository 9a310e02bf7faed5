import { parse, validate } from "graphql";
import { describe, expect, it } from "vitest";
import * as documents from "~/graphql";
import { storefrontSchema } from "../../../local-storefront/schema";

/** Every document the app sends is valid against the Storefront schema that hydrogen-react ships. */
describe("Storefront documents", () => {
  const entries = Object.entries(documents);
  it("covers every document in app/graphql", () => {
    expect(entries.length).toBeGreaterThanOrEqual(5);
  });
  it.each(entries)("%s validates against the Storefront API schema", (_name, document) => {
    const errors = validate(storefrontSchema(), parse(document));
    expect(errors.map((e) => e.message)).toEqual([]);
  });
  it("would catch a field Shopify does not have", () => {
    const errors = validate(storefrontSchema(), parse(`query { products(first: 1) { nodes { inventory } } }`));
    expect(errors).toHaveLength(1);
  });
});
