import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";

// Giveaway and prayer pop-ups are past their cut-off in real time; the
// discount modal is kept out of the way so nothing covers the quiz.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    sessionStorage.setItem("exitIntentShown", "true");
    sessionStorage.setItem("jamaicaPrayerModalSeen", "true");
  });
});

async function openQuiz(page: Page): Promise<Locator> {
  await page.goto("/");
  await page.locator("header").getByRole("link", { name: "Quiz" }).click();
  const dialog = page.getByRole("dialog", { name: "Wellness Quiz" });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function answer(dialog: Locator, choices: { age: string; gender: string; concerns: string[]; symptoms?: string[] }) {
  await dialog.getByLabel(choices.age, { exact: true }).check();
  await dialog.getByRole("button", { name: "Next" }).click();
  await dialog.getByLabel(choices.gender, { exact: true }).check();
  await dialog.getByRole("button", { name: "Next" }).click();
  for (const c of choices.concerns) await dialog.getByLabel(c, { exact: true }).check();
  await dialog.getByRole("button", { name: "Next" }).click();
  for (const s of choices.symptoms ?? []) await dialog.getByLabel(s, { exact: true }).check();
  await dialog.getByRole("button", { name: "Get My Recommendations" }).click();
}

test.describe("quiz dialog", () => {
  test("the header Quiz link opens the dialog instead of leaving the page", async ({ page }) => {
    await openQuiz(page);
    await expect(page).toHaveURL(/\/$/);
  });

  test("four steps with a step/4 progress bar, Next disabled until answered", async ({ page }) => {
    const dialog = await openQuiz(page);
    const progress = dialog.getByRole("progressbar", { name: "Quiz progress" });
    const next = dialog.getByRole("button", { name: "Next" });

    await expect(dialog.getByText("Step 1 of 4")).toBeVisible();
    await expect(progress).toHaveAttribute("aria-valuenow", "1");
    for (const age of ["18-34", "35-49", "50-64", "65+"]) await expect(dialog.getByLabel(age, { exact: true })).toBeVisible();
    await expect(next).toBeDisabled();
    await dialog.getByLabel("50-64").check();
    await expect(next).toBeEnabled();
    await next.click();

    await expect(progress).toHaveAttribute("aria-valuenow", "2");
    await expect(next).toBeDisabled();
    for (const g of ["Male", "Female", "Prefer not to say"]) await expect(dialog.getByLabel(g, { exact: true })).toBeVisible();
    await dialog.getByLabel("Prefer not to say").check();
    await next.click();

    await expect(progress).toHaveAttribute("aria-valuenow", "3");
    await expect(dialog.getByRole("checkbox")).toHaveCount(11);
    await expect(next).toBeDisabled();
    await dialog.getByLabel("Sleep", { exact: true }).check();
    await expect(next).toBeEnabled();
    await next.click();

    await expect(progress).toHaveAttribute("aria-valuenow", "4");
    await expect(dialog.getByRole("checkbox")).toHaveCount(9);
    const finish = dialog.getByRole("button", { name: "Get My Recommendations" });
    await expect(finish).toBeEnabled(); // step 4 is optional
    await finish.click();
    await expect(page.getByRole("dialog", { name: "Your Personalized Recommendations" })).toBeVisible();
  });

  test("Back returns to the previous step with its answer kept", async ({ page }) => {
    const dialog = await openQuiz(page);
    await dialog.getByLabel("35-49").check();
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByText("Step 2 of 4")).toBeVisible();
    await dialog.getByRole("button", { name: "Back" }).click();
    await expect(dialog.getByText("Step 1 of 4")).toBeVisible();
    await expect(dialog.getByLabel("35-49")).toBeChecked();
  });

  test("results: at most four products, each linking to its page with Add to Cart", async ({ page }) => {
    const dialog = await openQuiz(page);
    await answer(dialog, { age: "35-49", gender: "Female", concerns: ["Blood Sugar", "Heart Health", "Brain Health"], symptoms: ["Fatigue or low energy", "Trouble sleeping"] });
    const results = page.getByRole("dialog", { name: "Your Personalized Recommendations" });
    const cards = results.getByTestId("quiz-recommendation");
    await expect(cards).toHaveCount(4);
    // blood sugar, heart, brain, then fatigue -> energy; sleep and women's are cut by the limit of four
    await expect(cards.nth(0).getByRole("heading")).toContainText(/Blood Sugar/i);
    await expect(cards.nth(1).getByRole("heading")).toContainText(/Blood Pressure|Heart/i);
    await expect(cards.nth(2).getByRole("heading")).toContainText(/Memory/i);
    for (const card of await cards.all()) {
      await expect(card.getByRole("heading").getByRole("link")).toHaveAttribute("href", /^\/product\/[a-z0-9-]+$/);
      await expect(card.getByRole("button", { name: /^Add to Cart/ })).toBeVisible();
      await expect(card.getByTestId("quiz-price")).toHaveText(/^\$\d+\.\d{2}$/);
    }
  });

  test("Add to Cart posts the cart contract form", async ({ page }) => {
    const dialog = await openQuiz(page);
    await answer(dialog, { age: "18-34", gender: "Male", concerns: ["Joint Health"] });
    const form = page.getByRole("dialog", { name: "Your Personalized Recommendations" }).getByTestId("quiz-recommendation").first().locator("form");
    await expect(form).toHaveAttribute("method", /post/i);
    await expect(form).toHaveAttribute("action", "/cart");
    await expect(form.locator('input[name="intent"]')).toHaveValue("add");
    await expect(form.locator('input[name="quantity"]')).toHaveValue("1");
    await expect(form.locator('input[name="redirectTo"]')).toHaveValue("/");
    await expect(form.locator('input[name="merchandiseId"]')).toHaveCount(1);
  });

  test("empty result offers Browse All Products", async ({ page }) => {
    const dialog = await openQuiz(page);
    await answer(dialog, { age: "65+", gender: "Prefer not to say", concerns: ["Cholesterol", "Immune Support"] });
    const results = page.getByRole("dialog", { name: "Your Personalized Recommendations" });
    await expect(results.getByText("We're preparing personalized recommendations for you")).toBeVisible();
    const browse = results.getByRole("link", { name: "Browse All Products" });
    await expect(browse).toHaveAttribute("href", "/shop");
    await browse.click();
    await expect(results).toBeHidden();
  });

  test("Retake Quiz returns to step 1 with nothing chosen", async ({ page }) => {
    const dialog = await openQuiz(page);
    await answer(dialog, { age: "18-34", gender: "Male", concerns: ["Sleep"] });
    await page.getByRole("button", { name: "Retake Quiz" }).click();
    const quiz = page.getByRole("dialog", { name: "Wellness Quiz" });
    await expect(quiz.getByText("Step 1 of 4")).toBeVisible();
    await expect(quiz.getByLabel("18-34")).not.toBeChecked();
  });

  test("the quiz resets each time it opens; Escape closes it and focus returns", async ({ page }) => {
    const dialog = await openQuiz(page);
    await dialog.getByLabel("18-34").check();
    await dialog.getByRole("button", { name: "Next" }).click();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    const trigger = page.locator("header").getByRole("link", { name: "Quiz" });
    await expect(trigger).toBeFocused();
    await trigger.click();
    await expect(dialog.getByText("Step 1 of 4")).toBeVisible();
    await expect(dialog.getByLabel("18-34")).not.toBeChecked();
  });

  test("can be answered with the keyboard alone", async ({ page }) => {
    await page.goto("/");
    const trigger = page.locator("header").getByRole("link", { name: "Quiz" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Wellness Quiz" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("18-34").focus();
    await page.keyboard.press("Space");
    await expect(dialog.getByLabel("18-34")).toBeChecked();
    await page.keyboard.press("Enter");
    await expect(dialog.getByText("Step 2 of 4")).toBeVisible();
  });
});

test("the quiz dialog and its results pass axe", async ({ page }) => {
  const dialog = await openQuiz(page);
  const check = async () => {
    const { violations } = await new AxeBuilder({ page }).include('[data-promotion="quiz"]').analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
  };
  await check();
  await answer(dialog, { age: "18-34", gender: "Female", concerns: ["Sleep"] });
  await expect(page.getByTestId("quiz-recommendation").first()).toBeVisible();
  await check();
});

test.describe("/quiz page", () => {
  test("walks the steps as GET forms and shows the results @nojs", async ({ page }) => {
    await page.goto("/quiz");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Step 1 of 4")).toBeVisible();
    await page.getByLabel("50-64").check();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Step 2 of 4")).toBeVisible();
    await page.getByLabel("Male", { exact: true }).check();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Step 3 of 4")).toBeVisible();
    await page.getByLabel("Joint Health").check();
    await page.getByLabel("Brain Health").check();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Step 4 of 4")).toBeVisible();
    await page.getByLabel("Trouble sleeping").check();
    await page.getByRole("button", { name: "Get My Recommendations" }).click();

    await expect(page).toHaveURL(/step=results/);
    await expect(page.getByRole("heading", { level: 1, name: "Your Personalized Recommendations" })).toBeVisible();
    const cards = page.getByTestId("quiz-recommendation");
    await expect(cards).toHaveCount(4); // joint, brain, sleep, men's
    await expect(cards.nth(3).getByRole("heading")).toContainText(/Men's/i);
    await page.getByRole("link", { name: "Retake Quiz" }).click();
    await expect(page.getByText("Step 1 of 4")).toBeVisible();
    await expect(page.getByLabel("50-64")).not.toBeChecked();
  });

  test("Back keeps the answers @nojs", async ({ page }) => {
    await page.goto("/quiz?step=3&ageGroup=35-49&gender=female");
    await page.getByLabel("Energy & Vitality").check();
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByText("Step 2 of 4")).toBeVisible();
    await expect(page.getByLabel("Female", { exact: true })).toBeChecked();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByLabel("Energy & Vitality")).toBeChecked();
  });

  test("a required step cannot be skipped @nojs", async ({ page, javaScriptEnabled }) => {
    test.skip(javaScriptEnabled, "with JavaScript the Next button is disabled instead");
    await page.goto("/quiz");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Step 1 of 4")).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText("Please choose an age group.");
  });

  test("Next is disabled until the step is answered", async ({ page }) => {
    await page.goto("/quiz");
    const next = page.getByRole("button", { name: "Next" });
    await expect(next).toBeDisabled();
    await page.getByLabel("18-34").check();
    await expect(next).toBeEnabled();
  });

  test("empty result: the preparing message and Browse All Products @nojs", async ({ page }) => {
    await page.goto("/quiz?ageGroup=18-34&gender=other&primaryConcerns=stress&primaryConcerns=digestive&step=results");
    await expect(page.getByText("We're preparing personalized recommendations for you")).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse All Products" })).toHaveAttribute("href", "/shop");
  });

  test("results carry Add to Cart forms back to the same results @nojs", async ({ page }) => {
    const url = "/quiz?ageGroup=18-34&gender=male&primaryConcerns=sleep&step=results";
    await page.goto(url);
    const form = page.getByTestId("quiz-recommendation").first().locator('form[action="/cart"]');
    await expect(form.locator('input[name="redirectTo"]')).toHaveValue(url);
    await expect(form.locator('input[name="intent"]')).toHaveValue("add");
  });
});
