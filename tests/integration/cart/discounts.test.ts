import { afterAll, beforeAll, expect, it } from "vitest";
import { CART_MESSAGES } from "~/lib/cart/messages";
import { inProcessFetch } from "../../../local-storefront/mount";
import { createLocalStorefront } from "../../../local-storefront/storefront";
import { cartClient } from "../../support/cart-client";
import { startTestServices } from "../../support/services";

/**
 * Discount codes through the /cart action against the embedded storefront:
 * the store's 10 % for WELCOME10, and guessing codes stopped by the limit
 * (each attempt asks the store) with the cart left as it was.
 */
const ORIGIN = "http://shop.test";
const local = createLocalStorefront({ dataDir: null });
const VARIANT = local.catalogue.productsByHandle.get("magnesium-glycinate")!.variants[0].id;
let shop: ReturnType<typeof startTestServices>;
const shopper = cartClient(() => shop.services, ORIGIN);
const post = (fields: Record<string, string>, clientKey = "203.0.113.7") => shopper.post(fields, clientKey);
const cart = () => shopper.cart();

beforeAll(async () => {
  shop = startTestServices({
    env: { RATE_LIMIT_SCALE: "1" },
    localStorefront: {
      origin: () => ORIGIN,
      orders: { ordersFor: async () => [] },
      fetch: inProcessFetch(local, () => ORIGIN),
    },
  });
  expect((await post({ intent: "add", merchandiseId: VARIANT, quantity: "3", redirectTo: "/cart" })).status).toBe(303);
});
afterAll(() => shop.close());

it("applies the store's 10 % for WELCOME10 and refuses guesses past the limit", async () => {
  const before = await cart();
  expect(await post({ intent: "discount", code: "welcome10", redirectTo: "/cart" })).toMatchObject({
    status: 303,
    error: undefined,
  });
  const discounted = await cart();
  const subtotal = Math.round(Number(before.total.amount) * 100);
  expect(discounted.discount?.codes).toEqual([{ code: "welcome10", applicable: true }]);
  expect(discounted.total.amount).toBe(((subtotal - Math.round(subtotal / 10)) / 100).toFixed(2));

  // Nine more attempts are refused as invalid; the next is over the limit, before the store is asked.
  for (let i = 0; i < 9; i++) {
    expect(await post({ intent: "discount", code: `GUESS${i}` })).toMatchObject({
      status: 400,
      error: CART_MESSAGES.discountInvalid,
    });
  }
  expect(await post({ intent: "discount", code: "GUESS9" })).toMatchObject({
    status: 429,
    error: CART_MESSAGES.discountTooMany,
  });
  // Another shopper is not held back.
  expect((await post({ intent: "discount", code: "GUESS10" }, "198.51.100.9")).status).toBe(400);
  expect(await cart()).toEqual(discounted);
});
