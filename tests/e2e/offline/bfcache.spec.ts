import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { signUpAndSignIn } from "../support/accounts";
import { bfcacheLaunchOptions, leaveAndComeBack, recordPageShows } from "../support/bfcache";

// Each page type comes back from the back/forward cache after a document navigation and Back (decision 0069).
// The service worker allowed, as shoppers have it: controlled pages must come back too.
test.use({ launchOptions: bfcacheLaunchOptions, serviceWorkers: "allow" });

test.beforeEach(async ({ page }) => recordPageShows(page));

const PUBLIC_PAGES = [
  "/",
  "/shop",
  "/bestsellers",
  "/shop?q=sugar",
  "/product/blood-sugar-maintenance",
  "/cart",
  "/auth",
  "/community",
  "/quiz",
  "/kia-giveaway",
  "/conditions",
  "/learn",
  "/faq",
  "/contact",
  "/does-not-exist",
];

async function expectRestored(page: Page, path: string, javaScriptEnabled: boolean) {
  await page.goto(path);
  // With scripts, left once they run: a handler they add (an unload, a socket) is what would keep the page out.
  if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor();
  const { restored, reasons } = await leaveAndComeBack(page, javaScriptEnabled);
  expect(restored, `${path} restored from the back/forward cache; not restored because ${reasons}`).toBe(true);
}

test.describe("back/forward cache @nojs", () => {
  test("every public page type is restored", async ({ page, javaScriptEnabled }) => {
    test.setTimeout(90_000);
    for (const path of PUBLIC_PAGES) await expectRestored(page, path, javaScriptEnabled);
  });

  test("a signed-in shopper's pages, the account and a cart with a line are restored", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.setTimeout(90_000);
    await signUpAndSignIn(page);
    await page.goto("/product/blood-sugar-maintenance");
    if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor();
    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    await expect(page.locator("[data-testid=cart-count]").first()).toHaveText("1");
    for (const path of ["/", "/product/blood-sugar-maintenance", "/cart", "/account", "/community"])
      await expectRestored(page, path, javaScriptEnabled);
  });

  test("after signing out elsewhere, Back does not show the account's private data", async ({
    page,
    javaScriptEnabled,
  }) => {
    const { email } = await signUpAndSignIn(page);
    await page.goto("/account");
    await expect(page.locator("main")).toContainText(email);
    const { restored } = await leaveAndComeBack(page, javaScriptEnabled, async () => {
      const out = await page.request.post("/logout", { maxRedirects: 0 });
      expect(out.status()).toBe(303);
    });
    expect(restored, "the account page is not restored once its session ended").toBe(false);
    await expect(page).toHaveURL(/\/auth/);
    await expect(page.locator("body")).not.toContainText(email);
  });
});

test("a page with the voice chat open is restored, its conversation ended", async ({ page }) => {
  // The browser's recognizer needs an online speech service: a stand-in that starts and stops.
  await page.addInitScript(() => {
    const scope = window as unknown as Record<string, unknown>;
    delete scope.SpeechRecognition;
    scope.webkitSpeechRecognition = class {
      onstart: (() => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        setTimeout(() => this.onstart?.(), 0);
      }
      stop() {
        setTimeout(() => this.onend?.(), 0);
      }
    };
  });
  await page.goto("/");
  await page.locator("html[data-hydrated]").waitFor();
  await page.locator("[data-chat-launcher]").click();
  await page.getByRole("button", { name: "Switch to voice chat" }).click();
  await expect(page.locator("[data-voice-mode]")).toBeVisible();
  const { restored, reasons } = await leaveAndComeBack(page, true);
  expect(restored, `not restored because ${reasons}`).toBe(true);
});
