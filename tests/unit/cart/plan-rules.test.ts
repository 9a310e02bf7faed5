import { describe, expect, it } from "vitest";
import { addLine, changePlan, emptyCart, removeLine, setQuantity } from "~/lib/cart/rules";
import { addedPlan, cartActionSchema } from "~/lib/cart/form";
import { CART_MESSAGES } from "~/lib/cart/messages";

/** A cart line is a variant bought one way: once, or under one selling plan. */
const V = "gid://shopify/ProductVariant/1";
const P30 = "gid://shopify/SellingPlan/690000000030";
const P60 = "gid://shopify/SellingPlan/690000000031";

describe("cart lines with selling plans", () => {
  it("keeps the same variant once and by subscription as two lines", () => {
    let cart = addLine(emptyCart(), V, 1);
    cart = addLine(cart, V, 2, P60);
    cart = addLine(cart, V, 1, P60);
    expect(cart.lines).toEqual([
      { merchandiseId: V, quantity: 1 },
      { merchandiseId: V, quantity: 3, sellingPlanId: P60 },
    ]);
    expect(setQuantity(cart, V, 5, P60).lines[1].quantity).toBe(5);
    expect(setQuantity(cart, V, 5).lines.map((l) => l.quantity)).toEqual([5, 3]);
    expect(removeLine(cart, V, P60).lines).toEqual([{ merchandiseId: V, quantity: 1 }]);
  });

  it("changes a line's plan in place, and merges it into the line it becomes", () => {
    const cart = addLine(addLine(emptyCart(), V, 3, P60), "other", 1);
    expect(changePlan(cart, V, P60, P30).lines[0]).toEqual({ merchandiseId: V, quantity: 3, sellingPlanId: P30 });
    expect(changePlan(cart, V, P60, undefined).lines[0]).toEqual({ merchandiseId: V, quantity: 3 });
    const both = addLine(cart, V, 2);
    expect(changePlan(both, V, undefined, P60).lines).toEqual([
      { merchandiseId: V, quantity: 5, sellingPlanId: P60 },
      { merchandiseId: "other", quantity: 1 },
    ]);
    expect(changePlan(cart, V, P30, undefined)).toBe(cart);
  });

  it("reads the product page's choice: one-time ignores the frequency, a subscription needs one", () => {
    const parse = (fields: Record<string, string>) => {
      const result = cartActionSchema.safeParse({ intent: "add", merchandiseId: V, ...fields });
      if (!result.success) return result.error.issues[0].message;
      return result.data.intent === "add" ? addedPlan(result.data) : "not an add";
    };
    expect(parse({ purchase: "one-time", sellingPlanId: P30 })).toBeUndefined();
    expect(parse({ purchase: "subscription", sellingPlanId: P30 })).toBe(P30);
    expect(parse({ sellingPlanId: P60 })).toBe(P60);
    expect(parse({ purchase: "subscription" })).toBeNull();
    expect(parse({ purchase: "subscription", sellingPlanId: "gid://shopify/SellingPlan/x" })).toBe(
      CART_MESSAGES.variantMissing,
    );
    expect(parse({ purchase: "weekly", sellingPlanId: P30 })).toBe(CART_MESSAGES.variantMissing);
  });
});
