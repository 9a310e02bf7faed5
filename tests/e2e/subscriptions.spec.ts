import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { confirmEmailFromMail, signUpAndSignIn } from "./support/accounts";
import { openCheckout } from "./support/checkout";
import { holdScripts } from "./support/hold-scripts";

/**
 * Subscribe & save, end to end, with and without JavaScript: subscribe every
 * 60 days on the product page, see the plan and the 15 % lower price in the
 * cart, switch another line to a subscription and back, check out (the
 * checkout page lists the subscription), then find it in the order history
 * and the account's Subscriptions section, and pause it.
 */
async function ready(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor();
}

async function addToCart(page: Page, javaScriptEnabled: boolean) {
  const count = await page
    .getByTestId("cart-count")
    .first()
    .textContent({ timeout: 1000 })
    .catch(() => null);
  await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
  const next = String(Number(count ?? 0) + 1);
  await expect(page.getByTestId("cart-count").first()).toHaveText(next);
  if (javaScriptEnabled) await page.keyboard.press("Escape");
}

/** Chooses a line's purchase option: a change submits it with scripts; without, the Update button does. */
async function choosePlan(line: ReturnType<Page["getByTestId"]>, option: string, javaScriptEnabled: boolean) {
  await line.getByRole("combobox").selectOption({ label: option });
  if (!javaScriptEnabled) await line.getByRole("button", { name: "Update" }).click();
}

test.describe("subscribe & save", () => {
  test.slow();

  test("subscribe every 60 days, switch a line, check out, and pause it from the account @nojs", async ({
    page,
    javaScriptEnabled,
  }) => {
    const account = await signUpAndSignIn(page);
    await confirmEmailFromMail(page, account.email);
    await page.getByLabel("Shopify Email").fill(account.email);
    await page.getByRole("button", { name: "Link Shopify Account" }).click();
    await expect(page.getByTestId("linked-email")).toHaveText(account.email);

    // A product sold one-time only offers no choice.
    await page.goto("/product/biosilver-30-ppm-colloidal-silver");
    await expect(page.getByRole("button", { name: "Add to Cart", exact: true })).toBeVisible();
    await expect(page.getByRole("group", { name: "Purchase option" })).toHaveCount(0);

    await page.goto("/product/joint-formula");
    await ready(page, javaScriptEnabled);
    await expect(page.getByRole("radio", { name: /One-time purchase/ })).toBeChecked();
    await addToCart(page, javaScriptEnabled);

    await page.goto("/product/magnesium-glycinate");
    await ready(page, javaScriptEnabled);
    const choice = page.getByRole("group", { name: "Purchase option" });
    await expect(choice).toContainText("$19.99");
    await expect(choice).toContainText("Save $3.00 on every delivery");
    await choice.getByRole("radio", { name: /Subscribe & save 15%/ }).check();
    await choice.getByRole("radio", { name: "Delivered every 60 days" }).check();
    await addToCart(page, javaScriptEnabled);

    await page.goto("/cart");
    await ready(page, javaScriptEnabled);
    const magnesium = page.getByTestId("cart-line").filter({ hasText: "Magnesium Glycinate" });
    await expect(magnesium.getByTestId("cart-line-plan")).toContainText("Delivered every 60 days");
    await expect(magnesium.getByTestId("cart-line-price")).toHaveText("$16.99 USD");
    await expect(page.getByTestId("cart-saving")).toHaveText("−$3.00 USD");

    const joint = page.getByTestId("cart-line").filter({ hasText: "Joint Formula" });
    const jointPrice = (await joint.getByTestId("cart-line-price").textContent())!;
    await choosePlan(joint, "Delivered every 30 days", javaScriptEnabled);
    await expect(joint.getByTestId("cart-line-plan")).toContainText("Delivered every 30 days");
    await expect(joint.getByTestId("cart-line-price")).not.toHaveText(jointPrice);
    await choosePlan(joint, "One-time purchase", javaScriptEnabled);
    await expect(joint.getByTestId("cart-line-plan")).toHaveCount(0);
    await expect(joint.getByTestId("cart-line-price")).toHaveText(jointPrice);
    const total = (await page.getByTestId("cart-total").textContent())!.replace(" USD", "");

    const checkout = await openCheckout(page, javaScriptEnabled);
    await expect(checkout.getByTestId("checkout-plan")).toContainText("Subscription: Delivered every 60 days");
    await expect(checkout.getByTestId("checkout-total")).toHaveText(total);
    await checkout.getByLabel("Email").fill(account.email);
    await checkout.getByRole("button", { name: "Place order" }).click();
    await expect(checkout.getByRole("heading", { level: 1 })).toContainText("is confirmed");
    if (checkout !== page) await checkout.close();

    await page.goto("/account");
    await ready(page, javaScriptEnabled);
    await expect(page.getByTestId("order-subscription")).toHaveText(/Subscription: Delivered every 60 days/);
    const subscription = page.getByTestId("subscription");
    await expect(subscription).toHaveCount(1);
    await expect(subscription).toContainText("Magnesium Glycinate");
    await expect(subscription).toContainText("Delivered every 60 days");
    await expect(subscription.getByTestId("subscription-status")).toContainText("Next delivery");
    await subscription.getByRole("button", { name: "Pause" }).click();
    await expect(subscription.getByTestId("subscription-status")).toHaveText("Paused");
    await expect(subscription.getByRole("button", { name: "Resume" })).toBeVisible();

    // Someone else's or a made-up subscription id changes nothing: 404, malformed 400, never a 500.
    const origin = new URL(page.url()).origin;
    for (const [id, status] of [
      ["5600000001999001", 404],
      ["1; drop table", 400],
    ] as const) {
      const answer = await page.request.post("/account/subscriptions", {
        form: { intent: "cancel", id },
        headers: { Origin: origin },
        maxRedirects: 0,
      });
      expect(answer.status()).toBe(status);
    }
    await page.reload();
    await expect(page.getByTestId("subscription").getByTestId("subscription-status")).toHaveText("Paused");

    // Cancelled, it stays cancelled: Resume (a page left open, a replayed form) says so, never "Subscription resumed".
    const id = await subscription.locator('input[name="id"]').first().inputValue();
    await subscription.getByRole("button", { name: "Cancel subscription" }).click();
    await expect(page.getByTestId("subscription")).toHaveCount(0);
    for (const intent of ["resume", "pause"]) {
      const answer = await page.request.post("/account/subscriptions", {
        form: { intent, id },
        headers: { Origin: origin },
        maxRedirects: 0,
      });
      expect(answer.status(), intent).toBe(409);
      expect(await answer.text()).toBe("That subscription was cancelled and cannot be changed");
    }
    await page.reload();
    await expect(page.getByTestId("subscription")).toHaveCount(0);
  });
});

/** A size chosen before the scripts start (decision 0030) keeps its own subscription price once they do. */
test("the purchase choice shows the size chosen before hydration", async ({ page }) => {
  // The size radios are visually hidden: a shopper presses the size's label.
  const size = () => page.getByRole("radio", { name: /120 Capsules/ });
  const pick = () => page.locator("label.variant", { hasText: "120 Capsules" }).click();
  // The subscription's price is the last part of its option's label.
  const price = page
    .locator("label", { has: page.getByRole("radio", { name: /Subscribe & save/ }) })
    .locator("span")
    .last();
  await page.goto("/product/magnesium-glycinate");
  await page.locator("html[data-hydrated]").waitFor();
  await pick();
  await expect(price).not.toHaveText("$16.99");
  const chosenPrice = (await price.textContent())!;

  const scripts = await holdScripts(page);
  await page.goto("/product/magnesium-glycinate");
  await pick();
  await expect(size()).toBeChecked();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  await scripts.release();
  await expect(size()).toBeChecked();
  await expect(price).toHaveText(chosenPrice);
});
