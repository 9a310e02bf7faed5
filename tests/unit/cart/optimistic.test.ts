import { describe, expect, it } from "vitest";
import { isPending, previewLine, withPendingLines } from "~/lib/cart/optimistic";
import { MAX_LINE_QUANTITY } from "~/lib/cart/rules";
import { toCartView } from "~/lib/cart/view";

const product = { title: "Magnesium Glycinate", handle: "magnesium-glycinate", image: null };
const variant = (id: string, amount: string) => ({ id, title: "60 capsules", price: { amount, currencyCode: "USD" } });

describe("withPendingLines", () => {
  it("is the server's cart while nothing is on its way", () => {
    const cart = toCartView([previewLine(product, variant("a", "10.00"))]);
    expect(withPendingLines(cart, [])).toBe(cart);
  });

  it("appends a new line marked pending and adds its price to the total", () => {
    const cart = toCartView([previewLine(product, variant("a", "10.10"))]);
    const shown = withPendingLines(cart, [previewLine(product, variant("b", "0.20"))]);
    expect(shown.lines.map((l) => [l.merchandiseId, l.quantity, isPending(l)])).toEqual([
      ["a", 1, false],
      ["b", 1, true],
    ]);
    expect(shown.count).toBe(2);
    expect(shown.total).toEqual({ amount: "10.30", currencyCode: "USD" });
  });

  it("grows the quantity of the same line, never past the line's maximum", () => {
    const line = { ...previewLine(product, variant("a", "5.00")), quantity: MAX_LINE_QUANTITY };
    const shown = withPendingLines(toCartView([line]), [previewLine(product, variant("a", "5.00"))]);
    expect(shown.lines).toHaveLength(1);
    expect(shown.lines[0].quantity).toBe(MAX_LINE_QUANTITY);
    expect(isPending(shown.lines[0])).toBe(true);
    // What the cap kept out is not counted either.
    expect(shown.total).toEqual(toCartView([line]).total);
  });

  it("keeps a subscription line apart from the same variant bought once", () => {
    const subscribed = { ...previewLine(product, variant("a", "8.00")), sellingPlanId: "gid://shopify/SellingPlan/1" };
    const shown = withPendingLines(toCartView([subscribed]), [previewLine(product, variant("a", "10.00"))]);
    expect(shown.lines).toHaveLength(2);
  });
});
