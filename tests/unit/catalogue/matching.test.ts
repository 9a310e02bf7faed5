import { describe, expect, it } from "vitest";
import { isBestValue, isBioSilver } from "~/lib/catalogue/badges";
import { displayDescription, snippet } from "~/lib/catalogue/description";
import { formatMoney } from "~/lib/catalogue/money";
import { ratingFor } from "~/lib/catalogue/rating";
import { matchesCondition, matchesSearch, searchProducts } from "~/lib/catalogue/search";
import { product } from "./factory";

describe("search", () => {
  const p = product({
    title: "Blood Pressure Support",
    description: "Hibiscus and garlic for the heart.",
    handle: "bp-heart-support",
  });
  it("matches the whole phrase, ignoring case", () => expect(matchesSearch(p, "PRESSURE SUPP")).toBe(true));
  it("matches when every word is found somewhere", () => expect(matchesSearch(p, "garlic blood")).toBe(true));
  it("does not match when a word is missing", () => expect(matchesSearch(p, "garlic sleep")).toBe(false));
  it("searches the handle too", () => expect(matchesSearch(p, "bp-heart")).toBe(true));
  it("an empty query gives no products", () => {
    expect(matchesSearch(p, "   ")).toBe(false);
    expect(searchProducts([p], "")).toEqual([]);
  });
});

describe("condition match", () => {
  const entry = { name: "Heart Health", keywords: ["cardio", "cholesterol"] };
  it("matches the phrase in the name", () => expect(matchesCondition(entry, "heart health")).toBe(true));
  it("matches any word against the name and keywords", () =>
    expect(matchesCondition(entry, "high cholesterol")).toBe(true));
  it("no word found, no match; blank never matches", () => {
    expect(matchesCondition(entry, "sleep")).toBe(false);
    expect(matchesCondition(entry, "")).toBe(false);
  });
});

describe("rating", () => {
  it("is between 4.5 and 5.0 in tenths", () => {
    for (let i = 0; i < 200; i++) {
      const r = ratingFor(`gid://shopify/Product/${i}`);
      expect(r).toBeGreaterThanOrEqual(4.5);
      expect(r).toBeLessThanOrEqual(5);
      expect(Math.round(r * 10) / 10).toBe(r);
    }
  });
  it("is stable for an id and varies across ids", () => {
    expect(ratingFor("gid://shopify/Product/7")).toBe(ratingFor("gid://shopify/Product/7"));
    expect(new Set(Array.from({ length: 50 }, (_, i) => ratingFor(`p${i}`))).size).toBeGreaterThan(3);
  });
});

describe("display description", () => {
  it("strips HTML and check marks", () => {
    expect(
      displayDescription(
        "<p>Supports <strong>energy</strong></p><ul><li>✓ Clean &amp; pure</li><li>✔️ Vegan</li></ul>",
      ),
    ).toBe("Supports energy Clean & pure Vegan");
  });
  it("snippets cut on a word boundary with an ellipsis", () => {
    expect(snippet("short")).toBe("short");
    const cut = snippet("Magnesium glycinate is a gentle form of magnesium that supports restful sleep", 60);
    expect(cut.length).toBeLessThanOrEqual(60);
    expect(cut.endsWith("…")).toBe(true);
  });
});

describe("badges and money", () => {
  it("Best Value when the minimum price is under 30", () => {
    expect(isBestValue(product({ price: "29.99" }))).toBe(true);
    expect(isBestValue(product({ price: "30.00" }))).toBe(false);
  });
  it("the wide card for BioSilver titles", () => {
    expect(isBioSilver(product({ title: "BIOSILVER 30 PPM" }))).toBe(true);
    expect(isBioSilver(product({ title: "Silver Lining" }))).toBe(false);
  });
  it("formats prices in dollars with two decimals", () => {
    expect(formatMoney({ amount: "24.5", currencyCode: "USD" })).toBe("$24.50");
  });
});
