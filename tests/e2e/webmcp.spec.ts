import type { Page } from "@playwright/test";
import fc from "fast-check";
import { expect, test } from "./fixtures";
import { entriesFor, mailsAbout, uniqueEmail } from "./support/giveaway-data";
import { DURING_SEEDED_GIVEAWAY, setShopClock } from "./support/shop-clock";

/**
 * The shop's WebMCP tools as a shopper's agent meets them (the "webmcp"
 * project: Chromium with --enable-features=WebMCP). Every step of the agent's
 * journey is a tool call; the only click is the shopper's own confirmation.
 */
interface ToolResult {
  content: Array<{ type: string; text: string }>;
  isError?: boolean;
}

const IMPERATIVE = ["search_products", "get_product", "get_cart", "update_cart", "ask_nora", "begin_checkout"];

async function ready(page: Page, path: string) {
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor();
  await expect
    .poll(async () => (await page.webmcp.tools()).map((t) => t.name))
    .toEqual(expect.arrayContaining(IMPERATIVE));
}

async function call<T>(page: Page, name: string, input: object = {}): Promise<T> {
  const result = (await page.webmcp.callTool(name, input)) as ToolResult;
  expect(result.isError, result.content[0]?.text).toBeFalsy();
  return JSON.parse(result.content[0].text) as T;
}

/** A tool that waits for the shopper never resolves by itself: give it a moment, then move on. */
const started = (promise: Promise<unknown>) =>
  Promise.race([
    promise.then(
      () => "resolved",
      () => "ended",
    ),
    new Promise((r) => setTimeout(() => r("waiting"), 1500)),
  ]);

type Cart = {
  lines: Array<{ merchandiseId: string; quantity: number }>;
  itemCount: number;
  discountCodes: Array<{ code: string; applicable: boolean }>;
  total: { amount: string };
};

test("each page lists its tools, each with a description and an input schema", async ({ page }) => {
  const expected: Record<string, string[]> = {
    "/": [...IMPERATIVE, "newsletter_signup"],
    "/shop": [...IMPERATIVE, "search_catalog"],
    "/product/magnesium-glycinate": [...IMPERATIVE, "add_to_cart"],
    "/chat": [...IMPERATIVE, "ask_nora_form"],
    "/cart": [...IMPERATIVE, "checkout", "apply_discount_code", "increase_line_1", "decrease_line_1", "remove_line_1"],
  };
  for (const [path, names] of Object.entries(expected)) {
    if (path === "/cart") await call(page, "update_cart", { action: "add", merchandiseId: await firstVariant(page) });
    await ready(page, path);
    const tools = await page.webmcp.tools();
    expect(
      tools.map((t) => t.name),
      path,
    ).toEqual(expect.arrayContaining(names));
    // A grid's cards share one form without a tool: an agent adds a listed product through update_cart (0027).
    expect(
      tools.filter((t) => t.name.startsWith("add_to_cart_")),
      path,
    ).toEqual([]);
    for (const tool of tools) {
      expect(tool.description.length, tool.name).toBeGreaterThan(10);
      expect(tool.inputSchema, tool.name).toMatchObject({ type: "object" });
    }
  }
  // Nothing of the shopper's (their cart's products) names or describes a tool.
  const text = JSON.stringify((await page.webmcp.tools()).map((t) => [t.name, t.description]));
  expect(text).not.toContain("Magnesium");
});

async function firstVariant(page: Page) {
  const product = await call<{ variants: Array<{ merchandiseId: string; available: boolean }> }>(page, "get_product", {
    handle: "magnesium-glycinate",
  });
  return product.variants.find((v) => v.available)!.merchandiseId;
}

test("an agent shops through tool calls only; checkout waits for the shopper's yes", async ({ page }) => {
  await ready(page, "/");
  const found = await call<{ products: Array<{ handle: string; url: string; price: { amount: string } }> }>(
    page,
    "search_products",
    { query: "blood sugar" },
  );
  expect(found.products.length).toBeGreaterThan(0);
  const first = found.products[0];
  expect(first.url).toBe(`/product/${first.handle}`);

  const product = await call<{
    title: string;
    description: string;
    variants: Array<{ merchandiseId: string; available: boolean; price: { amount: string; currency: string } }>;
  }>(page, "get_product", { handle: first.handle });
  expect(product.description).not.toMatch(/<[a-z]/i);
  const variant = product.variants.find((v) => v.available)!;

  await call(page, "update_cart", { action: "add", merchandiseId: variant.merchandiseId, quantity: 2 });
  const cart = await call<Cart>(page, "get_cart");
  expect(cart.lines).toEqual([expect.objectContaining({ merchandiseId: variant.merchandiseId, quantity: 2 })]);
  expect(cart.total.amount).toBe((Math.round(Number(variant.price.amount) * 100 * 2) / 100).toFixed(2));
  // The header's cart follows, as after the shopper's own add.
  await expect(page.getByTestId("cart-count").first()).toHaveText("2");

  // The store prices the code: the total drops 10 %.
  await call(page, "update_cart", { action: "apply_discount", code: "WELCOME10" });
  const discounted = await call<Cart>(page, "get_cart");
  expect(discounted.discountCodes).toEqual([{ code: "WELCOME10", applicable: true }]);
  expect(discounted.total.amount).toBe((Math.round(Number(cart.total.amount) * 90) / 100).toFixed(2));

  const url = page.url();
  const checkout = page.webmcp.callTool("begin_checkout", {});
  const confirm = page.getByRole("dialog", { name: "Your AI assistant wants to start checkout" });
  await expect(confirm).toContainText(`2 items, total $${discounted.total.amount} USD`);
  expect(await started(checkout)).toBe("waiting");
  expect(page.url()).toBe(url);
  // A script's click is not the shopper's: still no checkout.
  await confirm.getByRole("button", { name: "Go to checkout" }).evaluate((b: HTMLButtonElement) => b.click());
  expect(page.url()).toBe(url);
  await confirm.getByRole("button", { name: "Go to checkout" }).click();
  await page.waitForURL(/\/local-storefront\/checkout\//);
  await expect(page.getByText(product.title).first()).toBeVisible();
  await expect(page.getByTestId("checkout-discount")).toBeVisible();
});

test("hostile tool input gets the forms' messages, never a 500", async ({ page }) => {
  test.slow();
  const serverErrors: string[] = [];
  page.on("response", (r) => {
    if (r.status() >= 500) serverErrors.push(`${r.status()} ${r.url()}`);
  });
  await ready(page, "/");
  const hostile = fc.oneof(
    fc.string({ maxLength: 300 }),
    fc.constantFrom("", " ", "<script>alert(1)</script>", "../../etc/passwd", "\u0000", "9".repeat(400), "-1", "1e9"),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string(), { maxLength: 3 }),
    fc.object({ maxDepth: 1 }),
  );
  const messages = new Set<string>();
  const inputs: Record<string, fc.Arbitrary<object>> = {
    search_products: fc.record(
      { query: hostile, sort: hostile, category: hostile, page: hostile },
      { requiredKeys: [] },
    ),
    get_product: fc.record({ handle: hostile }, { requiredKeys: [] }),
    get_cart: fc.record({ anything: hostile }, { requiredKeys: [] }),
    update_cart: fc.record(
      {
        action: fc.oneof(
          hostile,
          fc.constantFrom("add", "set", "remove", "clear", "checkout", "apply_discount", "remove_discount"),
        ),
        merchandiseId: hostile,
        quantity: hostile,
        code: hostile,
      },
      { requiredKeys: [] },
    ),
    ask_nora: fc.record(
      { question: fc.oneof(hostile, fc.constantFrom("", "   ", "x".repeat(2001))) },
      { requiredKeys: [] },
    ),
  };
  // A well-formed handle the catalogue does not know is the product page's 404, said as the page says it.
  expect(await page.webmcp.callTool("get_product", { handle: "no-such-product" })).toEqual({
    content: [{ type: "text", text: "Product not found" }],
    isError: true,
  });
  for (const [name, input] of Object.entries(inputs)) {
    await fc.assert(
      fc.asyncProperty(input, async (value) => {
        const result = (await page.webmcp.callTool(name, value)) as ToolResult;
        expect(result.content[0].text.length).toBeGreaterThan(0);
        if (result.isError) messages.add(result.content[0].text);
      }),
      { numRuns: name === "ask_nora" ? 6 : 20 },
    );
  }
  // The declarative search takes any text the agent types, as the search box does.
  await ready(page, "/shop");
  await fc.assert(
    fc.asyncProperty(fc.string({ maxLength: 150 }), async (q) => {
      const result = (await page.webmcp.callTool("search_catalog", { q })) as ToolResult;
      expect(result.isError, result.content[0]?.text).toBeFalsy();
    }),
    { numRuns: 5 },
  );
  expect(serverErrors).toEqual([]);
  // Refusals speak the forms' own words, never a stack or a status line.
  for (const message of messages) expect(message).not.toMatch(/Error:|HTTP \d|undefined|Expected |could not answer/);
  expect([...messages]).toEqual(expect.arrayContaining(["Product not found", "Unknown cart action"]));
});

test("with JavaScript, a form tool answers with what the page's action or loader answered", async ({ page: shop }) => {
  let page = shop;
  await ready(page, "/shop");
  const search = (await page.webmcp.callTool("search_catalog", { q: "magnesium", sort: "price-low" })) as ToolResult;
  expect(JSON.parse(search.content[0].text)).toMatchObject({ page: "/shop?q=magnesium&sort=price-low" });
  await expect(page.getByText(/products? for “magnesium”/)).toBeVisible();

  await ready(page, "/product/magnesium-glycinate");
  const added = (await page.webmcp.callTool("add_to_cart", {})) as ToolResult;
  expect(added.isError).toBeFalsy();
  await expect(page.getByTestId("cart-count").first()).toHaveText("1");
  // Debian's Chromium 156 (WebMCP behind a flag) sometimes crashes its renderer when a page that has just
  // answered a form tool navigates away: the cart opens in a page of its own.
  page = await page.context().newPage();

  await ready(page, "/cart");
  const refused = (await page.webmcp.callTool("apply_discount_code", { code: "NOPE10" })) as ToolResult;
  expect(refused).toEqual({ content: [{ type: "text", text: "That code isn't valid for this cart." }], isError: true });
  const applied = (await page.webmcp.callTool("apply_discount_code", { code: "WELCOME10" })) as ToolResult;
  expect(applied.isError, applied.content[0]?.text).toBeFalsy();
  await expect(page.getByTestId("cart-discount-codes")).toContainText("WELCOME10");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the declarative search and add-to-cart tools still submit and load the new page", async ({ page }) => {
    await page.goto("/shop");
    const search = page.webmcp.callTool("search_catalog", { q: "magnesium", sort: "price-low" });
    await page.waitForURL(/\/shop\?q=magnesium&sort=price-low/);
    await search.catch(() => undefined);
    await expect(page.getByText(/products? for “magnesium”/)).toBeVisible();

    await page.goto("/product/magnesium-glycinate");
    const add = page.webmcp.callTool("add_to_cart", {});
    await expect(page.getByRole("status")).toContainText("added to cart!");
    await add.catch(() => undefined);
    await expect(page.getByTestId("cart-count").first()).toHaveText("1");
  });
});

test("a waiting tool fills the form and stores nothing until the shopper submits", async ({ page }) => {
  await setShopClock(page.context(), DURING_SEEDED_GIVEAWAY);
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST") posts.push(r.url());
  });

  const email = uniqueEmail("webmcp-giveaway");
  await page.goto("/kia-giveaway");
  await page.locator("html[data-hydrated]").waitFor();
  const entry = page.webmcp.callTool("enter_giveaway", {
    name: "Andre Williams",
    email,
    phone: "555-0199",
    address: "9 Ocean Dr, Miami, FL",
    consent: true,
  });
  expect(await started(entry)).toBe("waiting");
  await expect(page.getByLabel("Email")).toHaveValue(email);
  expect(posts).toEqual([]);
  expect(await entriesFor(page.request, email)).toEqual([]);

  const contactEmail = uniqueEmail("webmcp-contact");
  await page.goto("/contact");
  await page.locator("html[data-hydrated]").waitFor();
  const message = page.webmcp.callTool("contact_us", {
    name: "Andre Williams",
    email: contactEmail,
    subject: "Order question",
    message: "Where is my order?",
  });
  expect(await started(message)).toBe("waiting");
  await expect(page.getByLabel("Email Address")).toHaveValue(contactEmail);
  expect(posts).toEqual([]);
  expect(await mailsAbout(page.request, contactEmail)).toEqual([]);
  // The shopper's own submit sends it, and the agent gets the page's answer.
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect.poll(async () => (await mailsAbout(page.request, contactEmail)).length).toBeGreaterThan(0);
});
