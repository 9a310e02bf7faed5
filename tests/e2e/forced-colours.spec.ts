import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";
import { hydrated, pressEnterOn } from "./support/keyboard";

/**
 * Issue 58 item 1: in forced colours (Windows high contrast, emulated) every control keeps a visible glyph (its text,
 * an inline icon, or its CSS-drawn icon in a system colour unlike what is behind it) and every dialog a visible edge.
 * Read from computed styles, which Chromium reports with the forced colours applied.
 */
function controlsWithoutGlyph(page: Page, root = "body"): Promise<string[]> {
  return page.evaluate((rootSelector) => {
    const opaque = (colour: string) => !/rgba\(.*,\s*0\)$/.test(colour) && colour !== "transparent";
    const behind = (el: Element) => {
      for (let n: Element | null = el; n; n = n.parentElement) {
        const bg = getComputedStyle(n).backgroundColor;
        if (opaque(bg)) return bg;
      }
      return "rgb(255, 255, 255)";
    };
    // A pseudo-element drawn as a shape: a CSS icon (a mask) or a dot (a background).
    const cssIcon = (el: Element, pseudo: "::before" | "::after") => {
      const style = getComputedStyle(el, pseudo);
      if (style.content === "none" || parseFloat(style.width) === 0) return null;
      const masked = style.maskImage !== "none" && style.maskImage !== "";
      return masked || opaque(style.backgroundColor) ? style.backgroundColor : null;
    };
    const found: string[] = [];
    for (const el of document
      .querySelector(rootSelector)!
      .querySelectorAll<HTMLElement>("a, button, summary, [role=button]")) {
      const box = el.getBoundingClientRect();
      if (box.width < 2 || box.height < 2 || el.closest("[hidden], [aria-hidden=true], .sr-only")) continue;
      if (getComputedStyle(el).visibility === "hidden") continue;
      const name = `${el.tagName} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`;
      const back = behind(el);
      const icons = [cssIcon(el, "::before"), cssIcon(el, "::after")].filter((c): c is string => c !== null);
      for (const colour of icons) if (colour === back) found.push(`${name}: its CSS icon is the colour behind it`);
      // textContent: a part the browser has not drawn yet (content-visibility) has no innerText.
      const text = (el.textContent ?? "").trim().length > 0;
      const svg = [...el.querySelectorAll("svg, img")].some((g) => g.getBoundingClientRect().width > 0);
      if (!text && !svg && icons.length === 0) found.push(`${name}: no glyph`);
    }
    return found;
  }, root);
}

function dialogsWithoutEdge(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("[role=dialog]:not([hidden])")]
      .filter((d) => d.getBoundingClientRect().width > 0)
      .filter((d) => {
        const s = getComputedStyle(d);
        const border = (["Top", "Right", "Bottom", "Left"] as const).some(
          (side) => parseFloat(s[`border${side}Width`]) > 0 && s[`border${side}Style`] !== "none",
        );
        const outline = parseFloat(s.outlineWidth) > 0 && s.outlineStyle !== "none";
        return !border && !outline;
      })
      .map((d) => d.getAttribute("aria-labelledby") ?? d.className.slice(0, 40)),
  );
}

test.describe("forced colours", () => {
  test.beforeEach(async ({ page }) => page.emulateMedia({ forcedColors: "active" }));

  test("header, bottom bar, chat button and cards keep visible icons @nojs", async ({ page, javaScriptEnabled }) => {
    const found: string[] = [];
    for (const size of [
      { width: 390, height: 844 },
      { width: 1280, height: 720 },
    ]) {
      await page.setViewportSize(size);
      for (const path of ["/", "/shop"]) {
        await page.goto(path);
        if (javaScriptEnabled) await hydrated(page);
        found.push(...(await controlsWithoutGlyph(page)).map((f) => `${path} @${size.width}: ${f}`));
      }
    }
    expect([...new Set(found)]).toEqual([]);
  });

  test("every dialog has a visible edge", async ({ page }) => {
    test.slow();
    await page.goto("/shop");
    await hydrated(page);
    const found: string[] = [];
    const check = async (open: () => Promise<void>, what: string) => {
      await open();
      await expect(page.locator("[role=dialog]:not([hidden])")).not.toHaveCount(0);
      found.push(...(await dialogsWithoutEdge(page)).map((d) => `${what}: ${d}`));
      expect(await controlsWithoutGlyph(page, "[role=dialog]:not([hidden])")).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(page.locator("[role=dialog]:not([hidden])")).toHaveCount(0);
    };
    await check(() => pressEnterOn(page.locator("header [data-search-trigger]")), "search");
    await check(() => pressEnterOn(page.locator("header [data-cart-trigger]")), "cart");
    await check(
      () =>
        pressEnterOn(
          page
            .locator("article.card")
            .first()
            .getByRole("link", { name: /^Quick View/ }),
        ),
      "quick view",
    );
    await check(() => pressEnterOn(page.getByRole("link", { name: /^Chat with Nora/ })), "chat");
    await page.setViewportSize({ width: 390, height: 844 });
    await check(() => pressEnterOn(page.getByRole("button", { name: "Open menu" })), "menu");
    expect(found).toEqual([]);
  });
});
