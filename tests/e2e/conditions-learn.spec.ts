import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";

const SLUGS = [
  "blood-sugar", "heart-health", "blood-pressure", "cholesterol", "weight", "joint", "brain", "immune",
  "digestion", "sleep", "stress", "eye", "mens-health", "womens-health", "skin", "energy",
];
const COLLECTIONS: Record<string, string> = {
  "heart-health": "287821037662", "blood-pressure": "287821135966", cholesterol: "287821299806", weight: "287821365342",
  joint: "287821398110", brain: "287821561950", immune: "287822119006", digestion: "287822217310", sleep: "287822282846",
  stress: "287822348382", eye: "287822381150", "mens-health": "287822446686", "womens-health": "280699142238",
  skin: "287822577758", energy: "287822676062",
};

test.describe("conditions", () => {
  test("the index shows twelve cards and four public-health resources @nojs", async ({ page }) => {
    await page.goto("/conditions");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Health Conditions");
    await expect(page.getByRole("link", { name: /^Explore / })).toHaveCount(12);
    await expect(page.getByRole("region", { name: "Public Health Resources" }).getByRole("link")).toHaveCount(4);
  });

  test("every condition page renders and links to its collection @nojs", async ({ page }) => {
    for (const slug of SLUGS) {
      const response = await page.goto(`/conditions/${slug}`);
      expect(response?.status(), slug).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Health Conditions");
      if (COLLECTIONS[slug]) {
        await expect(page.getByRole("link", { name: /^Shop .* Products$/ })).toHaveAttribute("href", `/shop?collection=${COLLECTIONS[slug]}`);
      }
    }
  });

  test("unknown and unlisted conditions show the index @nojs", async ({ page }) => {
    for (const slug of ["respiratory", "liver", "urinary", "nutrition", "no-such-thing"]) {
      await page.goto(`/conditions/${slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Health Conditions");
    }
  });

  test("blood sugar opens its products in a dialog that is rebuilt on each open", async ({ page }) => {
    await page.goto("/conditions/blood-sugar");
    await page.locator("html[data-hydrated]").waitFor();
    await page.getByRole("button", { name: /^Shop .* Products$/ }).click();
    const widget = page.getByTestId("collection-widget");
    await expect(widget.getByTestId("product-card").first()).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(widget).toHaveCount(0);
    await page.getByRole("button", { name: /^Shop .* Products$/ }).click();
    await expect(page.getByTestId("collection-widget").getByTestId("product-card").first()).toBeVisible();
  });

  test("health goals: twelve cards, blood sugar to its condition page, the rest to shop categories @nojs", async ({ page }) => {
    await page.goto("/health-goals");
    const links = page.locator("main ul").first().getByRole("link");
    await expect(links).toHaveCount(12);
    await expect(links.filter({ hasText: "Blood Sugar" })).toHaveAttribute("href", "/conditions/blood-sugar");
    await expect(links.filter({ hasText: "Heart Health" })).toHaveAttribute("href", "/shop?category=heart-health");
    await links.filter({ hasText: "Sleep" }).click();
    await expect(page).toHaveURL(/category=sleep-relaxation/);
    await expect(page.getByTestId("product-card").first()).toBeVisible();
  });

  test("the conditions index has no serious accessibility violation", async ({ page }) => {
    await page.goto("/conditions");
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => v.id)).toEqual([]);
  });
});

test.describe("learn", () => {
  test("the index shows the trending stories @nojs", async ({ page }) => {
    await page.goto("/learn");
    await expect(page.getByRole("heading", { name: "Trending African American Health Stories" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Trending African American Health Stories" }).getByRole("listitem").first()).toBeVisible();
  });

  test("topic pages show their card, products and a way back @nojs", async ({ page }) => {
    for (const topic of ["blood-pressure", "cholesterol", "joint-health", "digestive-health", "eye-health"]) {
      await page.goto(`/learn/${topic}`);
      await expect(page.getByRole("link", { name: "Back to Learn" })).toHaveAttribute("href", "/learn");
      await expect(page.getByTestId("product-card").first()).toBeVisible();
    }
  });

  test("the weight page reveals its products on demand, with or without scripts @nojs", async ({ page }) => {
    await page.goto("/learn/weight-management");
    const card = page.getByTestId("product-card").first();
    await expect(card).toBeHidden();
    await page.getByText("Learn More & Shop Products").click();
    await expect(card).toBeVisible();
    await page.getByText("Hide Products").click();
    await expect(card).toBeHidden();
  });

  test("an unknown topic goes back to /learn @nojs", async ({ page }) => {
    await page.goto("/learn/astrology");
    await expect(page).toHaveURL(/\/learn$/);
  });
});
