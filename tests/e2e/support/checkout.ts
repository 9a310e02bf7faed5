import type { Page } from "@playwright/test";

/** Clicks the cart's Checkout: with scripts the hosted checkout opens in a new tab, without in this one. */
export async function openCheckout(page: Page, javaScriptEnabled: boolean): Promise<Page> {
  const popup = javaScriptEnabled ? page.waitForEvent("popup") : null;
  await page.getByRole("button", { name: "Checkout" }).click();
  return popup ? await popup : page;
}
