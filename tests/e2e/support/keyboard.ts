import { expect, type Locator, type Page } from "@playwright/test";

/** Focuses a control without a pointer (the way Tab would land on it) and presses Enter. */
export async function pressEnterOn(control: Locator) {
  await control.focus();
  await control.press("Enter");
}

/** What has focus, described for a failure message ("BODY" when focus was dropped). */
export function focusedDescription(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "BODY";
    return `${el.tagName} ${el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 40) ?? ""}`;
  });
}

/** Focus is on `control` (not dropped to <body> on the way). */
export async function expectFocusOn(control: Locator) {
  await expect(control).toBeFocused();
}

/** Waits for the page's scripts: a keyboard press before hydration is the browser's own. */
export async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor();
}

export const firstCard = (page: Page) => page.locator("article.card").first();

/** Opens /shop with its scripts and clicks the first card's Add to Cart (the drawer opens, a toast shows). */
export async function addFirstCard(page: Page) {
  await page.goto("/shop");
  await hydrated(page);
  await firstCard(page)
    .getByRole("button", { name: /^Add to Cart:/ })
    .click();
}

/**
 * Tabs through the page up to `steps` times and returns the focused elements that fixed or sticky bars cover
 * entirely (WCAG 2.4.11): every probe point of the element's visible box is under a fixed/sticky element that is not
 * the focused one nor one of its ancestors.
 */
export async function hiddenWhileFocused(page: Page, steps: number): Promise<string[]> {
  const hidden: string[] = [];
  for (let i = 0; i < steps; i++) {
    await page.keyboard.press("Tab");
    const covered = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return null;
      const left = Math.max(r.left, 0);
      const right = Math.min(r.right, window.innerWidth);
      const top = Math.max(r.top, 0);
      const bottom = Math.min(r.bottom, window.innerHeight);
      // Scrolled out of a carousel's or a closed panel's box: not a bar's doing.
      if (right <= left || bottom <= top) return null;
      const pinned = (node: Element | null) => {
        for (let n = node; n; n = n.parentElement) {
          const position = getComputedStyle(n).position;
          if (position === "fixed" || position === "sticky") return n;
        }
        return null;
      };
      const xs = [left + 1, (left + right) / 2, right - 1];
      const ys = [top + 1, (top + bottom) / 2, bottom - 1];
      for (const x of xs)
        for (const y of ys) {
          const topmost = document.elementFromPoint(x, y);
          if (!topmost || el.contains(topmost) || topmost.contains(el)) return null;
          const bar = pinned(topmost);
          if (!bar || bar.contains(el)) return null;
        }
      return `${el.tagName} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 30)}"`;
    });
    if (covered) hidden.push(covered);
  }
  return hidden;
}
