import { expect, test } from "./fixtures";
import { test as plainTest } from "@playwright/test";
import type { Locator, Page } from "@playwright/test";
import { setShopClock } from "./support/shop-clock";
import { addFirstCard, hydrated, pressEnterOn } from "./support/keyboard";

/** Issue 58: shoppers on phones (390 px), and the colours item 6 names. */
const PHONE = { width: 390, height: 844 };

/** WCAG contrast ratio between two rgb()/rgba() colours (the second taken as opaque). */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = (c.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const s = Number(v) / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The colour an element's text is drawn in, and the first opaque background at or behind it (alpha blended over). */
function colours(target: Locator, property: "color" | "outlineColor" = "color") {
  return target.evaluate((el, prop) => {
    const parse = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const layers: number[][] = [];
    for (let n: Element | null = el; n; n = n.parentElement) {
      const [r, g, b, a = 1] = parse(getComputedStyle(n).backgroundColor);
      if (a > 0) layers.push([r, g, b, a]);
      if (a === 1) break;
    }
    let [r, g, b] = [255, 255, 255];
    for (const [lr, lg, lb, la] of layers.reverse())
      [r, g, b] = [lr * la + r * (1 - la), lg * la + g * (1 - la), lb * la + b * (1 - la)];
    const [fr, fg, fb, fa = 1] = parse(getComputedStyle(el)[prop as "color"]);
    const fore = [fr * fa + r * (1 - fa), fg * fa + g * (1 - fa), fb * fa + b * (1 - fa)];
    return { fore: `rgb(${fore.join(",")})`, back: `rgb(${r},${g},${b})` };
  }, property);
}

const chatPanel = (page: Page) => page.locator("[data-chat-panel]");

test.describe("shoppers on phones", () => {
  test.use({ viewport: PHONE });

  test("the chat panel is modal when it fills a phone's screen: Tab stays inside it", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    await pressEnterOn(page.getByRole("link", { name: /^Chat with Nora/ }));
    await expect(chatPanel(page)).toBeVisible();
    await expect(chatPanel(page)).toHaveAttribute("aria-modal", "true");
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("[data-chat-panel]")))).toBe(true);
    }
  });

  plainTest("no 10% pop-up opens over the open chat or a dialog", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.addInitScript(() => {
      if (sessionStorage.getItem("__seeded")) return;
      sessionStorage.setItem("__seeded", "1");
      sessionStorage.setItem("jamaicaPrayerModalSeen", "true");
      localStorage.setItem("kiaGiveawayCompleted", "true");
    });
    const time = new Date("2025-12-20T10:00:00-05:00");
    await page.clock.install({ time });
    await setShopClock(page.context(), time);
    await page.goto("/about");
    await expect(page.locator("html")).toHaveAttribute("data-popups", "ready", { timeout: 20_000 });
    await pressEnterOn(page.getByRole("link", { name: /^Chat with Nora/ }));
    await expect(chatPanel(page)).toBeVisible();
    // Focus on the panel's close button, not its text box (typing already holds the pop-ups back).
    await chatPanel(page).getByRole("button", { name: /close/i }).focus();
    await page.clock.fastForward("02:30");
    // The scheduler stamps lastModalShown the moment it opens a promotion (a lazily drawn dialog would show later).
    expect(await page.evaluate(() => sessionStorage.getItem("lastModalShown"))).toBeNull();
    await expect(page.getByRole("dialog", { name: "Get 10% Off Your First Order" })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await page.clock.fastForward("00:10");
    await expect(page.getByRole("dialog", { name: "Get 10% Off Your First Order" })).toBeVisible();
  });

  test("after Add to Cart the toast leaves the drawer's title and close button uncovered", async ({ page }) => {
    await addFirstCard(page);
    const drawer = page.getByRole("dialog", { name: "Shopping Cart" });
    const toast = page.locator("[data-sonner-toast]");
    await expect(toast).toBeVisible();
    // Where it comes to rest: it slides in from above.
    await expect(toast).toHaveAttribute("data-mounted", "true");
    await toast.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    // By the boxes: the modal drawer turns pointer events off outside it, so hit-testing would not see the toast.
    const toastBox = (await toast.boundingBox())!;
    for (const target of [
      drawer.getByRole("heading", { name: "Shopping Cart" }),
      drawer.getByRole("button", { name: "Close cart" }),
    ]) {
      const box = (await target.boundingBox())!;
      const overlaps =
        box.x < toastBox.x + toastBox.width &&
        toastBox.x < box.x + box.width &&
        box.y < toastBox.y + toastBox.height &&
        toastBox.y < box.y + box.height;
      expect(overlaps).toBe(false);
    }
  });

  test("the headline price follows Subscribe & save @nojs", async ({ page }) => {
    await page.goto("/product/magnesium-glycinate");
    const headline = page.locator(".product-price:visible");
    const before = (await headline.innerText()).trim();
    await page.getByRole("radio", { name: /Subscribe/ }).check();
    await expect(headline).not.toHaveText(before);
    const subscribed = await page
      .getByRole("radio", { name: /Subscribe/ })
      .locator("xpath=..")
      .innerText();
    expect(subscribed).toContain((await headline.innerText()).trim().split(/\s/)[0]);
  });

  test("jumping to the bottom of /shop does not move the pagination after it appears", async ({ page }) => {
    await page.goto("/shop");
    await hydrated(page);
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    const frames = (n: number) =>
      page.evaluate(
        (count) =>
          new Promise<void>((done) => {
            const next = (left: number) => (left === 0 ? done() : requestAnimationFrame(() => next(left - 1)));
            next(count);
          }),
        n,
      );
    // Where the page is laid out with the cards below the first screen not drawn yet (content-visibility).
    const place = () => pagination.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const before = await place();
    await page.keyboard.press("End");
    // The cards passed on the way draw at their real size: the pagination must stay where the shopper saw it coming.
    await frames(3);
    await page.waitForLoadState("networkidle");
    expect(Math.abs((await place()) - before)).toBeLessThan(24);
  });

  test("a signed-out visit to an admin page is a plain 404 with a way back @nojs", async ({ page }) => {
    for (const path of ["/account/knowledge", "/account/campaigns"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
      await expect(page.getByText("Something went wrong")).toHaveCount(0);
      await expect(page.getByRole("main").getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    }
  });

  test("community events are listed in date order @nojs", async ({ page }) => {
    await page.goto("/community");
    const dates = await page
      .locator('[data-community-item="event"] time')
      .evaluateAll((times) => times.map((t) => Date.parse(t.getAttribute("datetime") ?? "")));
    expect(dates.length).toBeGreaterThan(1);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });
});

test.describe("contrast (item 6)", () => {
  test("the Stay Connected field, the toasts and the chat's Voice switch read at 4.5:1; focus rings on dark green at 3:1", async ({
    page,
  }) => {
    await page.goto("/community");
    await hydrated(page);
    const email = page.locator("#stay-connected-email");
    await email.fill("shopper@example.com");
    const field = await colours(email);
    expect(contrast(field.fore, field.back)).toBeGreaterThanOrEqual(4.5);
    await email.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    const ring = await colours(email, "outlineColor");
    const section = await colours(page.locator("#stay-connected-title"));
    expect(contrast(ring.fore, section.back)).toBeGreaterThanOrEqual(3);

    const footerLink = page.locator("footer a").first();
    await footerLink.focus();
    const footerRing = await colours(footerLink, "outlineColor");
    expect(contrast(footerRing.fore, footerRing.back)).toBeGreaterThanOrEqual(3);

    // Toasts: the success toast an add raises, and the error toast's colours where the toaster sets them.
    await addFirstCard(page);
    const toast = page.locator("[data-sonner-toast][data-type=success]");
    await expect(toast).toBeVisible();
    const success = await colours(toast.locator("[data-title]"));
    expect(contrast(success.fore, success.back)).toBeGreaterThanOrEqual(4.5);
    const error = await page
      .locator("[data-sonner-toaster]")
      .first()
      .evaluate((el) => {
        const s = getComputedStyle(el);
        const probe = (value: string) => {
          const p = document.createElement("span");
          p.style.color = value;
          el.append(p);
          const c = getComputedStyle(p).color;
          p.remove();
          return c;
        };
        return { fore: probe(s.getPropertyValue("--error-text")), back: probe(s.getPropertyValue("--error-bg")) };
      });
    expect(contrast(error.fore, error.back)).toBeGreaterThanOrEqual(4.5);
    await page.keyboard.press("Escape");

    await pressEnterOn(page.getByRole("link", { name: /^Chat with Nora/ }));
    const voice = chatPanel(page).getByRole("button", { name: "Switch to voice chat" });
    await expect(voice).toBeVisible();
    const toggle = await colours(voice);
    expect(contrast(toggle.fore, toggle.back)).toBeGreaterThanOrEqual(4.5);
  });
});
