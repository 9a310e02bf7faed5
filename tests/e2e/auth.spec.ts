import { expect, test } from "./fixtures";

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
