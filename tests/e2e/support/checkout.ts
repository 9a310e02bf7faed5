import type { Page } from "@playwright/test";

/** Clicks the cart's Checkout: with scripts the hosted checkout opens in a new tab, without in this one. */
export async function openCheckout(page: Page, javaScriptEnabled: boolean): Promise<Page> {
  // Before hydration the button is the form without scripts, answered in this tab (CI once waited 90 s for a tab).
  if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor();
  const popup = javaScriptEnabled ? page.waitForEvent("popup") : null;
  await page.getByRole("button", { name: "Checkout" }).click();
  return popup ? await popup : page;
}
