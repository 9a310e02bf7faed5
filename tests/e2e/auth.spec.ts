import { expect, test } from "./fixtures";
import { newAccount } from "./support/accounts";
import { holdScripts } from "./support/hold-scripts";

/** SPEC §4: the login / sign up toggle clears the passwords, with or without scripts. */
test("switching between Login and Sign Up clears both password fields @nojs", async ({ page, javaScriptEnabled }) => {
  await page.goto("/auth");
  if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor();
  const form = page.locator("form#auth-form");
  const password = form.getByLabel("Password", { exact: true });
  const confirm = form.getByLabel("Confirm Password");

  await form.getByLabel("Email").fill("toggle@example.com");
  await password.fill("secret-one");
  await page.getByRole("link", { name: "Don't have an account? Sign up" }).click();
  await expect(form.getByRole("button", { name: "Sign Up" })).toBeVisible();
  await expect(password).toHaveValue("");
  await expect(confirm).toHaveValue("");

  await password.fill("secret-two");
  await confirm.fill("secret-two");
  await page.getByRole("link", { name: "Already have an account? Login" }).click();
  await expect(form.getByRole("button", { name: "Login", exact: true })).toBeVisible();
  await expect(password).toHaveValue("");
  await expect(confirm).toHaveCount(0);

  await page.getByRole("link", { name: "Don't have an account? Sign up" }).click();
  await expect(form.getByRole("button", { name: "Sign Up" })).toBeVisible();
  await expect(password).toHaveValue("");
  await expect(confirm).toHaveValue("");
});

/**
 * SPEC: nothing a shopper typed is lost. The page's scripts start after its load event
 * (decision 0030), so a fast typist fills the form before hydration: what they typed is kept.
 */
test("what is typed into the sign-up form before the scripts start is kept through hydration", async ({ page }) => {
  const scripts = await holdScripts(page);
  const account = newAccount();
  await page.goto("/auth?mode=signup");
  const form = page.locator("form#auth-form");
  await form.getByLabel("Email").fill(account.email);
  await form.getByLabel("Password", { exact: true }).fill(account.password);
  await form.getByLabel("Confirm Password").fill(account.password);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  await scripts.release();
  await expect(form.getByLabel("Email")).toHaveValue(account.email);
  await expect(form.getByLabel("Password", { exact: true })).toHaveValue(account.password);
  await expect(form.getByLabel("Confirm Password")).toHaveValue(account.password);
  await form.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText("Account created successfully! You can now login.")).toBeVisible();
});
