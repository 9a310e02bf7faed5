import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const badge = (page: Page) => page.getByTestId("cart-count");
const lines = (page: Page) => page.getByTestId("cart-line");

async function addFromProductPage(page: Page, handle: string, javaScriptEnabled: boolean) {
  await page.goto(`/product/${handle}`);
  if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor();
  await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
  if (javaScriptEnabled) {
    // The drawer opens at the tap; the add has landed once no line in it is on its way.
    const drawer = page.getByRole("dialog", { name: "Shopping Cart" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByTestId("line-pending")).toHaveCount(0);
  } else await expect(page.getByRole("status")).toContainText("added to cart!");
}

/**
 * Holds the page's requests to `url` made with `method` until the returned function is called: network shaping,
 * not a stand-in (the server answers each one once released).
 */
async function hold(page: Page, url: string, method: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (route.request().method() === method) await released;
    await route.continue();
  });
  return release;
}

test.describe("cart", () => {
  test("add, add again, change quantity, remove, with the badge and sticky bar @nojs", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/shop");
    await expect(badge(page)).toHaveCount(0);
    await expect(page.getByTestId("sticky-cart-bar")).toHaveCount(0);

    await addFromProductPage(page, "magnesium-glycinate", javaScriptEnabled);
    await expect(badge(page)).toHaveText("1");
    await addFromProductPage(page, "magnesium-glycinate", javaScriptEnabled);
    await expect(badge(page)).toHaveText("2");
    await addFromProductPage(page, "ultra-memory", javaScriptEnabled);
    await expect(badge(page)).toHaveText("3");
    await expect(page.getByTestId("sticky-cart-bar")).toContainText("3 items");

    await page.goto("/cart");
    await expect(lines(page)).toHaveCount(2);
    const magnesium = lines(page).filter({ hasText: "Magnesium Glycinate" });
    await expect(magnesium.getByTestId("line-quantity")).toHaveText("2");
    await magnesium.getByRole("button", { name: /Increase quantity/ }).click();
    await expect(magnesium.getByTestId("line-quantity")).toHaveText("3");
    await magnesium.getByRole("button", { name: /Decrease quantity/ }).click();
    await expect(magnesium.getByTestId("line-quantity")).toHaveText("2");
    await expect(page.getByTestId("cart-item-count")).toHaveText("3 items");

    const memory = lines(page).filter({ hasText: "Ultra Memory" });
    await memory.getByRole("button", { name: /Decrease quantity/ }).click();
    await expect(lines(page)).toHaveCount(1);
    await lines(page)
      .first()
      .getByRole("button", { name: /Remove/ })
      .click();
    await expect(page.getByText("Your cart is empty")).toBeVisible();
    await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/shop");
  });

  test("the total is the sum of price times quantity with the currency code @nojs", async ({
    page,
    javaScriptEnabled,
  }) => {
    await addFromProductPage(page, "vitamin-d3-k2", javaScriptEnabled);
    await addFromProductPage(page, "vitamin-d3-k2", javaScriptEnabled);
    await page.goto("/cart");
    const price = Number(
      (await page.getByTestId("cart-line").locator("p.text-sm.font-medium").textContent())!.replace(/[^0-9.]/g, ""),
    );
    await expect(page.getByTestId("cart-total")).toHaveText(`$${(price * 2).toFixed(2)} USD`);
  });

  test("checks out on the local checkout page and the placed order empties the cart @nojs", async ({
    page,
    javaScriptEnabled,
  }) => {
    await addFromProductPage(page, "joint-formula", javaScriptEnabled);
    await page.goto("/cart");
    if (javaScriptEnabled) {
      const popup = page.waitForEvent("popup");
      await page.getByRole("button", { name: "Checkout" }).click();
      const checkout = await popup;
      await expect(checkout).toHaveURL(/\/local-storefront\/checkout\/.*channel=online_store/);
      await checkout.getByLabel("Email").fill("buyer@example.com");
      await checkout.getByRole("button", { name: "Place order" }).click();
      await expect(checkout.getByRole("heading", { level: 1 })).toContainText("is confirmed");
    } else {
      await page.getByRole("button", { name: "Checkout" }).click();
      await expect(page).toHaveURL(/\/local-storefront\/checkout\/.*channel=online_store/);
      await expect(page.getByText("Joint Formula")).toBeVisible();
      await page.getByLabel("Email").fill("buyer@example");
      await page.getByRole("button", { name: "Place order" }).click();
      await expect(page.getByText("Please enter a valid email address")).toBeVisible();
      await page.getByLabel("Email").fill("buyer@example.com");
      await page.getByRole("button", { name: "Place order" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toContainText("is confirmed");
    }
    await page.goto("/cart");
    await expect(page.getByText("Your cart is empty")).toBeVisible();
  });

  test("with scripts, adding opens the drawer and shows the toast", async ({ page }) => {
    await page.goto("/product/magnesium-glycinate");
    await page.locator("html[data-hydrated]").waitFor();
    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    const drawer = page.getByRole("dialog", { name: "Shopping Cart" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByTestId("cart-line")).toHaveCount(1);
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: "Magnesium Glycinate added to cart!" }),
    ).toContainText("Click the cart icon in the header to checkout");
    const mirror = await page.evaluate(() => JSON.parse(localStorage.getItem("shopify-cart") ?? "{}"));
    expect(mirror.items).toHaveLength(1);
    expect(mirror.items[0]).toMatchObject({ quantity: 1, product: { handle: "magnesium-glycinate" } });
    await page.keyboard.press("Escape");
    await page.locator("header").getByRole("link", { name: /^Cart/ }).click();
    await expect(drawer).toBeVisible();
  });

  test("with scripts, the drawer shows the line at the tap, before the server answers", async ({ page }) => {
    await page.goto("/product/magnesium-glycinate");
    await page.locator("html[data-hydrated]").waitFor();
    const release = await hold(page, "**/cart.data", "POST");
    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    const drawer = page.getByRole("dialog", { name: "Shopping Cart" });
    const line = drawer.getByTestId("cart-line");
    await expect(line).toHaveCount(1);
    await expect(line).toContainText("Magnesium Glycinate");
    await expect(line.getByTestId("line-pending")).toHaveText("Quantity 1 · Adding...");
    await expect(line.getByRole("button")).toHaveCount(0);
    await expect(drawer.getByRole("button", { name: "Loading..." })).toHaveAttribute("aria-disabled", "true");
    release();
    await expect(line.getByTestId("line-quantity")).toHaveText("1");
    await expect(line.getByTestId("line-pending")).toHaveCount(0);
    await expect(drawer.getByRole("button", { name: /^Checkout/ })).toBeVisible();
    await expect(page.getByTestId("cart-count")).toHaveText("1");
  });

  test("with scripts, a drawer closed while the add is on its way stays closed", async ({ page }) => {
    await page.goto("/product/ultra-memory");
    await page.locator("html[data-hydrated]").waitFor();
    const release = await hold(page, "**/cart.data", "POST");
    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    const drawer = page.getByRole("dialog", { name: "Shopping Cart" });
    await expect(drawer.getByTestId("line-pending")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    release();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Ultra Memory added to cart!" })).toBeVisible();
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    await expect(drawer).toBeHidden();
  });

  test("the drawer's empty state, and Loading... while the checkout is created", async ({ page }) => {
    await page.goto("/shop");
    await page.locator("html[data-hydrated]").waitFor();
    await page.locator("header").getByRole("link", { name: /^Cart/ }).click();
    const drawer = page.getByRole("dialog", { name: "Shopping Cart" });
    await expect(drawer.getByText("Your cart is empty")).toBeVisible();
    await page.keyboard.press("Escape");

    await page.goto("/product/ultra-memory");
    await page.locator("html[data-hydrated]").waitFor();
    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    await expect(drawer).toBeVisible();
    await page.route("**/cart.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const popup = page.waitForEvent("popup");
    await drawer.getByRole("button", { name: "Checkout" }).click();
    await expect(drawer.getByRole("button", { name: "Loading..." })).toBeVisible();
    await (await popup).close();
  });

  test("with scripts, the checkout opens once the server has answered, not after the page's data reloads", async ({
    page,
  }) => {
    await page.goto("/product/ultra-memory");
    await page.locator("html[data-hydrated]").waitFor();
    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    const drawer = page.getByRole("dialog", { name: "Shopping Cart" });
    await expect(drawer.getByTestId("line-quantity")).toHaveText("1");
    // The page's data reloading after the checkout post.
    const release = await hold(page, "**/product/ultra-memory.data*", "GET");
    const popup = page.waitForEvent("popup");
    await drawer.getByRole("button", { name: /^Checkout/ }).click();
    const checkout = await popup;
    await expect(checkout).toHaveURL(/\/local-storefront\/checkout\//);
    await expect(checkout.getByRole("button", { name: "Place order" })).toBeVisible();
    release();
    await checkout.close();
  });

  test("a tampered cart cookie reads as an empty cart, never a server error", async ({ page, context }) => {
    await page.goto("/product/ultra-memory");
    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    await expect(badge(page)).toHaveText("1");
    const [cookie] = (await context.cookies()).filter((c) => c.name === "biolife_cart");
    await context.addCookies([{ ...cookie, value: `${cookie.value}x` }]);
    const response = await page.goto("/cart");
    expect(response?.status()).toBe(200);
    await expect(page.getByText("Your cart is empty")).toBeVisible();
  });

  test("no cart action answers 500 to a malformed body", async ({ request }) => {
    const bodies: Array<{ headers: Record<string, string>; data: string }> = [
      { headers: { "content-type": "application/x-www-form-urlencoded" }, data: "garbage" },
      { headers: { "content-type": "application/x-www-form-urlencoded" }, data: "intent=add" },
      {
        headers: { "content-type": "application/x-www-form-urlencoded" },
        data: "intent=add&merchandiseId=nope&quantity=1",
      },
      {
        headers: { "content-type": "application/x-www-form-urlencoded" },
        data: "intent=set&merchandiseId=x&quantity=abc",
      },
      {
        headers: { "content-type": "application/x-www-form-urlencoded" },
        data: "intent=add&merchandiseId=x&quantity=1000",
      },
      { headers: { "content-type": "application/x-www-form-urlencoded" }, data: "intent=checkout" },
      { headers: { "content-type": "multipart/form-data; boundary=zz" }, data: "--zz\r\nbroken" },
      { headers: { "content-type": "application/json" }, data: "{" },
    ];
    for (const body of bodies) {
      const response = await request.post("/cart", { headers: body.headers, data: body.data, maxRedirects: 0 });
      expect(response.status(), body.data).toBe(400);
    }
  });
});

test("a failed checkout shows the toast and keeps the cart", async ({ page, request }) => {
  await page.goto("/product/turmeric-curcumin");
  const variant = await page.locator('input[name="merchandiseId"]').first().getAttribute("value");
  const inject = await request.post("/local-storefront/faults", {
    data: { cartCreateError: { merchandiseId: variant, message: "Store is closed" } },
  });
  expect(inject.ok()).toBe(true);
  try {
    await page.locator("html[data-hydrated]").waitFor();
    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    const drawer = page.getByRole("dialog", { name: "Shopping Cart" });
    await expect(drawer).toBeVisible();
    const popup = page.waitForEvent("popup");
    await drawer.getByRole("button", { name: "Checkout" }).click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Failed to create checkout" });
    await expect(toast).toContainText("Please try again or contact support");
    await (await popup).isClosed();
    await expect(drawer.getByTestId("cart-line")).toHaveCount(1);
  } finally {
    await request.post("/local-storefront/faults", { data: { cartCreateError: null } });
  }
});
