import { test as base } from "@playwright/test";

/**
 * A page with the scheduled pop-ups (prayer modal, discount, giveaway) marked
 * as already seen, so they never cover what a test is looking at. The
 * pop-ups' own tests use the plain `test` from @playwright/test.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.addInitScript(() => {
      for (const flag of ["exitIntentShown", "jamaicaPrayerModalSeen", "firstLaunchShown"])
        sessionStorage.setItem(flag, "true");
    });
    await use(page);
  },
});

export { expect } from "@playwright/test";
