import { describe, expect, it } from "vitest";
import {
  addToComparison,
  addToWishlist,
  COMPARE_MAX,
  parseSavedList,
  pushRecentlyViewed,
  RECENT_MAX,
  removeSaved,
  type SavedProduct,
} from "~/lib/saved/lists";

const item = (n: number): SavedProduct => ({
  id: `gid://shopify/Product/${n}`,
  handle: `p-${n}`,
  title: `Product ${n}`,
  vendor: "BioLife Naturals",
  description: "",
  image: null,
  price: { amount: "10.00", currencyCode: "USD" },
  variantId: null,
});

describe("wishlist", () => {
  it("adds once; adding again does nothing", () => {
    const first = addToWishlist([], item(1));
    expect(first).toEqual({ list: [item(1)], added: true });
    expect(addToWishlist(first.list, item(1))).toEqual({ list: [item(1)], added: false });
  });
});

describe("comparison", () => {
  it("ignores duplicates and holds at most four", () => {
    let list: SavedProduct[] = [];
    for (let n = 1; n <= COMPARE_MAX; n++) list = addToComparison(list, item(n)).list;
    expect(list).toHaveLength(4);
    expect(addToComparison(list, item(1)).result).toBe("duplicate");
    expect(addToComparison(list, item(9))).toEqual({ list, result: "full" });
    expect(removeSaved(list, item(2).id).map((p) => p.id)).not.toContain(item(2).id);
  });
});

describe("recently viewed", () => {
  it("puts the newest first, moves a repeat to the front and keeps ten", () => {
    let list: SavedProduct[] = [];
    for (let n = 1; n <= 12; n++) list = pushRecentlyViewed(list, item(n));
    expect(list).toHaveLength(RECENT_MAX);
    expect(list[0].id).toBe(item(12).id);
    list = pushRecentlyViewed(list, item(5));
    expect(list[0].id).toBe(item(5).id);
    expect(list.filter((p) => p.id === item(5).id)).toHaveLength(1);
  });
});

describe("stored lists", () => {
  it("read back what was stored and ignore anything malformed", () => {
    expect(parseSavedList(JSON.stringify([item(1)]))).toEqual([item(1)]);
    expect(parseSavedList("not json")).toEqual([]);
    expect(parseSavedList(JSON.stringify([{ id: 3 }]))).toEqual([]);
    expect(parseSavedList(null)).toEqual([]);
  });
});
