import { describe, expect, it } from "vitest";
import { pageMeta } from "~/lib/meta";

describe("pageMeta", () => {
  const tags = pageMeta({
    title: "Magnesium Glycinate",
    description: "A gentle, highly absorbable form of magnesium.",
    path: "/product/magnesium-glycinate",
    siteUrl: "https://shop.example",
    image: "/images/magnesium.webp",
    type: "product",
  });

  it("gives the title, canonical URL and the Open Graph protocol's required properties", () => {
    expect(tags).toContainEqual({ title: "Magnesium Glycinate | BioLife" });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://shop.example/product/magnesium-glycinate",
    });
    for (const property of ["og:title", "og:type", "og:url", "og:image"])
      expect(tags.some((tag) => "property" in tag && tag.property === property)).toBe(true);
    expect(tags).toContainEqual({ property: "og:image", content: "https://shop.example/images/magnesium.webp" });
  });

  it("sends the description once: sharing previews read it from the description tag", () => {
    const carrying = tags.filter((tag) =>
      Object.values(tag).includes("A gentle, highly absorbable form of magnesium."),
    );
    expect(carrying).toEqual([{ name: "description", content: "A gentle, highly absorbable form of magnesium." }]);
  });
});
