import { axeBuilder, renderSkippedParts } from "./support/axe";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Every condition page and the collection its shop button leads to (SPEC §2 Conditions; blood sugar: the local storefront's collection). */
const COLLECTIONS: Record<string, string> = {
  "blood-sugar": "287821004894",
  "heart-health": "287821037662",
  "blood-pressure": "287821135966",
  cholesterol: "287821299806",
  weight: "287821365342",
  joint: "287821398110",
  brain: "287821561950",
  immune: "287822119006",
  digestion: "287822217310",
  sleep: "287822282846",
  stress: "287822348382",
  eye: "287822381150",
  "mens-health": "287822446686",
  "womens-health": "280699142238",
  skin: "287822577758",
  energy: "287822676062",
};
const BRIEF = ["sleep", "stress", "eye", "mens-health", "womens-health", "skin", "energy"];
const SHOP_BUTTON = /^Shop .* Products$/;

const GOALS: Record<string, string> = {
  "Blood Sugar": "/conditions/blood-sugar",
  "Heart Health": "/shop?category=heart-health",
  "Digestive Health": "/shop?category=digestive-health",
  "Brain Health": "/shop?category=brain-health",
  "Immune Support": "/shop?category=immune-support",
  "Energy & Vitality": "/shop?category=energy-vitality",
  "Sleep & Relaxation": "/shop?category=sleep-relaxation",
  "Stress & Mood": "/shop?category=stress-mood",
  "Weight Management": "/shop?category=weight-management",
  "Men's Health": "/shop?category=mens-health",
  "Women's Health": "/shop?category=womens-health",
  "Bone & Joint": "/shop?category=bone-joint",
};

async function seriousViolations(page: Page) {
  await renderSkippedParts(page);
  const results = await axeBuilder(page).analyze();
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
}

test.describe("conditions", () => {
  test("the index shows twelve sized cards and four public-health resources @nojs", async ({ page }) => {
    await page.goto("/conditions");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Health Conditions");
    const explore = page.getByRole("link", { name: /^Explore / });
    await expect(explore).toHaveCount(12);
    await expect(explore.first()).toHaveAttribute("href", "/conditions/blood-sugar");
    const images = page.locator("main article img");
    await expect(images).toHaveCount(12);
    for (const img of await images.all()) {
      await expect(img).toHaveAttribute("width", /\d+/);
      await expect(img).toHaveAttribute("height", /\d+/);
    }
    const resources = page.getByRole("region", { name: "Public Health Resources" }).getByRole("link");
    await expect(resources).toHaveCount(4);
    for (const link of await resources.all())
      await expect(link).toHaveAttribute("href", /^https:\/\/[^/]+\.(gov|org)\//);
  });

  test("every condition page has its own content and links to its collection @nojs", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.slow(); // several pages in one test, on a shared machine
    const headlines = new Set<string>();
    for (const [slug, id] of Object.entries(COLLECTIONS)) {
      const response = await page.goto(`/conditions/${slug}`);
      expect(response?.status(), slug).toBe(200);
      const main = page.locator("main");
      await expect(main.getByRole("heading", { level: 1 }), slug).not.toHaveText("Health Conditions");
      await expect(main.locator("img").first()).toHaveAttribute("width", "960");
      headlines.add(await main.locator("h1 + p").innerText());
      if (slug === "blood-sugar" && javaScriptEnabled) {
        // With scripts its button opens the products dialog (tested below); without, it links to the collection.
        await page.locator("html[data-hydrated]").waitFor();
        await expect(main.getByRole("button", { name: SHOP_BUTTON })).toBeVisible();
      } else {
        await expect(main.getByRole("link", { name: SHOP_BUTTON }), slug).toHaveAttribute(
          "href",
          `/shop?collection=${id}`,
        );
      }
      if (BRIEF.includes(slug)) {
        // Hero image, title, headline, two paragraphs, one button.
        await expect(main.locator("section").nth(1).locator("p"), slug).toHaveCount(2);
        await expect(main.getByRole("link"), slug).toHaveCount(1);
      }
    }
    expect(headlines.size).toBe(Object.keys(COLLECTIONS).length);
  });

  test("without scripts blood sugar's shop button leads to its products @nojs", async ({ page, javaScriptEnabled }) => {
    test.skip(javaScriptEnabled, "with scripts the button opens the dialog");
    await page.goto("/conditions/blood-sugar");
    await page.getByRole("link", { name: SHOP_BUTTON }).click();
    await expect(page).toHaveURL(/\/shop\?collection=287821004894$/);
    await expect(page.locator("article.card").first()).toBeVisible();
  });

  test("unknown and unlisted conditions show the index @nojs", async ({ page }) => {
    test.slow(); // several pages in one test, on a shared machine
    for (const path of ["respiratory", "liver", "urinary", "nutrition", "no-such-thing", "a/b"]) {
      const response = await page.goto(`/conditions/${path}`);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Health Conditions");
      await expect(page.getByRole("link", { name: /^Explore / })).toHaveCount(12);
    }
  });

  test("blood sugar's products open in a dialog that is emptied on close and rebuilt on open", async ({ page }) => {
    await page.goto("/conditions/blood-sugar");
    await page.locator("html[data-hydrated]").waitFor();
    const open = page.getByRole("button", { name: SHOP_BUTTON });
    await open.click();
    const dialog = page.getByRole("dialog", { name: "Blood Sugar Support Products" });
    await expect(dialog.getByTestId("collection-widget").locator("article.card").first()).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Blood Sugar Maintenance", exact: true })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId("collection-widget")).toHaveCount(0);
    await open.click();
    await expect(dialog.getByTestId("collection-widget").locator("article.card").first()).toBeVisible();
    await dialog.getByRole("button", { name: "Close products" }).click();
    await expect(page.getByTestId("collection-widget")).toHaveCount(0);
    await expect(open).toBeFocused();
  });

  test("the index and a condition page have no serious accessibility violation", async ({ page }) => {
    test.slow(); // several pages in one test, on a shared machine
    await page.goto("/conditions");
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto("/conditions/blood-pressure");
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe("health goals", () => {
  test("twelve goals: blood sugar to its condition page, the rest to their shop categories @nojs", async ({ page }) => {
    await page.goto("/health-goals");
    const links = page.locator("main ul").first().getByRole("link");
    await expect(links).toHaveCount(12);
    for (const [title, href] of Object.entries(GOALS)) {
      await expect(page.getByRole("link", { name: new RegExp(`^${title}`) }), title).toHaveAttribute("href", href);
    }
    await links.filter({ hasText: "Sleep & Relaxation" }).click();
    await expect(page).toHaveURL(/category=sleep-relaxation/);
    await expect(page.locator("article.card").first()).toBeVisible();
    await page.goto("/shop?category=bone-joint");
    await expect(page.getByRole("link", { name: "Joint Formula", exact: true }).first()).toBeVisible();
  });
});

test.describe("learn", () => {
  test("the index shows its hero, topics and the trending stories or their empty state @nojs", async ({ page }) => {
    await page.goto("/learn");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Topics" }).getByRole("link")).toHaveCount(6);
    const stories = page.getByRole("region", { name: "Trending African American Health Stories" });
    await expect(
      stories
        .getByRole("listitem")
        .first()
        .or(stories.getByText("No health stories available at the moment. Check back soon!")),
    ).toBeVisible();
  });

  test("topic pages show their card, a product grid and a way back @nojs", async ({ page }) => {
    test.slow(); // several pages in one test, on a shared machine
    for (const topic of ["blood-pressure", "cholesterol", "joint-health", "digestive-health", "eye-health"]) {
      await page.goto(`/learn/${topic}`);
      await expect(page.getByRole("link", { name: "Back to Learn" })).toHaveAttribute("href", "/learn");
      const card = page.getByTestId("product-card").first();
      await expect(card, topic).toBeVisible();
      await expect(card.getByTestId("product-price")).toHaveText(/^\$\d+\.\d{2} USD$/);
      await expect(card.getByRole("button", { name: /Add to Cart/ })).toBeVisible();
      await expect(card.getByRole("link", { name: /^View Details/ })).toHaveAttribute("href", /^\/product\/[\w-]+$/);
      expect(await page.getByTestId("product-card").count()).toBeLessThanOrEqual(12);
    }
    await page.goto("/learn/blood-pressure");
    await expect(page.getByRole("heading", { name: "Hibiscus Heart Tincture" })).toBeVisible();
    await page
      .getByRole("link", { name: /^View Details/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("a learn topic's Add to Cart puts the product in the cart @nojs", async ({ page, javaScriptEnabled }) => {
    await page.goto("/learn/eye-health");
    if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor();
    const card = page.getByTestId("product-card").filter({ hasText: "Vision Support Lutein + Zeaxanthin" });
    await card.getByRole("button", { name: /Add to Cart/ }).click();
    if (javaScriptEnabled) await expect(page.getByRole("dialog", { name: "Shopping Cart" })).toBeVisible();
    else await expect(page.getByRole("status")).toContainText("added to cart!");
    await page.goto("/cart");
    await expect(page.getByText("Vision Support Lutein + Zeaxanthin").first()).toBeVisible();
  });

  test("the weight page names its products and reveals them on demand @nojs", async ({ page }) => {
    await page.goto("/learn/weight-management");
    for (const name of ["MCT oil", "overnight", "Blood sugar formulas", "detox", "greens powder"]) {
      await expect(page.locator("main article").getByText(name).first()).toBeVisible();
    }
    const card = page.getByTestId("product-card").first();
    await expect(card).toBeHidden();
    await page.getByText("Learn More & Shop Products").click();
    await expect(card).toBeVisible();
    await expect(page.getByRole("heading", { name: "Pure C8 MCT Oil" })).toBeVisible();
    await page.getByText("Hide Products").click();
    await expect(card).toBeHidden();
  });

  test("an unknown topic goes back to /learn @nojs", async ({ page }) => {
    await page.goto("/learn/astrology");
    await expect(page).toHaveURL(/\/learn$/);
  });
});

test("the sitemap lists the condition, health goal and learn pages", async ({ request }) => {
  expect(await (await request.get("/sitemap.xml")).text()).toContain("/sitemap/pages.xml</loc>");
  const xml = await (await request.get("/sitemap/pages.xml")).text();
  for (const path of [
    "/conditions",
    "/conditions/blood-sugar",
    "/conditions/energy",
    "/health-goals",
    "/learn",
    "/learn/weight-management",
  ]) {
    expect(xml, path).toContain(`${path}</loc>`);
  }
});
