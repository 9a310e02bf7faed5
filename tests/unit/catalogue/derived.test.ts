import { describe, expect, it } from "vitest";
import { toCardProduct } from "~/lib/catalogue/card";
import { derivedFrom } from "~/lib/catalogue/derived";
import { listProducts } from "~/lib/catalogue/listing";
import { toListedProduct } from "~/lib/catalogue/types";
import { product, titles } from "./factory";

describe("values derived once per cached answer", () => {
  it("computes once per source object and again for a new one", () => {
    let runs = 0;
    const lengthOf = derivedFrom((list: string[]) => ({ length: (runs++, list.length) }));
    const list = ["a", "b"];
    expect(lengthOf(list)).toBe(lengthOf(list));
    expect(runs).toBe(1);
    expect(lengthOf(["a"])).toEqual({ length: 1 });
    expect(runs).toBe(2);
  });

  it("keeps one list order per array and sort, and a refreshed array is ordered afresh", () => {
    const answer = [product({ title: "B", price: "9.00" }), product({ title: "A", price: "5.00" })];
    const featured = listProducts(answer);
    expect(listProducts(answer)).toBe(featured);
    expect(titles(listProducts(answer, "price-low"))).toEqual(["A", "B"]);
    expect(listProducts(answer)).toBe(featured);
    const refreshed = [answer[0], product({ title: "C", price: "1.00" })];
    expect(titles(listProducts(refreshed, "price-low"))).toEqual(["C", "B"]);
  });

  it("refuses a caller that would change what other requests share", () => {
    const listed = listProducts([product({ title: "A" }), product({ title: "B" })]);
    expect(() => (listed as unknown[]).push(product())).toThrow(TypeError);
    expect(() => (listed as unknown[]).sort()).toThrow(TypeError);
    const card = toCardProduct(toListedProduct(product({ title: "C" })));
    expect(() => Object.assign(card, { title: "changed" })).toThrow(TypeError);
  });

  it("gives the same card for the same product object, a new one for a refreshed product", () => {
    const shown = toListedProduct(product({ title: "D", price: "10.00" }));
    expect(toCardProduct(shown)).toBe(toCardProduct(shown));
    const repriced = { ...shown, priceRange: { minVariantPrice: { amount: "8.00", currencyCode: "USD" } } };
    expect(toCardProduct(repriced)).not.toBe(toCardProduct(shown));
  });
});
