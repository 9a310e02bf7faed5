import { describe, expect, it } from "vitest";
import {
  addLine,
  cartTotal,
  clearCart,
  emptyCart,
  itemCount,
  itemCountLabel,
  MAX_LINE_QUANTITY,
  removeLine,
  setQuantity,
} from "~/lib/cart/rules";

const A = "gid://shopify/ProductVariant/1";
const B = "gid://shopify/ProductVariant/2";

describe("cart rules", () => {
  it("appends a new variant with quantity 1", () => {
    expect(addLine(emptyCart(), A).lines).toEqual([{ merchandiseId: A, quantity: 1 }]);
  });
  it("adding an existing variant increases its quantity", () => {
    const cart = addLine(addLine(emptyCart(), A), A);
    expect(cart.lines).toEqual([{ merchandiseId: A, quantity: 2 }]);
  });
  it("keeps line order when adding another variant", () => {
    const cart = addLine(addLine(emptyCart(), A), B);
    expect(cart.lines.map((l) => l.merchandiseId)).toEqual([A, B]);
  });
  it("a quantity of 0 or less removes the line", () => {
    const cart = addLine(emptyCart(), A);
    expect(setQuantity(cart, A, 0).lines).toEqual([]);
    expect(setQuantity(cart, A, -3).lines).toEqual([]);
  });
  it("quantities stay integers between 1 and 99", () => {
    const cart = setQuantity(addLine(emptyCart(), A), A, 500);
    expect(cart.lines[0].quantity).toBe(MAX_LINE_QUANTITY);
    expect(setQuantity(cart, A, 2.7).lines[0].quantity).toBe(2);
  });
  it("remove drops only that line; clear empties items and checkout", () => {
    const cart = { ...addLine(addLine(emptyCart(), A), B), checkoutUrl: "https://x" };
    expect(removeLine(cart, A).lines.map((l) => l.merchandiseId)).toEqual([B]);
    expect(clearCart()).toEqual({ lines: [] });
  });
  it("count is the sum of quantities with a pluralised label", () => {
    expect(itemCount([{ quantity: 2 }, { quantity: 3 }])).toBe(5);
    expect(itemCountLabel(1)).toBe("1 item");
    expect(itemCountLabel(2)).toBe("2 items");
  });
  it("total is price times quantity with two decimals and the currency (default USD)", () => {
    expect(
      cartTotal([
        { quantity: 3, price: { amount: "19.99", currencyCode: "USD" } },
        { quantity: 1, price: { amount: "0.1" } },
      ]),
    ).toEqual({ amount: "60.07", currencyCode: "USD" });
    expect(cartTotal([])).toEqual({ amount: "0.00", currencyCode: "USD" });
  });
});
