import { afterEach, describe, expect, it, vi } from "vitest";
import { createCatalogue } from "~/.server/storefront/catalogue";
import { createStorefront } from "~/.server/storefront/client";
import { startShopifyStandIn } from "../../support/shopify-stand-in";

/** The shared stale-while-revalidate cache, counting requests that reach the upstream. */
let standIn: Awaited<ReturnType<typeof startShopifyStandIn>> | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await standIn?.close();
});

const MINUTE = 60_000;
const product = (title: string) => ({
  id: "gid://shopify/Product/1",
  handle: "p",
  title,
  description: "",
  descriptionHtml: "",
  vendor: "BioLife Naturals",
  priceRange: { minVariantPrice: { amount: "10.00", currencyCode: "USD" } },
  images: { nodes: [] },
  variants: { nodes: [] },
  options: [],
});

async function setUp() {
  let title = "First";
  let failing = false;
  standIn = await startShopifyStandIn(() =>
    failing
      ? { status: 500, body: {} }
      : { body: { data: { products: { nodes: [product(title)] }, product: product(title) } } },
  );
  const catalogue = createCatalogue(
    createStorefront({ storeDomain: standIn.origin, token: "t" }),
    () => "x.myshopify.com",
  );
  return {
    catalogue,
    requests: () => standIn!.requests.length,
    rename: (next: string) => (title = next),
    fail: (value: boolean) => (failing = value),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("Storefront cache", () => {
  it("answers a warm read without a network call", async () => {
    const s = await setUp();
    await s.catalogue.products();
    expect(s.requests()).toBe(1);
    const warm = await s.catalogue.products();
    expect(warm[0].title).toBe("First");
    expect(s.requests()).toBe(1);
  });

  it("keys by query and variables", async () => {
    const s = await setUp();
    await s.catalogue.products(100);
    await s.catalogue.products(8);
    await s.catalogue.product("p");
    expect(s.requests()).toBe(3);
  });

  it("sends one upstream request for concurrent misses of one key", async () => {
    const s = await setUp();
    await Promise.all(Array.from({ length: 10 }, () => s.catalogue.products()));
    expect(s.requests()).toBe(1);
  });

  it("serves stale data after 5 minutes and refreshes it in the background", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const s = await setUp();
    await s.catalogue.products();
    s.rename("Second");
    vi.setSystemTime(Date.now() + 6 * MINUTE);
    expect((await s.catalogue.products())[0].title).toBe("First");
    await settle();
    expect(s.requests()).toBe(2);
    expect((await s.catalogue.products())[0].title).toBe("Second");
  });

  it("keeps serving stale data when the upstream fails", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const s = await setUp();
    await s.catalogue.products();
    s.fail(true);
    vi.setSystemTime(Date.now() + 6 * MINUTE);
    expect((await s.catalogue.products())[0].title).toBe("First");
    await settle();
    expect((await s.catalogue.products())[0].title).toBe("First");
  });

  it("keeps a single product fresh for 10 minutes, lists for 5", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const s = await setUp();
    await s.catalogue.product("p");
    await s.catalogue.products();
    vi.setSystemTime(Date.now() + 7 * MINUTE);
    await s.catalogue.product("p");
    await s.catalogue.products();
    await settle();
    expect(s.requests()).toBe(3);
  });

  it("drops entries after 15 minutes", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const s = await setUp();
    await s.catalogue.products();
    s.rename("Later");
    vi.setSystemTime(Date.now() + 16 * MINUTE);
    expect((await s.catalogue.products())[0].title).toBe("Later");
  });
});
