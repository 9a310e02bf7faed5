import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCartStore } from "~/.server/cart/store";
import { addLine, setQuantity } from "~/lib/cart/rules";
import { testDatabases } from "../../support/databases";

describe.each(testDatabases)("cart sessions on $name", (database) => {
  let opened: Awaited<ReturnType<typeof database.open>>;
  beforeAll(async () => {
    opened = await database.open();
  });
  afterAll(() => opened.close());

  it("creates a session on the first change and reads it back", async () => {
    const store = createCartStore(opened.db);
    const { id } = await store.update(null, (cart) => addLine(cart, "gid://shopify/ProductVariant/1"));
    expect(await store.read(id)).toEqual({ lines: [{ merchandiseId: "gid://shopify/ProductVariant/1", quantity: 1 }] });
  });

  it("loses no line when two tabs add at once", async () => {
    const store = createCartStore(opened.db);
    const { id } = await store.update(null, (cart) => cart);
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        store.update(id, (cart) => addLine(cart, `gid://shopify/ProductVariant/${100 + i}`)),
      ),
    );
    await Promise.all(
      Array.from({ length: 5 }, () => store.update(id, (cart) => addLine(cart, "gid://shopify/ProductVariant/100"))),
    );
    const cart = await store.read(id);
    expect(cart.lines).toHaveLength(10);
    expect(cart.lines.find((l) => l.merchandiseId === "gid://shopify/ProductVariant/100")?.quantity).toBe(6);
  });

  it("reads an unknown or malformed session as an empty cart", async () => {
    const store = createCartStore(opened.db);
    expect(await store.read("00000000-0000-4000-8000-000000000000")).toEqual({ lines: [] });
    const { id } = await store.update(null, (cart) => setQuantity(addLine(cart, "v"), "v", 0));
    expect((await store.read(id)).lines).toEqual([]);
  });
});
