import sharp from "sharp";
import { axeBuilder, renderSkippedParts } from "./support/axe";
import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures";
import { holdScripts } from "./support/hold-scripts";

const cards = (page: import("@playwright/test").Page) => page.locator("article.card");

test.describe("shop", () => {
  test("lists products 12 per page with breadcrumb, badges, search and sort @nojs", async ({ page }) => {
    await page.goto("/shop");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Home");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shop Supplements");
    for (const badge of ["cGMP Certified", "Third-Party Tested", "Made in USA", "Non-GMO Verified", "NSF Certified"]) {
      await expect(page.locator("main").getByRole("list", { name: "Certifications" })).toContainText(badge);
    }
    await expect(page.getByPlaceholder("Search supplements...")).toBeVisible();
    await expect(cards(page)).toHaveCount(12);
    await expect(page.getByText("Gift Card")).toHaveCount(0);
    await expect(page.getByText("Shipping Protection")).toHaveCount(0);
  });

  test("searches with a GET form and clears filters @nojs", async ({ page }) => {
    await page.goto("/shop");
    await page.getByPlaceholder("Search supplements...").fill("magnesium");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/q=magnesium/);
    await expect(cards(page).filter({ hasText: "Magnesium Glycinate" })).toHaveCount(1);
    await expect(cards(page).filter({ hasText: "Ultra Memory" })).toHaveCount(0);
    await page.goto("/shop?q=zzzz-nothing&sort=name-asc");
    await expect(page.getByText("No products match your search")).toBeVisible();
    await page.getByRole("link", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(cards(page)).toHaveCount(12);
  });

  test("the voice assistant's ?search= reads as the search @nojs", async ({ page }) => {
    await page.goto("/shop?search=ultra%20memory");
    await expect(cards(page).first()).toContainText("Ultra Memory");
  });

  test("sorts by price @nojs", async ({ page }) => {
    await page.goto("/shop?sort=price-low");
    const prices = await page.locator(".card-price").allTextContents();
    const values = prices.map((p) => Number(p.replace(/[^0-9.]/g, "")));
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });

  test("changing the sort with scripts resets to page 1", async ({ page }) => {
    await page.goto("/shop?page=2");
    // Scripts start once the page has painted (decision 0030): the change submits itself only once hydrated.
    await page.locator("html[data-hydrated]").waitFor();
    await page.getByLabel("Sort by").selectOption("name-desc");
    await expect(page).toHaveURL(/sort=name-desc/);
    await expect(page).not.toHaveURL(/page=2/);
  });

  test("typing narrows the list with scripts", async ({ page }) => {
    await page.goto("/shop");
    await page.locator("html[data-hydrated]").waitFor();
    await page.getByPlaceholder("Search supplements...").pressSequentially("vitamin d3", { delay: 20 });
    await expect(page).toHaveURL(/q=vitamin/);
    await expect(cards(page).filter({ hasText: "Vitamin D3 + K2" })).toHaveCount(1);
    await expect(cards(page).filter({ hasText: "Ultra Memory" })).toHaveCount(0);
  });

  test("nothing moves when the scripts start: the comparison bar and the cards' save row have their place", async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto("/shop");
    const top = (locator: Locator) => locator.evaluate((e) => Math.round(e.getBoundingClientRect().top + scrollY));
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    const lastCard = cards(page).last();
    const before = [await top(pagination), await top(lastCard)];
    await scripts.release();
    await expect(page.getByRole("button", { name: /Add to Wishlist/ }).first()).toBeVisible();
    await expect(page.locator(".compare-row button")).toBeVisible();
    expect([await top(pagination), await top(lastCard)]).toEqual(before);
  });

  test("paginates with first, last and current ±1 @nojs", async ({ page }) => {
    await page.goto("/shop");
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await expect(pagination.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await pagination.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(
      page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" }),
    ).toHaveAttribute("aria-current", "page");
    const firstOnPage2 = await cards(page).first().textContent();
    await page.goto("/shop");
    expect(await cards(page).first().textContent()).not.toBe(firstOnPage2);
  });

  test("a collection and a category show their products; an unknown collection is empty @nojs", async ({ page }) => {
    await page.goto("/shop?collection=287822282846");
    await expect(cards(page).first()).toBeVisible();
    await page.goto("/shop?category=heart-health");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Heart Health");
    await expect(cards(page).first()).toBeVisible();
    await page.goto("/shop?collection=1");
    await expect(page.getByText("No products found")).toBeVisible();
    await page.goto("/bestsellers");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Best Sellers");
    await page.goto("/bundles");
    await expect(cards(page).first()).toBeVisible();
  });

  test("cards carry the Best Value badge and a wide BioSilver card @nojs", async ({ page }) => {
    await page.goto("/shop?q=biosilver");
    // The wide card spans two grid columns from the small breakpoint up (the desktop viewport here).
    await expect
      .poll(() =>
        cards(page)
          .first()
          .evaluate((el) => getComputedStyle(el).gridColumnEnd),
      )
      .toBe("span 2");
    await page.goto("/shop?sort=price-low");
    await expect(cards(page).first()).toContainText("Best Value");
  });

  test("a card's Add to Cart adds that card's product, through the grid's one form @nojs", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/shop");
    if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor();
    // Each card's button submits the grid's shared form with its own variant (docs/decisions/0027).
    await expect(page.locator("article.card form")).toHaveCount(0);
    const third = cards(page).nth(2);
    const title = (await third.getByRole("heading").textContent())!;
    await third.getByRole("button", { name: `Add to Cart: ${title}` }).click();
    if (javaScriptEnabled) await expect(page.getByRole("dialog", { name: "Shopping Cart" })).toBeVisible();
    else {
      await expect(page).toHaveURL(/\/shop$/);
      await expect(page.getByRole("status")).toContainText(`${title} added to cart!`);
    }
    await page.goto("/cart");
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    await expect(page.getByTestId("cart-line")).toContainText(title);
  });

  test("images have a srcset and fixed size", async ({ page }) => {
    await page.goto("/shop");
    const img = cards(page).first().locator("img");
    await expect(img).toHaveAttribute("srcset", /width=/);
    const src = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
    const response = await page.request.get(src);
    expect(response.headers()["content-type"]).toBe("image/webp");
  });

  test("a card's image is drawn for the width it is shown at on a 390 px phone, lighter with Save-Data (issue 61) @nojs", async ({
    browser,
    javaScriptEnabled,
    baseURL,
  }) => {
    const shown = async (headers: Record<string, string>) => {
      const context = await browser.newContext({
        baseURL,
        javaScriptEnabled,
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        extraHTTPHeaders: headers,
      });
      const page = await context.newPage();
      await page.goto("/shop");
      const img = cards(page).first().locator("img");
      await expect(img).toHaveJSProperty("complete", true);
      const src = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
      // The width of the file the browser got (naturalWidth is in CSS pixels, the file's over its density).
      const file = await (await context.request.get(src)).body();
      await context.close();
      return { src, width: (await sharp(file).metadata()).width };
    };
    // 324 CSS px (the screen less the page's and the card's padding) at 2x: 648, so 720 of the widths drawn, not 900.
    const full = await shown({});
    expect(full.src).toMatch(/width=720/);
    expect(full.width).toBe(720);
    // The same address with Save-Data: on is drawn at half the width.
    expect((await shown({ "Save-Data": "on" })).width).toBe(360);
  });

  test("on a phone only the first card's image loads with the page; without scripts the next three come at full width and those below at 1x, which lazy loading would not fetch yet (issue 61) @nojs", async ({
    browser,
    javaScriptEnabled,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled,
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
    });
    const page = await context.newPage();
    await page.goto("/shop");
    const image = (i: number) => cards(page).nth(i).locator("img");
    const shown = async (i: number) => {
      await image(i).scrollIntoViewIfNeeded();
      await expect(image(i)).toHaveJSProperty("complete", true);
      return image(i).evaluate((el: HTMLImageElement) => el.currentSrc);
    };
    await expect(image(0)).not.toHaveAttribute("loading", "lazy");
    for (const i of [1, 2, 3]) await expect(image(i)).toHaveAttribute("loading", "lazy");
    expect(await shown(1)).toMatch(/width=720/);
    expect(await shown(8)).toMatch(javaScriptEnabled ? /width=720/ : /width=360/);
    await context.close();
  });

  test("/shop has no serious accessibility violation", async ({ page }) => {
    await page.goto("/shop");
    await renderSkippedParts(page);
    const results = await axeBuilder(page).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(
      serious.map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(" "))
            .slice(0, 3)
            .join(", ")}`,
      ),
    ).toEqual([]);
  });
});

test.describe("product page", () => {
  test("shows title, rating, price, sizes, badges, details and related products @nojs", async ({ page }) => {
    await page.goto("/product/magnesium-glycinate");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Magnesium Glycinate");
    await expect(page.getByText("4.9 (100+ reviews)")).toBeVisible();
    await expect(page.getByText(/^\$\d+\.\d{2} USD$/).first()).toBeVisible();
    for (const badge of ["Third-Party Tested", "GMP Certified", "Premium Quality"])
      await expect(page.getByText(badge)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Product Details" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "You Might Also Like" })).toBeVisible();
    await expect(page.locator("section[aria-labelledby=related]").locator("article.card")).toHaveCount(4);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(jsonLd["@type"]).toBe("Product");
    expect(jsonLd.offers[0].priceCurrency).toBe("USD");
    expect(jsonLd).not.toHaveProperty("aggregateRating");
  });

  test("a first load carries the description once, as markup; a client navigation still shows it", async ({ page }) => {
    const sentence = "Suggested use:";
    const html = await (await page.request.get("/product/blood-sugar-maintenance")).text();
    // Once, in Product Details: not again in the loader data, nor in the JSON-LD (the meta description's snippet).
    expect(html.split(sentence).length - 1).toBe(1);

    await page.goto("/product/blood-sugar-maintenance");
    await page.locator("html[data-hydrated]").waitFor();
    await expect(page.locator("section[aria-labelledby=details]")).toContainText(sentence);

    await page.goto("/shop");
    await page.locator("html[data-hydrated]").waitFor();
    await page.getByRole("link", { name: "Blood Sugar Maintenance", exact: true }).click();
    await expect(page).toHaveURL(/\/product\/blood-sugar-maintenance$/);
    await expect(page.locator("section[aria-labelledby=details]")).toContainText(sentence);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(jsonLd.name).toBe("Blood Sugar Maintenance");
  });

  test("a first load's related cards are server HTML without data; near the viewport they gain their scripts", async ({
    page,
  }) => {
    const html = await (await page.request.get("/product/magnesium-glycinate")).text();
    // A related card's variant is in its Add to Cart button only, not again in the loader data.
    expect(html.split("gid://shopify/ProductVariant/45100000000001").length - 1).toBe(1);

    await page.goto("/product/magnesium-glycinate");
    await page.locator("html[data-hydrated]").waitFor();
    const related = page.locator("section[aria-labelledby=related]");
    await related.scrollIntoViewIfNeeded();
    await expect(related.getByRole("button", { name: /^Add to Wishlist: / })).toHaveCount(4);
    await related.getByRole("link", { name: "Quick View: Blood Sugar Maintenance" }).click();
    await expect(page.getByRole("dialog", { name: "Blood Sugar Maintenance" })).toBeVisible();
    await expect(page).toHaveURL(/\/product\/magnesium-glycinate$/);
  });

  test("sizes are radio choices; the first available is chosen and sold-out sizes are disabled @nojs", async ({
    page,
  }) => {
    await page.goto("/product/potassium-magnesium-balance");
    // The sizes' own group: a product sold by subscription has purchase-choice radios too.
    const sizeGroup = page.getByRole("group", { name: "Select Size" });
    expect(await sizeGroup.getByRole("radio").count()).toBeGreaterThan(1);
    await expect(sizeGroup.getByRole("radio", { checked: true })).toHaveCount(1);
    await expect(sizeGroup.getByRole("radio", { disabled: true })).toHaveCount(1);
  });

  test("an unknown product answers 404 with Back to Shop @nojs", async ({ page }) => {
    const response = await page.goto("/product/no-such-thing");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Product not found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Shop" }).click();
    await expect(page).toHaveURL(/\/shop$/);
  });

  test("a product page has no serious accessibility violation", async ({ page }) => {
    await page.goto("/product/vitamin-d3-k2");
    await renderSkippedParts(page);
    const results = await axeBuilder(page).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(
      serious.map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(" "))
            .slice(0, 3)
            .join(", ")}`,
      ),
    ).toEqual([]);
  });
});
