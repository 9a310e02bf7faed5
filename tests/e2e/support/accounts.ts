import { randomBytes } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { grantAdmin } from "./admin";

export interface TestAccount {
  email: string;
  password: string;
}

export const newAccount = (): TestAccount => ({
  email: `shopper-${randomBytes(6).toString("hex")}@example.com`,
  password: `pw-${randomBytes(6).toString("hex")}`,
});

export { grantAdmin } from "./admin";

/**
 * Signs up a fresh account through /auth and signs in with it (works with
 * and without JavaScript). With `admin`, the account gets the admin role
 * before signing in. Ends on / signed in.
 */
export async function signUpAndSignIn(page: Page, options: { admin?: boolean } = {}): Promise<TestAccount> {
  const account = newAccount();
  await page.goto("/auth?mode=signup");
  const form = page.locator("form#auth-form");
  await form.getByLabel("Email").fill(account.email);
  await form.getByLabel("Password", { exact: true }).fill(account.password);
  await form.getByLabel("Confirm Password").fill(account.password);
  await form.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("button", { name: "Login", exact: true })).toBeVisible();
  if (options.admin) await grantAdmin(account.email);
  await signIn(page, account);
  return account;
}

/** Signs in through the login form; ends on / signed in. */
export async function signIn(page: Page, account: TestAccount): Promise<void> {
  await page.goto("/auth");
  const form = page.locator("form#auth-form");
  await form.getByLabel("Email").fill(account.email);
  await form.getByLabel("Password", { exact: true }).fill(account.password);
  await form.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('form[action="/logout"]').first()).toBeAttached();
}
