import { expect, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../../scripts/chromium";

/**
 * Chromium as the e2e projects launch it, but with its back/forward cache on:
 * Playwright switches it off by default (--disable-back-forward-cache), and a
 * fake microphone for the voice chat.
 */
export const bfcacheLaunchOptions = {
  executablePath: CHROMIUM_PATH,
  ignoreDefaultArgs: ["--disable-back-forward-cache"],
  args: [...CHROMIUM_ARGS, "--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"],
};

/** Records every pageshow's `persisted`, per document (a restored document keeps its list); scripts only. */
export async function recordPageShows(page: Page) {
  await page.addInitScript(() => {
    const shows: boolean[] = [];
    (window as unknown as { __pageShows: boolean[] }).__pageShows = shows;
    window.addEventListener("pageshow", (event) => shows.push(event.persisted));
  });
}

/**
 * Leaves the page for another document, runs `whileAway`, comes Back, and answers whether the page came back
 * from the back/forward cache, with Chromium's reasons when it did not (the DevTools protocol's, so a page
 * without scripts is measured too). With scripts, the restored page must also have said so: pageshow persisted.
 */
export async function leaveAndComeBack(page: Page, javaScriptEnabled: boolean, whileAway?: () => Promise<void>) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Page.enable");
  let navigation: string | null = null;
  let reasons: string[] = [];
  cdp.on("Page.frameNavigated", ({ frame, type }) => {
    if (!frame.parentId) navigation = type;
  });
  cdp.on("Page.backForwardCacheNotUsed", ({ notRestoredExplanations }) => {
    reasons = notRestoredExplanations.map((e) => e.reason);
  });
  await page.goto("/about");
  if (whileAway) await whileAway();
  navigation = null;
  await page.goBack({ waitUntil: "commit" });
  await expect.poll(() => navigation).not.toBeNull();
  const restoredByCdp = navigation === "BackForwardCacheRestore";
  await cdp.detach();
  if (!javaScriptEnabled) return { restored: restoredByCdp, reasons: reasons.join(", ") };
  // A restored document fires pageshow (persisted) again; a new one fires its first.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __pageShows?: boolean[] }).__pageShows?.length ?? 0))
    .toBeGreaterThan(0);
  const persisted = await page.evaluate(() => (window as unknown as { __pageShows: boolean[] }).__pageShows.at(-1));
  const notRestored = await page.evaluate(() =>
    JSON.stringify(
      (performance.getEntriesByType("navigation")[0] as unknown as { notRestoredReasons?: unknown })
        .notRestoredReasons ?? null,
    ),
  );
  expect(persisted, "pageshow's persisted agrees with DevTools").toBe(restoredByCdp);
  return { restored: persisted === true, reasons: `${reasons.join(", ")} ${notRestored}` };
}
