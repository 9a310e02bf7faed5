import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createLocalStore } from "../../../local-storefront/store";

/** The embedded storefront's carts and orders outlive a restart: snapshot plus journal. */
const dirs: string[] = [];
const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "local-store-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const line = {
  merchandiseId: "gid://shopify/ProductVariant/1",
  quantity: 2,
  productTitle: "Zinc",
  variantTitle: "",
  price: "10.00",
};

describe("local storefront store", () => {
  it("keeps carts, codes and orders across a restart", async () => {
    const dir = dataDir();
    const store = createLocalStore(dir);
    const [a, b] = await Promise.all([store.createCart([line], "USD"), store.createCart([line], "USD")]);
    await store.setDiscountCodes(a.token, ["WELCOME10"]);
    const placed = await store.placeOrder(a.token, "Buyer@Example.com");
    expect(placed?.order.total_price).toBe("18.00");

    const again = createLocalStore(dir);
    expect(again.getCart(a.token)?.orderId).toBe(placed?.order.id);
    expect(again.getCart(b.token)?.lines).toHaveLength(1);
    expect(again.ordersByEmail("buyer@example.com").map((o) => o.name)).toEqual(["#1001"]);
    // The journal was folded into the snapshot at start.
    expect(fs.statSync(path.join(dir, "local-storefront.json.journal")).size).toBe(0);
  });

  it("reads what a crash left: whole journal lines count, a cut-off last line does not", async () => {
    const dir = dataDir();
    const store = createLocalStore(dir);
    const cart = await store.createCart([line], "USD");
    fs.appendFileSync(path.join(dir, "local-storefront.json.journal"), '{"cart":{"token":"cut');
    const again = createLocalStore(dir);
    expect(again.getCart(cart.token)?.lines[0].quantity).toBe(2);
    expect(again.getCart("cut")).toBeUndefined();
  });

  it("appends one line per change instead of rewriting every cart", async () => {
    const dir = dataDir();
    const store = createLocalStore(dir);
    for (let i = 0; i < 50; i++) await store.createCart([line], "USD");
    const snapshot = fs.statSync(path.join(dir, "local-storefront.json")).size;
    const journal = fs.readFileSync(path.join(dir, "local-storefront.json.journal"), "utf8").trim().split("\n");
    expect(journal).toHaveLength(50);
    expect(snapshot).toBeLessThan(100);
  });
});
