import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { productJsonLd } from "~/.server/shop/product";
import type { SelectedOption } from "~/lib/catalogue/types";
import { product } from "../catalogue/factory";

/**
 * Google's Product rich result (product snippets) on schema.org shapes: a
 * name, absolute image URLs, a Brand, and Offers whose price is a plain
 * decimal, whose currency is ISO 4217 and whose availability is a schema.org
 * ItemAvailability URL. Reviews are claimed only when they exist: never here.
 */
const AVAILABILITY = ["https://schema.org/InStock", "https://schema.org/OutOfStock"];
const PAGE = "https://biolife.example/product/joint-formula";

function expectValidProduct(data: Record<string, unknown>) {
  expect(data["@context"]).toBe("https://schema.org");
  expect(data["@type"]).toBe("Product");
  expect(typeof data.name === "string" && data.name.length > 0).toBe(true);
  expect(data).not.toHaveProperty("aggregateRating");
  expect(data).not.toHaveProperty("review");
  expect(JSON.stringify(data)).not.toMatch(/Rating|Review/);
  for (const image of data.image as string[]) expect(new URL(image).protocol).toMatch(/^https?:$/);
  if ("brand" in data) {
    const brand = data.brand as { "@type": string; name: string };
    expect(brand["@type"]).toBe("Brand");
    expect(brand.name.trim()).not.toBe("");
  }
  const offers = data.offers as Array<Record<string, unknown>>;
  expect(offers.length).toBeGreaterThan(0);
  for (const offer of offers) {
    expect(offer["@type"]).toBe("Offer");
    expect(offer.price).toMatch(/^\d+(\.\d+)?$/);
    expect(offer.priceCurrency).toMatch(/^[A-Z]{3}$/);
    expect(AVAILABILITY).toContain(offer.availability);
  }
  // The offers' page: the product's own url (an Offer's url would repeat it).
  expect(new URL(data.url as string).href).toBe(PAGE);
}

describe("product JSON-LD", () => {
  it("claims no rating or review, and keeps offers, images and brand valid", () => {
    const item = product({
      title: "Joint Formula",
      vendor: "BioLife Naturals",
      images: [
        { url: "/images/joint-formula-0.jpg", altText: "Joint Formula", width: 800, height: 800 },
        { url: "https://cdn.shopify.com/s/files/joint.jpg", altText: null, width: 800, height: 800 },
      ],
      variantTitles: ["60 capsules", "120 capsules"],
      price: "29.99",
    });
    item.variants[1].availableForSale = false;
    const data = productJsonLd(item, PAGE);
    expectValidProduct(data);
    expect(data.image).toEqual([
      "https://biolife.example/images/joint-formula-0.jpg",
      "https://cdn.shopify.com/s/files/joint.jpg",
    ]);
    expect(data.brand).toEqual({ "@type": "Brand", name: "BioLife Naturals" });
    expect(data.offers.map((o) => o.availability)).toEqual(AVAILABILITY);
  });

  it("describes the product with the meta description's snippet, not the whole text the page shows", () => {
    const description = `${"Gentle magnesium for restful sleep. ".repeat(10)}Suggested use: 2 capsules.`;
    const data = productJsonLd(product({ title: "Magnesium", description }), PAGE);
    expect(data.description?.length).toBeLessThanOrEqual(155);
    expect(description.startsWith(data.description!.replace(/…$/, ""))).toBe(true);
    expect(data.description).not.toContain("Suggested use");
  });

  it("stays valid for any product the store may hold", () => {
    fc.assert(
      fc.property(
        fc.record({
          title: fc.string({ minLength: 1 }),
          vendor: fc.string(),
          description: fc.string(),
          images: fc.array(fc.webPath().map((path) => ({ url: path || "/", altText: null, width: 1, height: 1 }))),
          variants: fc.array(
            fc.record({
              id: fc.stringMatching(/^gid:\/\/shopify\/ProductVariant\/\d{1,12}$/),
              title: fc.string(),
              availableForSale: fc.boolean(),
              price: fc.record({
                amount: fc.stringMatching(/^\d{1,5}\.\d{1,2}$/),
                currencyCode: fc.constantFrom("USD", "CAD", "EUR"),
              }),
              selectedOptions: fc.constant<SelectedOption[]>([]),
            }),
            { minLength: 1, maxLength: 4 },
          ),
        }),
        (fields) => expectValidProduct(productJsonLd(product(fields), PAGE)),
      ),
    );
  });
});
