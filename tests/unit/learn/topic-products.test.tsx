import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TopicProducts } from "~/components/learn/TopicProducts";
import { learnTopics, LEARN_GRID_LIMIT, LEARN_WEIGHT_LIMIT } from "~/content/learn";

describe("learn topics", () => {
  it("say so when a topic's collection has no products", () => {
    expect(renderToStaticMarkup(<TopicProducts products={[]} />)).toContain("No products found for this category.");
  });

  it("read the spec's collections: 12 products each, 50 on the weight page", () => {
    expect(Object.fromEntries(learnTopics.map((t) => [t.slug, [t.collectionId, t.productLimit]]))).toEqual({
      "blood-pressure": ["287821430878", LEARN_GRID_LIMIT],
      cholesterol: ["287821299806", LEARN_GRID_LIMIT],
      "joint-health": ["287821398110", LEARN_GRID_LIMIT],
      "digestive-health": ["287822217310", LEARN_GRID_LIMIT],
      "eye-health": ["287822381150", LEARN_GRID_LIMIT],
      "weight-management": ["287822643294", LEARN_WEIGHT_LIMIT],
    });
    expect([LEARN_GRID_LIMIT, LEARN_WEIGHT_LIMIT]).toEqual([12, 50]);
  });
});
