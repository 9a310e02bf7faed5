import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { confirmEmailFromMail, confirmationPathFor, newAccount, signIn, signUpAndSignIn } from "./support/accounts";
import { adminRequest } from "./support/admin";
import { openCheckout } from "./support/checkout";

/** The server's toast: a status box without scripts, a sonner toast with them. */
const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast], [role=status]").filter({ hasText: text }).first();

async function ready(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor();
}

test.describe("accounts", () => {
  test.slow();
  test("sign up, the form's messages, login, wrong password, header and logout @nojs", async ({
    page,
    javaScriptEnabled,
  }) => {
    const account = newAccount();
    await page.goto("/account");
    await expect(page).toHaveURL(/\/auth$/);
    await ready(page, javaScriptEnabled);
    const form = page.locator("form#auth-form");

    await page.getByRole("link", { name: /Sign up/ }).click();
    await expect(form.getByRole("button", { name: "Sign Up" })).toBeVisible();
    await form.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please fill in all fields");
    await form.getByLabel("Email").fill(account.email);
    await form.getByLabel("Password", { exact: true }).fill("abcdef");
    await form.getByLabel("Confirm Password").fill("abcdeg");
    await form.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByRole("alert")).toHaveText("Passwords do not match");
    await expect(form.getByLabel("Email")).toHaveValue(account.email);
    await form.getByLabel("Password", { exact: true }).fill("abc");
    await form.getByLabel("Confirm Password").fill("abc");
    await form.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByRole("alert")).toHaveText("Password must be at least 6 characters");
    await form.getByLabel("Password", { exact: true }).fill(account.password);
    await form.getByLabel("Confirm Password").fill(account.password);
    await form.getByRole("button", { name: "Sign Up" }).click();
    await expect(toast(page, "Account created successfully! You can now login.")).toBeVisible();
    await expect(form.getByRole("button", { name: "Login", exact: true })).toBeVisible();

    // The same address again.
    await page.goto("/auth?mode=signup");
    await form.getByLabel("Email").fill(account.email.toUpperCase());
    await form.getByLabel("Password", { exact: true }).fill(account.password);
    await form.getByLabel("Confirm Password").fill(account.password);
    await form.getByRole("button", { name: "Sign Up" }).click();
    await expect(toast(page, "This email is already registered. Please login instead.")).toContainText(
      "Sign Up Failed",
    );

    // Wrong password and unknown email answer alike.
    await page.goto("/auth");
    await ready(page, javaScriptEnabled);
    for (const [email, password] of [
      [account.email, "wrong-password"],
      ["nobody-here@example.com", account.password],
    ]) {
      await form.getByLabel("Email").fill(email);
      await form.getByLabel("Password", { exact: true }).fill(password);
      await form.getByRole("button", { name: "Login", exact: true }).click();
      await expect(toast(page, "Invalid email or password")).toContainText("Login Failed");
      await expect(form.getByLabel("Email")).toHaveValue(email);
      await expect(form.getByLabel("Password", { exact: true })).toHaveValue("");
    }

    await signIn(page, account);
    await expect(toast(page, "Logged in successfully")).toBeVisible();
    await expect(page.locator("header").getByRole("link", { name: "Account" })).toBeVisible();
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/$/);

    await page.goto("/account");
    await expect(page.getByTestId("account-email")).toHaveText(account.email);
    await expect(page.getByText("Link your Shopify account to see your order history.")).toBeVisible();
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("header").getByRole("link", { name: "Login" })).toBeVisible();
    await page.goto("/account");
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("password reset: request answers the same for any address, the emailed link sets a new password once @nojs", async ({
    page,
    javaScriptEnabled,
  }) => {
    const account = await signUpAndSignIn(page);
    await page.goto("/");
    await page.locator("header").getByRole("button", { name: "Logout" }).click();
    await expect(page.locator("header").getByRole("link", { name: "Login" })).toBeVisible();

    await page.goto("/auth");
    await ready(page, javaScriptEnabled);
    await page.getByRole("link", { name: "Forgot password?" }).click();
    const form = page.locator("form#auth-form");
    await form.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please enter your email address");
    for (const email of ["not-registered@example.com", account.email]) {
      await page.goto("/auth?mode=reset");
      await form.getByLabel("Email").fill(email);
      await form.getByRole("button", { name: "Send Reset Link" }).click();
      await expect(toast(page, "Password reset email sent! Check your inbox.")).toBeVisible();
      await expect(form.getByRole("button", { name: "Login", exact: true })).toBeVisible();
      await expect(form.getByLabel("Email")).toHaveValue("");
    }

    const mail = await (await adminRequest()).get(`/dev/reset-link?email=${encodeURIComponent(account.email)}`);
    expect(mail.ok()).toBe(true);
    const { link } = (await mail.json()) as { link: string };
    const path = new URL(link).pathname + new URL(link).search;
    expect(path).toMatch(/^\/auth\?mode=reset&token=/);
    await page.goto(path);
    const newPassword = "brand-new-secret";
    await page.getByLabel("New Password").fill(newPassword);
    await page.getByLabel("Confirm Password").fill("different-one");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByRole("alert")).toHaveText("Passwords do not match");
    await page.getByLabel("New Password").fill(newPassword);
    await page.getByLabel("Confirm Password").fill(newPassword);
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(toast(page, "Password updated!")).toBeVisible();

    await page.goto(path);
    await expect(page.getByText("This password reset link is invalid or has expired.")).toBeVisible();
    await signIn(page, { email: account.email, password: newPassword });
  });

  test("a linked email shows its orders only once confirmed; another account linking it sees none @nojs", async ({
    page,
    javaScriptEnabled,
  }) => {
    const account = await signUpAndSignIn(page);
    await page.goto("/account");
    await expect(page.getByText("Link your Shopify account to see your order history.")).toBeVisible();
    const buyer = `buyer-${account.email}`;
    await page.getByLabel("Shopify Email").fill(buyer);
    await page.getByRole("button", { name: "Link Shopify Account" }).click();
    await expect(toast(page, "Confirmation email sent! Check your inbox.")).toBeVisible();
    await expect(page.getByTestId("linked-email")).toHaveText(buyer);
    await expect(page.getByTestId("link-pending")).toBeVisible();
    const confirmPath = await confirmationPathFor(page, buyer);

    await page.goto("/product/joint-formula");
    await ready(page, javaScriptEnabled);
    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    // With scripts the add opens the (modal) cart drawer, which hides the header from the accessibility tree.
    await expect(page.getByRole("link", { name: /^Cart, 1 item/, includeHidden: true })).toHaveCount(1);
    await page.goto("/cart");
    await ready(page, javaScriptEnabled);
    const checkout = await openCheckout(page, javaScriptEnabled);
    await checkout.getByLabel("Email").fill(buyer.toUpperCase());
    await checkout.getByRole("button", { name: "Place order" }).click();
    await expect(checkout.getByRole("heading", { level: 1 })).toContainText("is confirmed");
    if (checkout !== page) await checkout.close();

    // Not confirmed yet: no order shown.
    await page.goto("/account");
    await expect(page.getByText("Confirm your linked email address to see your order history.")).toBeVisible();
    await expect(page.getByTestId("order")).toHaveCount(0);

    // Another shopper links the same address: nothing of the buyer's, and the buyer's link does not work for them.
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page.locator("header").getByRole("link", { name: "Login" })).toBeVisible();
    await signUpAndSignIn(page);
    await page.goto("/account");
    await page.getByLabel("Shopify Email").fill(buyer);
    await page.getByRole("button", { name: "Link Shopify Account" }).click();
    await expect(page.getByTestId("linked-email")).toHaveText(buyer);
    await expect(page.getByTestId("order")).toHaveCount(0);
    await expect(page.getByText("Joint Formula")).toHaveCount(0);
    await page.goto(confirmPath);
    await expect(page.getByText("This confirmation link was sent for another account.")).toBeVisible();
    await page.goto("/account");
    await expect(page.getByTestId("order")).toHaveCount(0);
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page.locator("header").getByRole("link", { name: "Login" })).toBeVisible();

    // The buyer confirms from the mailed link: the order shows.
    await signIn(page, account);
    await confirmEmailFromMail(page, buyer, confirmPath);
    await expect(toast(page, "Shopify account linked successfully!")).toBeVisible();
    await expect(page.getByRole("button", { name: "Link Shopify Account" })).toHaveCount(0);
    const order = page.getByTestId("order");
    await expect(order).toHaveCount(1);
    await expect(order).toContainText("Joint Formula");
    await expect(order).toContainText("paid");

    // The link works once.
    await page.goto(confirmPath);
    await expect(page.getByText("This confirmation link is invalid or has expired.")).toBeVisible();
  });

  test("a new account confirms its own email from the sign-up mail @nojs", async ({ page }) => {
    const account = await signUpAndSignIn(page);
    await page.goto("/account");
    await expect(page.getByTestId("account-unconfirmed")).toBeVisible();
    await page.getByRole("button", { name: "Send Confirmation Email" }).click();
    await expect(toast(page, "Confirmation email sent! Check your inbox.")).toBeVisible();
    await confirmEmailFromMail(page, account.email);
    await expect(toast(page, "Email confirmed successfully!")).toBeVisible();
    await expect(page.getByTestId("account-unconfirmed")).toHaveCount(0);
    // Linking the confirmed account email needs no further mail.
    await page.getByLabel("Shopify Email").fill(account.email);
    await page.getByRole("button", { name: "Link Shopify Account" }).click();
    await expect(toast(page, "Shopify account linked successfully!")).toBeVisible();
    await expect(page.getByText("No orders found. Start shopping to see your order history!")).toBeVisible();
  });

  test("admins see the tabs and the Chatbot Training tab @nojs", async ({ page, javaScriptEnabled }) => {
    const account = await signUpAndSignIn(page, { admin: true });
    await page.goto("/account");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Admin");
    const tabs = page.getByRole("navigation", { name: "Account sections" });
    await expect(tabs.getByRole("link")).toHaveText([
      "Account",
      "Orders",
      "Chatbot Training",
      "Campaigns",
      "Messages",
      "Giveaway",
      "Admins",
      "Audit Log",
    ]);
    await tabs.getByRole("link", { name: "Orders" }).click();
    await expect(page.getByRole("heading", { name: "Order History" })).toBeVisible();
    await tabs.getByRole("link", { name: "Chatbot Training" }).click();
    await expect(page.getByRole("heading", { name: "Chatbot Training" })).toBeVisible();
    await expect(page.getByTestId("account-email")).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/");
    // With scripts the menu's <details> becomes a dialog button as the page hydrates: open it once that is done.
    if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor();
    await page
      .getByRole("button", { name: "Open menu" })
      .or(page.locator("summary[aria-label='Open menu']"))
      .first()
      .click();
    await expect(page.getByText(account.email)).toContainText("(Admin)");
  });

  test("a plain shopper sees no admin tabs", async ({ page }) => {
    await signUpAndSignIn(page);
    await page.goto("/account?tab=training");
    await expect(page.getByRole("navigation", { name: "Account sections" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Chatbot Training" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Order History" })).toBeVisible();
  });
});
