import type { Page } from "@playwright/test";
import fc from "fast-check";
import { expect, test } from "./fixtures";

/** The cart's discount-code form: the store prices the code; a refused one keeps the cart and the typed code. */
const INVALID = "That code isn't valid for this cart.";
const dollars = (text: string | null) => Number(text?.replace(/[^0-9.]/g, ""));

async function cartWithMagnesium(page: Page, javaScriptEnabled: boolean) {
  await page.goto("/product/magnesium-glycinate");
  await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
  await expect(page.getByTestId("cart-count").first()).toHaveText("1");
  await page.goto("/cart");
  if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor();
  return dollars(await page.getByTestId("cart-total").textContent());
}

test("apply WELCOME10, refuse an unknown code, remove the code @nojs", async ({ page, javaScriptEnabled }) => {
  const before = await cartWithMagnesium(page, javaScriptEnabled);
  const code = page.getByRole("textbox", { name: "Discount code" });
  const apply = page.getByRole("button", { name: "Apply" });

  const refused = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/cart"));
  await code.fill("NOPE-2026");
  await apply.click();
  if (!javaScriptEnabled) expect((await refused).status()).toBe(400);
  else await refused;
  await expect(page.getByRole("alert").filter({ hasText: INVALID })).toBeVisible();
  await expect(code).toHaveValue("NOPE-2026");
  expect(dollars(await page.getByTestId("cart-total").textContent())).toBe(before);

  await code.fill(" welcome10 ");
  await apply.click();
  await expect(page.getByTestId("cart-discount-codes")).toContainText("welcome10");
  await expect(page.getByTestId("cart-discount")).toHaveText(`−$${(before / 10).toFixed(2)} USD`);
  await expect(page.getByTestId("cart-total")).toHaveText(`$${(before * 0.9).toFixed(2)} USD`);
  await expect(page.getByRole("alert").filter({ hasText: INVALID })).toHaveCount(0);

  // A quantity change is priced by the store again, code and all.
  await page.getByRole("button", { name: /Increase quantity/ }).click();
  await expect(page.getByTestId("cart-total")).toHaveText(`$${(before * 2 * 0.9).toFixed(2)} USD`);

  // Subscribe & save on the same line: the code still applies, to the plan's price.
  await page.getByRole("combobox", { name: /Purchase option/ }).selectOption({ label: "Delivered every 30 days" });
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByTestId("cart-line-plan")).toBeVisible();
  const subtotal = dollars(await page.getByTestId("cart-line-price").textContent()) * 2;
  const total = subtotal - Math.round(subtotal * 10) / 100;
  await expect(page.getByTestId("cart-total")).toHaveText(`$${total.toFixed(2)} USD`);
  await expect(page.getByTestId("cart-discount-codes")).toContainText("welcome10");

  await page.getByRole("button", { name: "Remove code welcome10" }).click();
  await expect(page.getByTestId("cart-discount-codes")).toHaveCount(0);
  await expect(page.getByTestId("cart-total")).toHaveText(`$${subtotal.toFixed(2)} USD`);
});

test("hostile codes get a message, never a 500, and leave the cart as it was", async ({ page }) => {
  await cartWithMagnesium(page, true);
  const cart = async () => (await page.request.get("/cart.data?_routes=routes/cart")).text();
  const before = await cart();
  await fc.assert(
    fc.asyncProperty(
      fc
        .oneof(
          fc.string({ maxLength: 80 }),
          fc.constantFrom("", "   ", "\u0000WELCOME10", "WELCOME10\u0007", "<script>alert(1)</script>", "x".repeat(65)),
        )
        .filter((code) => code.trim().toUpperCase() !== "WELCOME10"),
      fc.boolean(),
      async (code, plain) => {
        const form = { intent: "discount", code, ...(plain ? { redirectTo: "/cart" } : {}) };
        const response = await page.request.post("/cart", { form, maxRedirects: 0 });
        expect(response.status(), JSON.stringify(code)).toBe(400);
        const body = await response.text();
        expect(body).toMatch(/That code isn(’|'|&#x27;|&#39;)t valid for this cart\.|Enter a discount code/);
      },
    ),
    { numRuns: 25 },
  );
  const after = await cart();
  expect(after).toBe(before);
});
