import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { createLocalStore } from "../../../local-storefront/store";
import { nextDelivery } from "../../../local-storefront/subscriptions";

/**
 * The local storefront's subscription contracts: made by a placed order's
 * subscription lines, changed only under the buyer's own email, and kept
 * across a restart (and a crash, through the journal).
 */
const dirs: string[] = [];
const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "local-subs-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const plan = {
  id: "gid://shopify/SellingPlan/690000000031",
  name: "Delivered every 60 days",
  intervalDays: 60,
  percentOff: 15,
  productId: "gid://shopify/Product/1",
};
const once = {
  merchandiseId: "gid://shopify/ProductVariant/1",
  quantity: 1,
  productTitle: "Zinc",
  variantTitle: "",
  price: "10.00",
};
const subscribed = { ...once, quantity: 2, price: "8.50", oneTimePrice: "10.00", sellingPlan: plan };
const PLACED = new Date("2026-03-01T12:00:00Z");

async function placed(dir: string | null) {
  const store = createLocalStore(dir);
  const cart = await store.createCart([once, subscribed], "USD");
  const result = await store.placeOrder(cart.token, "Buyer@Example.com", PLACED);
  return { store, order: result!.order };
}

describe("local subscription contracts", () => {
  it("records one per subscription line, with the next delivery one interval after the order", async () => {
    const { store, order } = await placed(null);
    expect(order.total_price).toBe("27.00");
    expect(order.line_items.map((l) => l.selling_plan?.name ?? null)).toEqual([null, "Delivered every 60 days"]);
    const [sub] = store.subscriptionsByEmail("buyer@example.com");
    expect(sub).toMatchObject({
      status: "active",
      quantity: 2,
      price: "8.50",
      order_name: order.name,
      next_delivery_at: "2026-04-30T12:00:00.000Z",
    });
    expect(store.subscriptionsByEmail("someone@example.com")).toEqual([]);
  });

  it("pauses, resumes and cancels only for the buyer's email; cancelled is final", async () => {
    const { store } = await placed(null);
    const [sub] = store.subscriptionsByEmail("buyer@example.com");
    await fc.assert(
      fc.asyncProperty(
        fc.emailAddress().filter((e) => e !== "buyer@example.com"),
        fc.constantFrom("paused", "cancelled", "active") as fc.Arbitrary<"paused" | "cancelled" | "active">,
        async (email, status) => {
          expect(await store.setSubscriptionStatus(email, sub.id, status)).toBeUndefined();
        },
      ),
      { numRuns: 50 },
    );
    expect(await store.setSubscriptionStatus("buyer@example.com", `${sub.id}9`, "paused")).toBeUndefined();
    expect(store.subscriptionsByEmail("buyer@example.com")[0].status).toBe("active");

    const paused = await store.setSubscriptionStatus(" BUYER@example.com ", sub.id, "paused");
    expect(paused).toMatchObject({ status: "paused", next_delivery_at: null });
    const resumed = await store.setSubscriptionStatus(
      "buyer@example.com",
      sub.id,
      "active",
      new Date("2026-06-01T00:00:00Z"),
    );
    expect(resumed).toMatchObject({ status: "active", next_delivery_at: "2026-06-29T12:00:00.000Z" });
    await store.setSubscriptionStatus("buyer@example.com", sub.id, "cancelled");
    const after = await store.setSubscriptionStatus("buyer@example.com", sub.id, "active");
    expect(after?.status).toBe("cancelled");
  });

  it("keeps contracts and their changes across a restart, from the journal a crash leaves", async () => {
    const dir = dataDir();
    const { store } = await placed(dir);
    const [sub] = store.subscriptionsByEmail("buyer@example.com");
    await store.setSubscriptionStatus("buyer@example.com", sub.id, "paused");
    // A crash: no snapshot was written since start, only the journal lines.
    expect(fs.readFileSync(path.join(dir, "local-storefront.json.journal"), "utf8")).toContain('"subscription"');
    const again = createLocalStore(dir);
    expect(again.subscriptionsByEmail("buyer@example.com")).toEqual([
      { ...sub, status: "paused", next_delivery_at: null },
    ]);
  });

  it("always schedules the next delivery after now, on the plan's rhythm", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3650 }), fc.constantFrom(30, 60, 90), (daysLater, interval) => {
        const now = new Date(PLACED.getTime() + daysLater * 86_400_000);
        const next = Date.parse(
          nextDelivery(
            { created_at: PLACED.toISOString(), selling_plan: { id: "", name: "", interval_days: interval } },
            now,
          ),
        );
        expect(next).toBeGreaterThan(now.getTime());
        expect((next - PLACED.getTime()) % (interval * 86_400_000)).toBe(0);
        expect(next - now.getTime()).toBeLessThanOrEqual(interval * 86_400_000);
      }),
    );
  });
});
