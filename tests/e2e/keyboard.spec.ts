import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";
import { expectFocusOn, firstCard, hiddenWhileFocused, hydrated, pressEnterOn } from "./support/keyboard";

/**
 * Issue 58, shoppers who do not use a mouse: every dialog opened and closed from the keyboard gives focus back to
 * what opened it; buttons that post keep focus; no focused element is ever fully hidden under the fixed bars.
 */

async function addFirstCardToCart(page: Page) {
  await page.goto("/shop");
  await hydrated(page);
  const add = firstCard(page).getByRole("button", { name: /^Add to Cart:/ });
  await pressEnterOn(add);
  const drawer = page.getByRole("dialog", { name: "Shopping Cart" });
  await expect(drawer).toBeVisible();
  return { add, drawer };
}

test.describe("keyboard journeys", () => {
  test("the search, cart drawer, quick view, compare and chat give focus back when closed", async ({ page }) => {
    test.slow();
    await page.goto("/shop");
    await hydrated(page);

    const search = page.locator("header").getByRole("link", { name: "Search products" });
    await pressEnterOn(search);
    await expect(page.getByRole("dialog", { name: "Search" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Search" })).toBeHidden();
    await expectFocusOn(search);

    const cart = page.locator("header").getByRole("link", { name: /^Cart,/ });
    await pressEnterOn(cart);
    await expect(page.getByRole("dialog", { name: "Shopping Cart" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expectFocusOn(cart);

    const quickView = firstCard(page).getByRole("link", { name: /^Quick View:/ });
    await pressEnterOn(quickView);
    const quick = page.getByRole("dialog");
    await expect(quick.getByRole("button", { name: "Close quick view" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(quick).toHaveCount(0);
    await expectFocusOn(quickView);

    await pressEnterOn(firstCard(page).getByRole("button", { name: /^Compare:/ }));
    await expect(firstCard(page).getByRole("button", { name: /^Comparing:/ })).toBeFocused();
    const bar = page.getByRole("button", { name: /^Compare \(1\// });
    await pressEnterOn(bar);
    await expect(page.getByRole("dialog", { name: "Compare Products" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expectFocusOn(bar);

    const launcher = page.getByRole("link", { name: "Chat with Nora, our AI nutritionist" });
    await pressEnterOn(launcher);
    await expect(page.getByRole("dialog", { name: /Nora/ })).toBeVisible();
    await page.keyboard.press("Escape");
    await expectFocusOn(launcher);
  });

  test("the phone menu gives focus back when closed", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/about");
    await hydrated(page);
    const menu = page.getByRole("button", { name: "Open menu" });
    await pressEnterOn(menu);
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expectFocusOn(menu);
  });

  test("add to cart, change the quantity and check out by keyboard: focus never drops to the page", async ({
    page,
  }) => {
    test.slow();
    const { add } = await addFirstCardToCart(page);
    await page.keyboard.press("Escape");
    await expectFocusOn(add);

    const wish = firstCard(page).getByRole("button", { name: /Wishlist:/ });
    await pressEnterOn(wish);
    await expect(wish).toHaveText(/In Wishlist/);
    await expect(wish).toBeFocused();

    await page.goto("/cart");
    await hydrated(page);
    const more = page.getByRole("button", { name: /^Increase quantity of/ });
    await pressEnterOn(more);
    await expect(page.getByTestId("line-quantity")).toHaveText("2");
    await expect(more).toBeFocused();
    const less = page.getByRole("button", { name: /^Decrease quantity of/ });
    await pressEnterOn(less);
    await expect(page.getByTestId("line-quantity")).toHaveText("1");
    await expect(less).toBeFocused();

    const checkout = page.getByRole("button", { name: /^Checkout/ });
    await expect(checkout).toHaveAccessibleName(/opens in a new tab/);
    const popup = page.waitForEvent("popup");
    await pressEnterOn(checkout);
    await (await popup).close();
    await expect(checkout).toBeFocused();

    const remove = page.getByRole("button", { name: /^Remove / });
    await pressEnterOn(remove);
    await expect(page.getByText("Your cart is empty")).toBeVisible();
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
  });

  for (const size of [
    { name: "200 % zoom", width: 640, height: 360 },
    { name: "320 px", width: 320, height: 640 },
  ]) {
    // Without scripts too: the add below is a keyboard press on a plain form.
    test(`no focused element is fully hidden under the fixed bars at ${size.name} @nojs`, async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto("/shop");
      await pressEnterOn(firstCard(page).getByRole("button", { name: /^Add to Cart:/ }));
      await expect(page.getByTestId("sticky-cart-bar")).toBeVisible();
      const hidden: string[] = [];
      for (const path of ["/", "/shop"]) {
        await page.goto(path);
        hidden.push(...(await hiddenWhileFocused(page, 45)).map((h) => `${path}: ${h}`));
      }
      expect(hidden).toEqual([]);
    });
  }
});

test.describe("announcements and names", () => {
  test("a client-side page change moves focus to the new page and announces its title", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    await pressEnterOn(page.locator("header").getByRole("link", { name: "Community" }));
    await expect(page).toHaveURL(/\/community$/);
    await expect(page.locator("main h1")).toBeFocused();
    await expect(page.locator("[data-route-announcer]")).toHaveText(await page.title());
  });

  test("the toasts' live region is on the page before the first toast, and the cart total is announced", async ({
    page,
  }) => {
    await page.goto("/shop");
    await hydrated(page);
    await expect(page.locator("section[aria-live]")).toHaveCount(1);
    await firstCard(page)
      .getByRole("button", { name: /^Add to Cart:/ })
      .click();
    await expect(page.getByRole("dialog", { name: "Shopping Cart" })).toBeVisible();
    await page.goto("/cart");
    await expect(page.getByTestId("cart-total").locator("xpath=ancestor-or-self::*[@aria-live='polite']")).toHaveCount(
      1,
    );
  });

  test("sign-up and reset pages are titled for what they do; a card's Compare name matches its text", async ({
    page,
  }) => {
    await page.goto("/auth?mode=signup");
    await expect(page).toHaveTitle(/^Sign Up/);
    await page.goto("/auth?mode=reset");
    await expect(page).toHaveTitle(/^Reset Password/);
    await page.goto("/shop");
    await hydrated(page);
    const compare = firstCard(page).getByRole("button", { name: /^Compare:/ });
    await pressEnterOn(compare);
    const comparing = firstCard(page).getByRole("button", { name: /Comparing/ });
    await expect(comparing).toHaveText(/Comparing/);
    await expect(comparing).toHaveAccessibleName(/^Comparing: /);
  });

  test("reduced motion: no logo overlay between hero slides, no animated progress bar", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await hydrated(page);
    await page.evaluate(() => {
      (window as unknown as { overlaySeen: boolean }).overlaySeen = false;
      new MutationObserver(() => {
        if (document.querySelector("[data-testid=hero-overlay]"))
          (window as unknown as { overlaySeen: boolean }).overlaySeen = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole("button", { name: "Next slide" }).click();
    await expect(page.getByRole("button", { name: /^Go to slide 2/ })).toHaveAttribute("aria-current", "true");
    expect(await page.evaluate(() => (window as unknown as { overlaySeen: boolean }).overlaySeen)).toBe(false);
    const transition = await page.locator(".nav-progress").evaluate((el) => {
      const style = getComputedStyle(el);
      return style.transitionProperty === "none" ? "none" : style.transitionDuration;
    });
    expect(["none", "0s"]).toContain(transition);
  });
});
