import { describe, expect, it } from "vitest";
import { dedupeById } from "~/lib/catalogue/dedupe";
import { byFormType, formTypeOf } from "~/lib/catalogue/form-type";
import { listProducts, pageNumbers, paginate } from "~/lib/catalogue/listing";
import { parseSort, sortProducts } from "~/lib/catalogue/sort";
import { honeycombsLast, withoutFilteredVendors } from "~/lib/catalogue/vendors";
import { product, titles } from "./factory";

describe("vendors", () => {
  it("removes the brand's own vendor and In House CT from every list, whatever the case", () => {
    const list = [
      product({ title: "A", vendor: "BioLife" }),
      product({ title: "B", vendor: " biolife " }),
      product({ title: "C", vendor: "In House CT" }),
      product({ title: "D" }),
    ];
    expect(titles(withoutFilteredVendors(list))).toEqual(["D"]);
  });
  it("moves Honeycombs to the end, keeping the order of the rest", () => {
    const list = [
      product({ title: "H1", vendor: "Honeycombs" }),
      product({ title: "A" }),
      product({ title: "H2", vendor: "Honeycombs" }),
      product({ title: "B" }),
    ];
    expect(titles(honeycombsLast(list))).toEqual(["A", "B", "H1", "H2"]);
  });
});

describe("dedupe", () => {
  it("keeps the first product of each id", () => {
    const a = product({ id: "1", title: "first" });
    expect(titles(dedupeById([a, product({ id: "2", title: "other" }), { ...a, title: "again" }]))).toEqual([
      "first",
      "other",
    ]);
  });
});

describe("form type", () => {
  it("reads the form from the title first", () => {
    expect(formTypeOf(product({ title: "Greens Powder", description: "mix into a liquid" }))).toBe("powder");
  });
  it("then from the description, then from the variants", () => {
    expect(formTypeOf(product({ title: "Calm", description: "A soothing tincture." }))).toBe("liquid");
    expect(formTypeOf(product({ title: "Calm", variantTitles: ["60 Capsules"] }))).toBe("capsule");
    expect(formTypeOf(product({ title: "Gift" }))).toBeNull();
  });
  it("orders capsules, then powders, then liquids, then the rest, stably", () => {
    const list = [
      product({ title: "Oil" }),
      product({ title: "X Liquid" }),
      product({ title: "Other" }),
      product({ title: "Y Powder" }),
      product({ title: "Z Capsules" }),
      product({ title: "W Softgels" }),
    ];
    expect(titles(byFormType(list))).toEqual(["Z Capsules", "W Softgels", "Y Powder", "Oil", "X Liquid", "Other"]);
  });
});

describe("sort", () => {
  const list = [
    product({ title: "beta", price: "30.00" }),
    product({ title: "Alpha", price: "10.00" }),
    product({ title: "gamma", price: "20.00" }),
  ];
  it("featured keeps the given order", () =>
    expect(titles(sortProducts(list, "featured"))).toEqual(["beta", "Alpha", "gamma"]));
  it("price-low", () => expect(titles(sortProducts(list, "price-low"))).toEqual(["Alpha", "gamma", "beta"]));
  it("price-high", () => expect(titles(sortProducts(list, "price-high"))).toEqual(["beta", "gamma", "Alpha"]));
  it("name-asc ignores case", () => expect(titles(sortProducts(list, "name-asc"))).toEqual(["Alpha", "beta", "gamma"]));
  it("name-desc", () => expect(titles(sortProducts(list, "name-desc"))).toEqual(["gamma", "beta", "Alpha"]));
  it("an unknown sort reads as featured", () => {
    expect(parseSort("cheapest")).toBe("featured");
    expect(parseSort(null)).toBe("featured");
    expect(parseSort("price-high")).toBe("price-high");
  });
});

describe("listProducts", () => {
  it("filters, de-duplicates, orders by form, puts Honeycombs last, then applies the sort", () => {
    const capsule = product({ title: "Capsules B", price: "40.00" });
    const list = [
      product({ title: "Honey Syrup", vendor: "Honeycombs", price: "5.00" }),
      product({ title: "Tonic Liquid", price: "15.00" }),
      capsule,
      capsule,
      product({ title: "Gift Card", vendor: "BioLife" }),
      product({ title: "Greens Powder", price: "25.00" }),
    ];
    expect(titles(listProducts(list))).toEqual(["Capsules B", "Greens Powder", "Tonic Liquid", "Honey Syrup"]);
    expect(titles(listProducts(list, "price-low"))).toEqual([
      "Honey Syrup",
      "Tonic Liquid",
      "Greens Powder",
      "Capsules B",
    ]);
  });
});

describe("pagination", () => {
  const items = Array.from({ length: 30 }, (_, i) => i);
  it("pages of 12, the page clamped to the range", () => {
    expect(paginate(items, 1).items).toHaveLength(12);
    expect(paginate(items, 3).items).toEqual([24, 25, 26, 27, 28, 29]);
    expect(paginate(items, 99).page).toBe(3);
    expect(paginate(items, -2).page).toBe(1);
    expect(paginate(items, Number.NaN).page).toBe(1);
    expect(paginate([], 1)).toMatchObject({ page: 1, pageCount: 1, total: 0 });
  });
  it("shows first, last, current ±1 and ellipses", () => {
    expect(pageNumbers(5, 10)).toEqual([1, "ellipsis", 4, 5, 6, "ellipsis", 10]);
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(1, 10)).toEqual([1, 2, "ellipsis", 10]);
    expect(pageNumbers(4, 10)).toEqual([1, 2, 3, 4, 5, "ellipsis", 10]);
    expect(pageNumbers(1, 1)).toEqual([1]);
  });
});
