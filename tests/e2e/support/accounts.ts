import { randomBytes } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { adminRequest, grantAdmin } from "./admin";

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
 * A fresh account, signed in, for tests that are not about signing up: the
 * sign-up and login forms' posts sent as the page's own requests (the cookies
 * land in the page's context), as a browser without scripts sends them. The
 * forms themselves are tested in accounts.spec and auth.spec. With `admin`,
 * the account gets the admin role before signing in. Opens no page.
 */
export async function signUpAndSignIn(page: Page, options: { admin?: boolean } = {}): Promise<TestAccount> {
  const account = newAccount();
  const { email, password } = account;
  const signUp = await page.request.post("/auth?mode=signup", {
    form: { intent: "signup", email, password, confirmPassword: password },
    maxRedirects: 0,
  });
  expect(signUp.status(), "sign-up answers with a redirect to /auth").toBe(303);
  if (options.admin) await grantAdmin(email);
  const login = await page.request.post("/auth", { form: { intent: "login", email, password }, maxRedirects: 0 });
  expect(login.status(), "login answers with a redirect to /").toBe(303);
  // The page a browser would have been sent to shows the "Logged in" toast and clears it: no page here.
  await page.context().clearCookies({ name: /biolife_toast$/ });
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

/**
 * The newest confirmation link mailed to `email`, as a path on the shop. Read
 * from the mail outbox through the admin-only dev JSON route: the one place to
 * change if the e2e tests reach the outbox another way.
 */
export async function confirmationPathFor(page: Page, email: string): Promise<string> {
  let path: string | undefined;
  // Signed in before polling: the poll's time is for the mail, not for making the admin.
  const admin = await adminRequest();
  await expect
    .poll(async () => {
      const response = await admin.get(`/dev/outbox.json?about=${encodeURIComponent(email)}`);
      if (!response.ok()) return undefined;
      const { mails } = (await response.json()) as { mails: Array<{ to: string; text: string }> };
      const link = mails
        .filter((m) => m.to === email.toLowerCase())
        .map((m) => m.text.match(/https?:\/\/\S+\/confirm-email\?token=[A-Za-z0-9_-]+/)?.[0])
        .find(Boolean);
      path = link ? new URL(link).pathname + new URL(link).search : undefined;
      return path;
    })
    .toBeTruthy();
  return path!;
}

/** Opens the link mailed to `email` and confirms it as the signed-in account; ends on /account. */
export async function confirmEmailFromMail(page: Page, email: string, path?: string): Promise<void> {
  await page.goto(path ?? (await confirmationPathFor(page, email)));
  await page.getByRole("button", { name: "Confirm Email" }).click();
  await expect(page).toHaveURL(/\/account$/);
}
