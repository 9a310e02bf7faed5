import { axeBuilder, renderSkippedParts } from "./support/axe";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { holdScripts } from "./support/hold-scripts";

const NEWSLETTER_INVALID = "Please enter a valid email address";
const NEWSLETTER_SUCCESS = "Welcome! Check your email for your 10% discount code!";

const slide = (page: Page, n: number, of: number) => page.getByRole("group", { name: new RegExp(`^${n} of ${of}:`) });
const overlay = (page: Page) => page.getByTestId("hero-overlay");

/** Opens the home page on Playwright's clock, paused once the page is interactive. */
async function openOnClock(page: Page, path = "/") {
  await page.clock.install();
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor();
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 2000);
}

type Tops = Record<string, number>;

/**
 * Notes the top of each part of the home page (each section, each list, the footer), all laid out as for a shopper
 * who scrolled down (renderSkippedParts); `partsAgain` measures the same elements again, those still in the page, and
 * gives both figures by what each part is.
 */
async function noteParts(page: Page) {
  await renderSkippedParts(page);
  await page.evaluate(() => {
    const parts = [...document.querySelectorAll("#main > :not(script), #main ul[aria-label], .site-footer")];
    const top = (e: Element) => Math.round(e.getBoundingClientRect().top + scrollY);
    (window as unknown as { parts: Array<[Element, number]> }).parts = parts.map((e) => [e, top(e)]);
  });
}

function partsAgain(page: Page): Promise<{ before: Tops; after: Tops }> {
  return page.evaluate(() => {
    const name = (e: Element) => {
      const labelledBy = e.getAttribute("aria-labelledby");
      const heading = labelledBy ? document.getElementById(labelledBy) : e.querySelector<HTMLElement>("h1, h2");
      return e.getAttribute("aria-label") ?? heading?.innerText ?? "";
    };
    const before: Tops = {};
    const after: Tops = {};
    for (const [i, [e, top]] of (window as unknown as { parts: Array<[Element, number]> }).parts.entries()) {
      if (!e.isConnected) continue;
      const key = `${i} ${e.tagName.toLowerCase()} ${name(e)}`.trim();
      before[key] = top;
      after[key] = Math.round(e.getBoundingClientRect().top + scrollY);
    }
    return { before, after };
  });
}

test.describe("home page", () => {
  // A phone, a wider phone (where "You Might Also Like" takes two lines and "Popular Products" one) and a desktop.
  for (const width of [390, 412, 1280]) {
    test(`nothing moves when the scripts start, at ${width} px: the carousels' buttons have their place`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const scripts = await holdScripts(page);
      await page.goto("/");
      await noteParts(page);
      await scripts.release();
      await expect(page.getByRole("button", { name: "Next: Heart & Metabolic Health" })).toBeVisible();
      const { before, after } = await partsAgain(page);
      expect(after).toEqual(before);
    });

    test(`nothing moves when the scripts start, at ${width} px, for a shopper with a browsing history`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width, height: 800 });
      // Two of the four popular products among them: "You Might Also Like" shows others.
      for (const handle of ["blood-sugar-maintenance", "ultra-memory", "complete-daily-nutrition-capsules"]) {
        await page.goto(`/product/${handle}`);
        await page.locator("html[data-hydrated]").waitFor();
      }
      const scripts = await holdScripts(page);
      await page.goto("/");
      await noteParts(page);
      await scripts.release();
      await expect(page.getByRole("region", { name: "Recently Viewed" }).getByRole("listitem")).toHaveCount(3);
      await expect(page.getByRole("heading", { name: "You Might Also Like" })).toBeVisible();
      const { before, after } = await partsAgain(page);
      expect(after).toEqual(before);
    });
  }

  test("static sections stay unhydrated server HTML on a first load and come as HTML on a client navigation", async ({
    page,
  }) => {
    const testimonials = page.getByRole("list", { name: "Real Results from Real Customers" }).getByRole("listitem");
    // React marks each element it hydrates with a __reactFiber key.
    const hydrated = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactFiber")));
    await page.goto("/");
    await page.locator("html[data-hydrated]").waitFor();
    expect(await testimonials.count()).toBeGreaterThanOrEqual(38);
    expect(await hydrated("[data-testid=carousel-testimonials] li")).toBe(false);
    expect(await hydrated("[data-testid=carousel-conditions-metabolic] li")).toBe(false);
    expect(await hydrated("section[aria-labelledby=why-different]")).toBe(false);
    // The carousel's own controls are hydrated.
    expect(await hydrated("[data-testid=carousel-testimonials] h2")).toBe(true);

    await page.goto("/shop");
    await page.locator("html[data-hydrated]").waitFor();
    await page.getByRole("link", { name: "BioLife home" }).click();
    await expect(page.getByRole("heading", { name: "Why Biolife Is Different" })).toBeVisible();
    expect(await testimonials.count()).toBeGreaterThanOrEqual(38);
    await expect(page.getByRole("region", { name: "Shop by Health Goal" }).getByRole("link")).toHaveCount(20);
    await expect(page.getByRole("link", { name: "Take the Wellness Quiz" }).first()).toHaveAttribute("href", "/quiz");
    // Their components are not in the browser's bundle: the navigation's data brought their HTML.
    expect(await hydrated("[data-testid=carousel-testimonials] li")).toBe(false);
  });

  test("every section is present and the first hero slide shows @nojs", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Wellness made for us" })).toBeVisible();
    await expect(slide(page, 1, 3)).toBeInViewport();
    await expect(slide(page, 1, 3).getByRole("img", { name: /BioLife TV/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "Take the Wellness Quiz" }).first()).toHaveAttribute("href", "/quiz");
    await expect(
      page.getByRole("navigation", { name: "Hero media" }).getByRole("link", { name: "Videos" }),
    ).toHaveAttribute("aria-current", "true");

    const trust = page.getByRole("region", { name: "Why shoppers trust us" });
    for (const text of [
      "30-Day Guarantee",
      "Free Shipping",
      "Secure Checkout",
      "cGMP",
      "Third-Party Tested",
      "Made in USA",
      "Non-GMO",
      "NSF",
      "Best Supplement 2024",
    ]) {
      await expect(trust.getByText(text, { exact: true })).toBeVisible();
    }
    for (const title of ["Heart & Metabolic Health", "Mind, Mood & Energy", "Whole-Body Wellness"]) {
      await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: /^Blood Sugar Support healthy/ })).toHaveAttribute(
      "href",
      "/conditions/blood-sugar",
    );
    const goals = page.getByRole("region", { name: "Shop by Health Goal" }).getByRole("link");
    await expect(goals).toHaveCount(20);
    await expect(goals.filter({ hasText: "Sleep & Relaxation" })).toHaveAttribute(
      "href",
      "/shop?category=sleep-relaxation",
    );
    await expect(page.getByRole("heading", { name: "Quality You Can Trust" })).toBeVisible();
    const testimonials = page.getByRole("list", { name: "Real Results from Real Customers" }).getByRole("listitem");
    expect(await testimonials.count()).toBeGreaterThanOrEqual(38);
    await expect(page.getByRole("heading", { name: "Popular Products" })).toBeVisible();
    await expect(page.getByTestId("popular-product")).toHaveCount(4);
    await expect(page.getByRole("heading", { name: "Get 10% Off Your First Order" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Why Biolife Is Different" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Not Sure Where to Start?" })).toBeVisible();
    await expect(page.getByText("Always consult your healthcare provider")).toBeVisible();
    const claims = page.getByRole("region", { name: "Our promises" });
    for (const claim of [
      "Join 50,000+ satisfied customers",
      "10% first-order discount",
      "30-Day Guarantee",
      "Free Shipping",
    ]) {
      await expect(claims.getByText(claim)).toBeVisible();
    }
  });

  test("the newsletter form validates and confirms @nojs", async ({ page }) => {
    await page.goto("/");
    const email = page.getByLabel("Email address");
    await email.fill("not-an-email");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText(NEWSLETTER_INVALID)).toBeVisible();
    await expect(page.getByLabel("Email address")).toHaveValue("not-an-email");
    await page.getByLabel("Email address").fill("reader@example.com");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("status").filter({ hasText: NEWSLETTER_SUCCESS })).toBeVisible();
    await expect(page.getByText(NEWSLETTER_INVALID)).toBeHidden();
  });

  test("the Images link switches the hero without scripts too @nojs", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("navigation", { name: "Hero media" }).getByRole("link", { name: "Images" }).click();
    await expect(slide(page, 1, 14)).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Hero media" }).getByRole("link", { name: "Images" }),
    ).toHaveAttribute("aria-current", "true");
  });

  test("the video hero wraps around, shows the overlay for 0.8 s then 0.5 s, and offers D3/K2", async ({ page }) => {
    await openOnClock(page);
    await expect(page.getByRole("button", { name: "Previous slide" })).toBeVisible();
    await page.getByRole("button", { name: "Next slide" }).click();
    await expect(overlay(page)).toBeVisible();
    await page.clock.runFor(790);
    await expect(slide(page, 1, 3)).toBeVisible();
    await page.clock.runFor(20);
    await expect(slide(page, 2, 3)).toBeVisible();
    await expect(slide(page, 1, 3)).toBeHidden();
    await expect(overlay(page)).toBeVisible();
    await expect(page.getByTestId("doctor-overlay")).toContainText("Dr. Angela Whitfield");
    await expect(slide(page, 2, 3).getByRole("button", { name: /Add to Cart/ })).toHaveCount(0);
    await page.clock.runFor(500);
    await expect(overlay(page)).toBeHidden();

    // Wrap-around: previous from the cover lands on the last video.
    await page.getByRole("button", { name: "Go to slide 1: BioLife TV" }).click();
    await page.clock.runFor(1300);
    await expect(slide(page, 1, 3)).toBeVisible();
    await page.getByRole("button", { name: "Previous slide" }).click();
    await page.clock.runFor(1300);
    const d3 = slide(page, 3, 3);
    await expect(d3).toBeVisible();
    await expect(page.getByRole("button", { name: /^Go to slide 3/ })).toHaveAttribute("aria-current", "true");
    await page.getByRole("button", { name: "Next slide" }).click();
    await page.clock.runFor(1300);
    await expect(slide(page, 1, 3)).toBeVisible();

    await page.getByRole("button", { name: "Previous slide" }).click();
    await page.clock.runFor(1300);
    // Let time flow again: the add's answer may arrive after any fixed step of the fake clock on a loaded machine.
    await page.clock.resume();
    await d3.getByRole("button", { name: "Add to Cart: Vitamin D3 + K2" }).click();
    // The add opens the cart drawer, which hides the rest of the page from the accessibility tree.
    const drawer = page.getByRole("dialog", { name: "Shopping Cart" });
    await expect(drawer.getByRole("link", { name: "Vitamin D3 + K2" })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("link", { name: /^Cart, 1 item/, includeHidden: true })).toHaveCount(1);
  });

  test("a video pauses when left and shows the disclaimer in its last 3 seconds", async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto("/");
    await page.locator("html[data-hydrated]").waitFor();
    await page.getByRole("button", { name: /^Go to slide 2/ }).click();
    const video = page.getByTestId("video-culturally-informed-health");
    await expect(video).toBeVisible();
    await expect(page.getByTestId("video-disclaimer")).toHaveCount(0);
    // play() settles only once data arrives; poll the element instead of awaiting it.
    await video.evaluate((el: HTMLVideoElement) => void el.play().catch(() => {}));
    await expect
      .poll(() => video.evaluate((el: HTMLVideoElement) => el.readyState >= 1 && !el.paused), { timeout: 20_000 })
      .toBe(true);
    await video.evaluate((el: HTMLVideoElement) => {
      el.currentTime = el.duration - 2.5;
    });
    await expect(page.getByTestId("video-disclaimer")).toContainText(
      "not been evaluated by the Food and Drug Administration",
    );
    await video.evaluate((el: HTMLVideoElement) => {
      el.currentTime = 0;
      void el.play().catch(() => {});
    });
    await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.paused)).toBe(false);
    await page.getByRole("button", { name: "Next slide" }).click();
    await expect(slide(page, 3, 3)).toBeVisible();
    expect(await video.evaluate((el: HTMLVideoElement) => el.paused)).toBe(true);
  });

  test("the image hero advances every 5 s and hides the previous arrow on its first slide", async ({ page }) => {
    await openOnClock(page);
    await page.getByRole("navigation", { name: "Hero media" }).getByRole("link", { name: "Images" }).click();
    await expect(slide(page, 1, 14)).toBeVisible();
    await expect(page.getByRole("button", { name: "Previous slide" })).toHaveCount(0);
    await page.clock.runFor(4990);
    await expect(overlay(page)).toHaveCount(0);
    await page.clock.runFor(20);
    await expect(overlay(page)).toBeVisible();
    await page.clock.runFor(300);
    await expect(slide(page, 2, 14)).toBeVisible();
    await expect(overlay(page)).toBeHidden();
    await expect(page.getByRole("button", { name: "Previous slide" })).toBeVisible();
    await page.clock.runFor(5300);
    await expect(slide(page, 3, 14)).toBeVisible();
    await page.getByRole("button", { name: "Pause slideshow" }).click();
    await page.clock.runFor(15_000);
    await expect(slide(page, 3, 14)).toBeVisible();
  });

  test("reduced motion stops the image hero from advancing", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openOnClock(page, "/?hero=images");
    await expect(slide(page, 1, 14)).toBeVisible();
    await page.clock.runFor(20_000);
    await expect(slide(page, 1, 14)).toBeVisible();
    await expect(page.getByRole("button", { name: "Pause slideshow" })).toHaveCount(0);
    await page.getByRole("button", { name: "Next slide" }).click();
    await page.clock.runFor(300);
    await expect(slide(page, 2, 14)).toBeVisible();
  });

  test("scrolling carousels page with wrap-around", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await page.locator("html[data-hydrated]").waitFor();
    const list = page.getByRole("list", { name: "Heart & Metabolic Health" });
    const scrollLeft = () => list.evaluate((el) => Math.round(el.scrollLeft));
    const max = await list.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(max).toBeGreaterThan(0);
    await page.getByRole("button", { name: "Previous: Heart & Metabolic Health" }).click();
    await expect.poll(scrollLeft).toBe(Math.round(max));
    await page.getByRole("button", { name: "Next: Heart & Metabolic Health" }).click();
    await expect.poll(scrollLeft).toBe(0);
    await page.getByRole("button", { name: "Next: Heart & Metabolic Health" }).click();
    await expect.poll(scrollLeft).toBeGreaterThan(0);
  });

  test("the newsletter confirms after a simulated second", async ({ page }) => {
    await openOnClock(page);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText(NEWSLETTER_INVALID)).toBeVisible();
    await page.getByLabel("Email address").fill("reader@example.com");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("button", { name: "Subscribing..." })).toBeDisabled();
    await page.clock.runFor(990);
    await expect(page.getByText(NEWSLETTER_SUCCESS)).toHaveCount(0);
    await page.clock.runFor(20);
    await expect(page.getByText(NEWSLETTER_SUCCESS)).toBeVisible();
  });

  test("passes axe with no serious or critical violation", async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto("/");
    await page.locator("html[data-hydrated]").waitFor();
    await expect(page.getByTestId("popular-product").first()).toBeVisible();
    await renderSkippedParts(page);
    const { violations } = await axeBuilder(page).analyze();
    const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});
