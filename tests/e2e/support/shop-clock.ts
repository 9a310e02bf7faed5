import type { BrowserContext } from "@playwright/test";
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
