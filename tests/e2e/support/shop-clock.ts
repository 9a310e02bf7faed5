import { expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { baseURL } from "../../../playwright.config";

/**
 * Runs the shop's server at another date for this browser (the dev-only
 * biolife_clock cookie, see app/.server/clock.ts): which campaigns run is
 * decided on the server, so a test of the 2025 giveaway sets both clocks.
 */
export async function setShopClock(context: BrowserContext, at: Date) {
  await context.addCookies([{ name: "biolife_clock", value: at.toISOString(), url: baseURL }]);
}

/** Inside the seeded giveaway, prayer sign-up and discount windows (before the 10 Dec 2025 cut-off). */
export const DURING_SEEDED_GIVEAWAY = new Date("2025-11-20T10:00:00");

/**
 * A new shopper on /about at `at` (both clocks), the other pop-ups marked
 * seen, with the pop-up scheduler ready: a test then fast-forwards the page's
 * clock to see which campaign pop-up opens.
 */
export async function popupShopper(browser: Browser, at: Date): Promise<Page> {
  const context = await browser.newContext();
  await setShopClock(context, at);
  const page = await context.newPage();
  await page.addInitScript(() => {
    sessionStorage.setItem("exitIntentShown", "true");
    sessionStorage.setItem("jamaicaPrayerModalSeen", "true");
  });
  await page.clock.install({ time: at });
  await page.goto("/about");
  await expect(page.locator("html")).toHaveAttribute("data-popups", "ready", { timeout: 20_000 });
  return page;
}
