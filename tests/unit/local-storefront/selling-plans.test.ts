import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { checkoutPage } from "../../../local-storefront/checkout-page";
import { editProduct } from "../../../local-storefront/catalogue/catalogue";
import { createLocalStorefront } from "../../../local-storefront/storefront";

/**
 * Subscribe & save in the embedded storefront, through its GraphQL endpoint:
 * the plans, the price the store computes under them, and cartCreate's
 * refusal of any plan that is not the variant's own.
 */
const ORIGIN = "http://shop.test";

const ALLOCATIONS = `query Allocations($handle: String!) {
  product(handle: $handle) {
    sellingPlanGroups(first: 5) { nodes { name sellingPlans(first: 10) { nodes { id name
      deliveryPolicy { ... on SellingPlanRecurringDeliveryPolicy { interval intervalCount } } } } } }
    variants(first: 20) { nodes { id price { amount }
      sellingPlanAllocations(first: 10) { nodes { sellingPlan { id } priceAdjustments { price { amount } compareAtPrice { amount } } } } } }
  }
}`;

const CART_CREATE = `mutation Create($lines: [CartLineInput!]!) {
  cartCreate(input: { lines: $lines }) {
    cart { id checkoutUrl cost { totalAmount { amount } }
      lines(first: 10) { nodes { quantity cost { amountPerQuantity { amount } totalAmount { amount } }
        sellingPlanAllocation { sellingPlan { id name } priceAdjustments { price { amount } } } } } }
    userErrors { field message code }
  }
}`;

interface Allocations {
  product: {
    sellingPlanGroups: {
      nodes: Array<{
        name: string;
        sellingPlans: {
          nodes: Array<{ id: string; name: string; deliveryPolicy: { interval: string; intervalCount: number } }>;
        };
      }>;
    };
    variants: {
      nodes: Array<{
        id: string;
        price: { amount: string };
        sellingPlanAllocations: {
          nodes: Array<{
            sellingPlan: { id: string };
            priceAdjustments: Array<{ price: { amount: string }; compareAtPrice: { amount: string } }>;
          }>;
        };
      }>;
    };
  } | null;
}

interface CartCreate {
  cartCreate: {
    cart: {
      id: string;
      checkoutUrl: string;
      cost: { totalAmount: { amount: string } };
      lines: {
        nodes: Array<{
          quantity: number;
          cost: { amountPerQuantity: { amount: string }; totalAmount: { amount: string } };
          sellingPlanAllocation: { sellingPlan: { id: string; name: string } } | null;
        }>;
      };
    } | null;
    userErrors: Array<{ field: string[]; message: string; code: string }>;
  };
}

function storefront() {
  const local = createLocalStorefront({ dataDir: null });
  async function run<T>(query: string, variables: Record<string, unknown>): Promise<T> {
    const result = await local.execute({ query, variables }, ORIGIN);
    expect(result.errors ?? []).toEqual([]);
    return result.data as T;
  }
  return { local, run };
}

/** The store's rounding: 15 % off in whole cents, half a cent up. */
const expectedCents = (cents: number) => Math.floor((cents * 85 + 50) / 100);

describe("selling plans in the local storefront", () => {
  it("offers every 30, 60 and 90 days on everyday products, and nothing on the others", async () => {
    const { run } = storefront();
    const everyday = await run<Allocations>(ALLOCATIONS, { handle: "magnesium-glycinate" });
    const [group] = everyday.product!.sellingPlanGroups.nodes;
    expect(group.name).toBe("Subscribe & save");
    expect(group.sellingPlans.nodes.map((p) => [p.name, p.deliveryPolicy])).toEqual([
      ["Delivered every 30 days", { interval: "DAY", intervalCount: 30 }],
      ["Delivered every 60 days", { interval: "DAY", intervalCount: 60 }],
      ["Delivered every 90 days", { interval: "DAY", intervalCount: 90 }],
    ]);
    const liquid = await run<Allocations>(ALLOCATIONS, { handle: "biosilver-30-ppm-colloidal-silver" });
    expect(liquid.product!.sellingPlanGroups.nodes).toEqual([]);
    expect(liquid.product!.variants.nodes.every((v) => v.sellingPlanAllocations.nodes.length === 0)).toBe(true);
  });

  it("prices a subscription at the one-time price less 15 %, rounded to the cent half up", async () => {
    const { local, run } = storefront();
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 99_999_99 }), async (cents) => {
        editProduct(local.catalogue, "joint-formula", { price: (cents / 100).toFixed(2) });
        const data = await run<Allocations>(ALLOCATIONS, { handle: "joint-formula" });
        for (const variant of data.product!.variants.nodes) {
          expect(variant.sellingPlanAllocations.nodes).toHaveLength(3);
          for (const allocation of variant.sellingPlanAllocations.nodes) {
            const [adjustment] = allocation.priceAdjustments;
            expect(adjustment.compareAtPrice.amount).toBe(variant.price.amount);
            expect(Math.round(Number(adjustment.price.amount) * 100)).toBe(expectedCents(cents));
          }
        }
      }),
      { numRuns: 300 },
    );
    // The half-cent cases, by hand: 10.10 × 0.85 = 8.585 → 8.59; 0.10 × 0.85 = 0.085 → 0.09.
    for (const [price, expected] of [
      ["10.10", "8.59"],
      ["0.10", "0.09"],
      ["19.99", "16.99"],
    ]) {
      editProduct(local.catalogue, "joint-formula", { price });
      const data = await run<Allocations>(ALLOCATIONS, { handle: "joint-formula" });
      expect(data.product!.variants.nodes[0].sellingPlanAllocations.nodes[0].priceAdjustments[0].price.amount).toBe(
        expected,
      );
    }
  });

  it("keeps the same variant once and by subscription as two lines; cart, checkout page and order agree to the cent", async () => {
    const { local, run } = storefront();
    const data = await run<Allocations>(ALLOCATIONS, { handle: "magnesium-glycinate" });
    const variant = data.product!.variants.nodes[0];
    const sixty = data.product!.sellingPlanGroups.nodes[0].sellingPlans.nodes[1];
    const created = await run<CartCreate>(CART_CREATE, {
      lines: [
        { merchandiseId: variant.id, quantity: 2, sellingPlanId: sixty.id },
        { merchandiseId: variant.id, quantity: 1 },
        { merchandiseId: variant.id, quantity: 1, sellingPlanId: sixty.id },
      ],
    });
    const cart = created.cartCreate.cart!;
    expect(created.cartCreate.userErrors).toEqual([]);
    const [subscription, once] = cart.lines.nodes;
    expect(subscription.quantity).toBe(3);
    expect(subscription.sellingPlanAllocation?.sellingPlan).toEqual({ id: sixty.id, name: "Delivered every 60 days" });
    expect(once.sellingPlanAllocation).toBeNull();
    const each = expectedCents(Math.round(Number(variant.price.amount) * 100));
    expect(subscription.cost.amountPerQuantity.amount).toBe((each / 100).toFixed(2));
    const total = ((each * 3 + Math.round(Number(variant.price.amount) * 100)) / 100).toFixed(2);
    expect(cart.cost.totalAmount.amount).toBe(total);

    const token = cart.id.split("/").pop()!.split("?")[0];
    const page = checkoutPage(local.store.getCart(token)!, { shopUrl: "/shop" });
    expect(page).toContain("Subscription: Delivered every 60 days");
    expect(page).toMatch(new RegExp(`data-testid="checkout-total">\\$${total.replace(".", "\\.")}<`));
    const placed = await local.store.placeOrder(token, "Buyer@Example.com");
    expect(placed!.order.total_price).toBe(total);
    expect(placed!.order.line_items.map((l) => l.selling_plan?.name ?? null)).toEqual([
      "Delivered every 60 days",
      null,
    ]);
    const [contract] = local.store.subscriptionsByEmail("buyer@example.com");
    expect(contract).toMatchObject({ status: "active", quantity: 3, price: (each / 100).toFixed(2) });
    expect(contract.selling_plan.interval_days).toBe(60);
  });

  it("refuses an unknown, another product's or a malformed plan as a user error, and stores no cart", async () => {
    const { local, run } = storefront();
    const own = await run<Allocations>(ALLOCATIONS, { handle: "magnesium-glycinate" });
    const other = await run<Allocations>(ALLOCATIONS, { handle: "joint-formula" });
    const variantId = own.product!.variants.nodes[0].id;
    const otherPlans = other.product!.sellingPlanGroups.nodes[0].sellingPlans.nodes.map((p) => p.id);
    const ownPlans = new Set(own.product!.sellingPlanGroups.nodes[0].sellingPlans.nodes.map((p) => p.id));
    const hostile = fc.oneof(
      fc.constantFrom(...otherPlans),
      fc.bigInt({ min: 0n, max: 10n ** 15n }).map((n) => `gid://shopify/SellingPlan/${n}`),
      fc.string({ maxLength: 80 }),
      fc.constantFrom(`${[...ownPlans][0]}?x=1`, `${[...ownPlans][0]}/`, " ", "gid://shopify/SellingPlan/-1"),
    );
    const createCart = vi.spyOn(local.store, "createCart");
    await fc.assert(
      fc.asyncProperty(hostile, async (planId) => {
        fc.pre(!ownPlans.has(planId));
        const created = await run<CartCreate>(CART_CREATE, {
          lines: [{ merchandiseId: variantId, quantity: 1, sellingPlanId: planId }],
        });
        expect(created.cartCreate.cart).toBeNull();
        expect(created.cartCreate.userErrors).toHaveLength(1);
        expect(created.cartCreate.userErrors[0].field).toEqual(["input", "lines", "0", "sellingPlanId"]);
      }),
      { numRuns: 200 },
    );
    expect(createCart).not.toHaveBeenCalled();
  });
});
