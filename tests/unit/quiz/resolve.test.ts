import { describe, expect, it, vi } from "vitest";
import { resolveRecommendations, type CatalogueMatch } from "~/lib/quiz/resolve";

const sleepFromCatalogue: CatalogueMatch = {
  id: "gid://shopify/Product/7",
  handle: "magnesium-glycinate",
  title: "Magnesium Glycinate 400 mg",
  price: { amount: "24.95", currencyCode: "USD" },
  image: { url: "https://cdn.example/mg.webp", altText: "Magnesium bottle" },
  variantId: "gid://shopify/ProductVariant/70",
};

describe("resolving recommendations from the catalogue", () => {
  it("uses the catalogue's product, real price and variant when the handle exists", async () => {
    const [rec] = await resolveRecommendations(["sleep"], async (h) =>
      h === "magnesium-glycinate" ? sleepFromCatalogue : null,
    );
    expect(rec).toMatchObject({
      key: "sleep",
      name: "Magnesium Glycinate 400 mg",
      price: { amount: "24.95" },
      variantId: "gid://shopify/ProductVariant/70",
      fromCatalogue: true,
    });
  });

  it("falls back to the spec's entry at 199.99 USD when the catalogue lacks it", async () => {
    const [rec] = await resolveRecommendations(["brain"], async () => null);
    expect(rec).toMatchObject({
      name: "Ultra Memory",
      price: { amount: "199.99", currencyCode: "USD" },
      variantId: null,
      fromCatalogue: false,
    });
  });

  it("falls back when the look-up fails, and keeps the order", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const recs = await resolveRecommendations(["heart", "sleep"], async (h) => {
      if (h === "magnesium-glycinate") return sleepFromCatalogue;
      throw new Error("HTTP error! status: 500");
    });
    expect(recs.map((r) => [r.key, r.fromCatalogue])).toEqual([
      ["heart", false],
      ["sleep", true],
    ]);
    spy.mockRestore();
  });
});
