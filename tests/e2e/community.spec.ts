import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signUpAndSignIn } from "./support/accounts";
import { mailsAbout } from "./support/giveaway-data";

const hydrated = (page: Page) => page.locator("html[data-hydrated]").waitFor({ state: "attached" });
const uniqueEmail = (tag: string) => `${tag}-${randomBytes(5).toString("hex")}@example.com`;

test.describe("community page", () => {
  test("shows the stories and the seeded lists, with no admin buttons for visitors @nojs", async ({ page }) => {
    await page.goto("/community");
    await expect(page.getByRole("heading", { level: 1, name: "Our Community" })).toBeVisible();
    for (const heading of [
      "Success Stories",
      "Events & Screenings",
      "Caregiver Resources",
      "Support Groups",
      "Stay Connected",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.locator("#stories-title ~ ul > li")).toHaveCount(6);
    await expect(page.locator('[data-community-item="event"]').first()).toBeVisible();
    await expect(page.locator('[data-community-item="resource"]').first()).toBeVisible();
    await expect(page.locator('[data-community-item="group"]').first()).toBeVisible();
    expect(await page.locator('[data-community-item="event"]').count()).toBeLessThanOrEqual(12);
    await expect(page.getByRole("button", { name: "Update Events" })).toHaveCount(0);
  });

  test("Stay Connected validates the address and welcomes a subscriber by mail @nojs", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/community");
    if (javaScriptEnabled) await hydrated(page);
    const box = page.getByRole("textbox", { name: "Email address" });
    await box.fill("not-an-email");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please enter a valid email address" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Email address" })).toHaveValue("not-an-email");

    const email = uniqueEmail("subscriber");
    await page.getByRole("textbox", { name: "Email address" }).fill(email);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.locator("[data-subscribe-result]")).toHaveText(
      "Welcome! Check your email for your 10% discount code!",
    );

    await expect.poll(async () => (await mailsAbout(page.request, email)).length).toBeGreaterThan(0);
    const [mail] = await mailsAbout(page.request, email);
    expect(mail.subject).toBe("Welcome to the BioLife community");
    expect(mail.text).toContain("WELCOME10");
  });

  test("refresh actions answer Access Denied (403) to visitors and signed-in shoppers", async ({ page }) => {
    test.slow(); // signing up hashes a password
    const anonymous = await page.request.post("/community", { form: { intent: "events" } });
    expect(anonymous.status()).toBe(403);
    expect(await anonymous.text()).toContain("Only administrators can refresh events.");

    await signUpAndSignIn(page);
    await page.goto("/community");
    await expect(page.getByRole("button", { name: "Update Events" })).toHaveCount(0);
    for (const [intent, text] of [
      ["events", "Only administrators can refresh events."],
      ["resources", "Only administrators can refresh resources."],
      ["groups", "Only administrators can refresh support groups."],
    ]) {
      const response = await page.request.post("/community", { form: { intent } });
      expect(response.status()).toBe(403);
      const body = await response.text();
      expect(body).toContain("Access Denied");
      expect(body).toContain(text);
    }
  });

  test("an admin's Update Events reads the feed and lists the new events @nojs", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.slow(); // signing up hashes a password
    await signUpAndSignIn(page, { admin: true });
    await page.goto("/community");
    if (javaScriptEnabled) await hydrated(page);
    const update = page.getByRole("button", { name: "Update Events" });
    await expect(update).toBeVisible();
    await update.click();
    const result = page.locator('[data-refresh-result="events"]');
    await expect(result).toContainText("Events Updated");
    await expect(result).toContainText("Found 3 events.");
    const events = page.locator("#events");
    await expect(events.getByRole("heading", { name: "Bronx Community Diabetes Screening" })).toBeVisible();
    await expect(events.getByRole("heading", { name: "Vision Screening Day" })).toBeVisible();
    await expect(events.getByText("Heart Month Kickoff")).toHaveCount(0);

    await page.getByRole("button", { name: "Update Groups" }).click();
    await expect(page.locator('[data-refresh-result="groups"]')).toContainText("Groups Updated");
    await expect(page.locator("#support-groups").getByRole("heading", { name: "Lupus Warriors Online" })).toBeVisible();
  });
});

test.describe("contact form", () => {
  test("answers bad input next to the fields, keeps it, then sends and mails the store @nojs", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/contact");
    if (javaScriptEnabled) await hydrated(page);
    const form = page.locator('form[aria-labelledby="contact-form-title"]');
    await form.getByLabel("Your Name").fill("Tasha Green");
    // The browser's own check accepts this; the server's does not.
    await form.getByLabel("Email Address").fill("tasha@example");
    await form.getByLabel("Subject").fill("Order question");
    await form.getByLabel("Message").fill("Short");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await expect(form.getByText("Please enter a message of at least 10 characters")).toBeVisible();
    await expect(form.getByLabel("Your Name")).toHaveValue("Tasha Green");
    await expect(form.getByLabel("Subject")).toHaveValue("Order question");

    const email = uniqueEmail("tasha");
    const subject = `Order question ${randomBytes(3).toString("hex")}`;
    await form.getByLabel("Email Address").fill(email);
    await form.getByLabel("Subject").fill(subject);
    await form.getByLabel("Message").fill("When will my magnesium order ship?");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/contact\?sent=1$/);
    await expect(page.getByRole("status").filter({ hasText: "Message Sent!" }).first()).toBeVisible();

    const sent = async () =>
      (await mailsAbout(page.request, email)).find((m) => `${m.subject}\n${m.text}`.includes(subject));
    await expect.poll(sent).toBeTruthy();
    const mail = (await mailsAbout(page.request, email)).find((m) => `${m.subject}\n${m.text}`.includes(subject));
    expect(mail?.to).toBe("orders@biolife.local");
    expect(mail?.text).toContain(email);
    expect(mail?.text).toContain("When will my magnesium order ship?");
  });
});
