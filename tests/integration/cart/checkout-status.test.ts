import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inProcessFetch } from "../../../local-storefront/mount";
import { createLocalStorefront, type LocalStorefront } from "../../../local-storefront/storefront";
import { cartClient } from "../../support/cart-client";
import { startTestServices } from "../../support/services";

/**
 * Issue 56 item 3: a cart whose checkout the storefront does not know (a shop
 * restored without its storefront store, a cart the store let go) keeps its
 * lines; only a cart the store says was ordered is emptied.
 */
const ORIGIN = "http://shop.test";
// The storefront the shop talks to; a test swaps in one that never saw the shopper's checkout.
let local: LocalStorefront = createLocalStorefront({ dataDir: null });
let shop: ReturnType<typeof startTestServices>;
const shopper = cartClient(() => shop.services, ORIGIN);
const variant = local.catalogue.productsByHandle.get("magnesium-glycinate")!.variants[0].id;

beforeAll(() => {
  shop = startTestServices({
    localStorefront: {
      origin: () => ORIGIN,
      orders: { ordersFor: async () => [] },
      fetch: (input, init) => inProcessFetch(local, () => ORIGIN)(input, init),
    },
  });
});
afterAll(() => shop.close());

async function checkedOutCart() {
  expect((await shopper.post({ intent: "add", merchandiseId: variant, redirectTo: "/cart" })).status).toBe(303);
  const answer = await shopper.post({ intent: "checkout", redirectTo: "/cart" });
  expect(answer.status).toBe(303);
  return answer.location!.split("/").pop()!.split("?")[0];
}

describe("a cart after its checkout", () => {
  it("keeps its lines when the storefront does not know the checkout's cart", async () => {
    await checkedOutCart();
    local = createLocalStorefront({ dataDir: null }); // a store without the shopper's storefront cart
    const cart = await shopper.cart();
    expect(cart.lines.map((line) => [line.merchandiseId, line.quantity])).toEqual([[variant, 1]]);
    // Still there on the next read (nothing cleared it where it is kept), and a new checkout works.
    expect((await shopper.cart()).lines).toHaveLength(1);
    expect((await shopper.post({ intent: "checkout", redirectTo: "/cart" })).status).toBe(303);
  });

  it("is emptied once the store says its order was placed", async () => {
    const token = await checkedOutCart();
    expect(await local.store.placeOrder(token, "buyer@example.com")).not.toBeNull();
    expect((await shopper.cart()).lines).toEqual([]);
  });
});
