import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CART_MESSAGES } from "~/lib/cart/messages";
import { inProcessFetch } from "../../../local-storefront/mount";
import { createLocalStorefront } from "../../../local-storefront/storefront";
import { checkoutPage } from "../../../local-storefront/checkout-page";
import { cartClient } from "../../support/cart-client";
import { startTestServices } from "../../support/services";

/**
 * Subscribe & save through the /cart action, as the shop's forms post it,
 * against the embedded storefront: the plan and the store's price on the
 * line, frequency changes, and hostile plan ids refused with the spec's
 * add-to-cart message and the cart left as it was.
 */
const ORIGIN = "http://shop.test";
const local = createLocalStorefront({ dataDir: null });
let shop: ReturnType<typeof startTestServices>;
const shopper = cartClient(() => shop.services, ORIGIN);
const post = (fields: Record<string, string>) => shopper.post(fields);
const cart = () => shopper.cart();

const magnesium = local.catalogue.productsByHandle.get("magnesium-glycinate")!;
const joint = local.catalogue.productsByHandle.get("joint-formula")!;
const VARIANT = magnesium.variants[0].id;
const OTHER_VARIANT = joint.variants[0].id;
const planIds = async (variantId: string) => {
  const [variant] = await shop.services.catalogue.variants([variantId]);
  return variant.sellingPlanAllocations.nodes.map((a) => a.sellingPlan.id);
};

beforeAll(async () => {
  shop = startTestServices({
    localStorefront: {
      origin: () => ORIGIN,
      orders: { ordersFor: async () => [] },
      fetch: inProcessFetch(local, () => ORIGIN),
    },
  });
  expect((await post({ intent: "add", merchandiseId: OTHER_VARIANT, redirectTo: "/cart" })).status).toBe(303);
});
afterAll(() => shop.close());

describe("Subscribe & save in the cart", () => {
  it("adds a subscription as its own line at the store's price, and switches lines between plans", async () => {
    const [thirty, sixty] = await planIds(VARIANT);
    expect(
      await post({
        intent: "add",
        merchandiseId: VARIANT,
        purchase: "subscription",
        sellingPlanId: sixty,
        redirectTo: "/cart",
      }),
    ).toMatchObject({ status: 303, location: "/cart" });
    // One-time ignores the frequency radios the form always sends.
    await post({
      intent: "add",
      merchandiseId: VARIANT,
      purchase: "one-time",
      sellingPlanId: thirty,
      redirectTo: "/cart",
    });
    let view = await cart();
    const lines = view.lines.filter((l) => l.merchandiseId === VARIANT);
    expect(lines.map((l) => [l.sellingPlan?.name ?? null, l.price.amount])).toEqual([
      ["Delivered every 60 days", "16.99"],
      [null, magnesium.variants[0].price],
    ]);
    expect(view.saving).toEqual({ amount: "3.00", currencyCode: "USD" });
    expect(view.total.amount).toBe(
      (Number(joint.variants[0].price) + 16.99 + Number(magnesium.variants[0].price)).toFixed(2),
    );

    // Another line to a subscription and back.
    const [jointThirty] = await planIds(OTHER_VARIANT);
    await post({
      intent: "plan",
      merchandiseId: OTHER_VARIANT,
      sellingPlanId: "",
      newPlanId: jointThirty,
      redirectTo: "/cart",
    });
    view = await cart();
    expect(view.lines.find((l) => l.merchandiseId === OTHER_VARIANT)?.sellingPlan?.name).toBe(
      "Delivered every 30 days",
    );
    await post({
      intent: "plan",
      merchandiseId: OTHER_VARIANT,
      sellingPlanId: jointThirty,
      newPlanId: "",
      redirectTo: "/cart",
    });
    view = await cart();
    expect(view.lines.find((l) => l.merchandiseId === OTHER_VARIANT)?.sellingPlan).toBeUndefined();
    expect(view.lines).toHaveLength(3);

    // Switching the subscription to one-time merges it with the one-time line.
    await post({ intent: "plan", merchandiseId: VARIANT, sellingPlanId: sixty, newPlanId: "", redirectTo: "/cart" });
    expect((await cart()).lines.filter((l) => l.merchandiseId === VARIANT).map((l) => l.quantity)).toEqual([2]);
    await post({ intent: "plan", merchandiseId: VARIANT, sellingPlanId: "", newPlanId: sixty, redirectTo: "/cart" });
  });

  it("checks out each line with its plan: the store's checkout page lists the subscription", async () => {
    const answer = await post({ intent: "checkout", redirectTo: "/cart" });
    expect(answer.status).toBe(303);
    const token = new URL(answer.location!).pathname.split("/").pop()!;
    const stored = local.store.getCart(token)!;
    expect(stored.lines.map((l) => l.sellingPlan?.name ?? null)).toEqual([null, "Delivered every 60 days"]);
    const view = await cart();
    const page = checkoutPage(stored, { shopUrl: "/shop" });
    expect(page).toContain("Subscription: Delivered every 60 days");
    expect(page).toContain(`data-testid="checkout-total">$${view.total.amount}<`);
  });

  it("refuses unknown, another product's and malformed plans with the add-to-cart message, cart unchanged", async () => {
    const own = new Set(await planIds(VARIANT));
    const others = await planIds(OTHER_VARIANT);
    const before = await cart();
    const hostile = fc.oneof(
      fc.constantFrom(...others),
      fc.bigInt({ min: 0n, max: 10n ** 19n }).map((n) => `gid://shopify/SellingPlan/${n}`),
      fc.string({ minLength: 1, maxLength: 300 }).filter((s) => s.trim() !== ""),
      fc.constantFrom("gid://shopify/ProductVariant/1", `${[...own][0]}?x=1`, "gid://shopify/SellingPlan/1e3"),
    );
    await fc.assert(
      fc.asyncProperty(hostile, fc.boolean(), async (planId, change) => {
        fc.pre(!own.has(planId.trim()));
        const answer = change
          ? await post({ intent: "plan", merchandiseId: VARIANT, sellingPlanId: "", newPlanId: planId })
          : await post({ intent: "add", merchandiseId: VARIANT, purchase: "subscription", sellingPlanId: planId });
        expect(answer).toEqual({ status: 400, location: null, error: CART_MESSAGES.variantMissing });
      }),
      { numRuns: 60 },
    );
    // A subscription with no frequency at all is refused too.
    expect((await post({ intent: "add", merchandiseId: VARIANT, purchase: "subscription" })).error).toBe(
      CART_MESSAGES.variantMissing,
    );
    expect(await cart()).toEqual(before);
  });
});
