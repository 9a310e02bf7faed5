import type { Page } from "@playwright/test";

/**
 * Holds the page's module scripts back until `release()` is called, as on a slow connection: the page
 * loads and can be used without them, then hydrates (decision 0030: scripts start after the load event).
 * Tests use it to check that what a shopper typed or chose before hydration is kept.
 */
export async function holdScripts(page: Page): Promise<{ release: () => Promise<void> }> {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await opened;
    await route.continue();
  });
  return {
    release: async () => {
      open();
      await page.locator("html[data-hydrated]").waitFor();
    },
  };
}
