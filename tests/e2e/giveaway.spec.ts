import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

// Keep the scheduled pop-ups out of the way of the forms under test.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    sessionStorage.setItem("exitIntentShown", "true");
    sessionStorage.setItem("jamaicaPrayerModalSeen", "true");
    sessionStorage.setItem("firstLaunchShown", "true");
  });
});

const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

async function openDialog(page: Page) {
  await page.goto("/about");
  await page.locator("footer").getByRole("link", { name: "Enter Giveaway" }).click();
  const dialog = page.getByRole("dialog", { name: "Win a 2025 KIA!" });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillStep1(page: Page, email: string) {
  const dialog = page.getByRole("dialog", { name: "Win a 2025 KIA!" });
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Phone").fill("555-0123");
  await dialog.getByLabel(/agree to the Official Rules/).check();
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByLabel("Full name")).toBeVisible();
}

test.describe("giveaway dialog", () => {
  test("the footer button opens it in place, with the drawing date, prizes and the 18+ rule", async ({ page }) => {
    const dialog = await openDialog(page);
    await expect(page).toHaveURL(/\/about$/);
    await expect(dialog).toContainText("Drawing on December 13th, 2025");
    await expect(dialog).toContainText("Must be 18+ to enter");
    await expect(dialog).toContainText("No purchase necessary");
    for (const prize of ["2025 KIA", "trip to Jamaica", "year of BioLife products"]) await expect(dialog.getByRole("list", { name: "Prizes" })).toContainText(prize);
    await expect(dialog.getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(dialog.getByLabel("Phone")).toHaveAttribute("type", "tel");
  });

  test("passes axe on both steps", async ({ page }) => {
    await openDialog(page);
    const check = async () => {
      const { violations } = await new AxeBuilder({ page }).include('[data-promotion="giveaway"]').analyze();
      expect(violations.map((v) => v.id)).toEqual([]);
    };
    await check();
    await fillStep1(page, "axe@example.com");
    await check();
  });

  test("step 1 needs email, phone and consent", async ({ page }) => {
    const dialog = await openDialog(page);
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(toast(page, "Required Fields")).toContainText("Please fill in email, phone, and agree to terms.");
    await dialog.getByLabel("Email").fill("someone@example.com");
    await dialog.getByLabel("Phone").fill("555-0123");
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(dialog.getByLabel(/agree to the Official Rules/)).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel("Full name")).toHaveCount(0);
  });

  test("step 2 needs name and address; Back returns to step 1 with what was typed", async ({ page }) => {
    const dialog = await openDialog(page);
    await fillStep1(page, "back@example.com");
    await dialog.getByRole("button", { name: "Submit Entry" }).click();
    await expect(toast(page, "Required Fields")).toContainText("Please complete all required fields.");
    await dialog.getByLabel("Full name").fill("Maya Johnson");
    await dialog.getByRole("button", { name: "Back" }).click();
    await expect(dialog.getByLabel("Email")).toHaveValue("back@example.com");
    await expect(dialog.getByLabel(/agree to the Official Rules/)).toBeChecked();
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(dialog.getByLabel("Full name")).toHaveValue("Maya Johnson");
    await expect(dialog.getByLabel(/offers and wellness tips/)).not.toBeChecked(); // optional
  });

  test("submits: Submitting... while busy, then Entry Submitted!, completed flag, reset and closed", async ({ page }) => {
    await page.route("**/api/giveaway", async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    const dialog = await openDialog(page);
    await fillStep1(page, uniqueEmail("dialog"));
    await dialog.getByLabel("Full name").fill("Maya Johnson");
    await dialog.getByLabel("Mailing address").fill("12 Peachtree St, Atlanta, GA 30303");
    await dialog.getByLabel(/offers and wellness tips/).check();
    await dialog.getByRole("button", { name: "Submit Entry" }).click();
    await expect(dialog.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    await expect(toast(page, "Entry Submitted!")).toContainText("You're now entered to win! Drawing on December 13th, 2025");
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("kiaGiveawayCompleted"))).toBe("true");
    await page.locator("footer").getByRole("link", { name: "Enter Giveaway" }).click();
    await expect(dialog.getByLabel("Email")).toHaveValue("");
  });

  test("a failed submission says Submission Failed and keeps the form", async ({ page }) => {
    await page.route("**/api/giveaway", (route) => route.fulfill({ status: 500, contentType: "text/plain", body: "down" }));
    const dialog = await openDialog(page);
    await fillStep1(page, "fail@example.com");
    await dialog.getByLabel("Full name").fill("Maya Johnson");
    await dialog.getByLabel("Mailing address").fill("12 Peachtree St");
    await dialog.getByRole("button", { name: "Submit Entry" }).click();
    await expect(toast(page, "Submission Failed")).toContainText("Please try again later.");
    await expect(dialog.getByLabel("Full name")).toHaveValue("Maya Johnson");
    expect(await page.evaluate(() => localStorage.getItem("kiaGiveawayCompleted"))).toBeNull();
  });

  test("the same email entered twice is answered gracefully", async ({ page }) => {
    const email = uniqueEmail("twice");
    for (const expected of ["Entry Submitted!", "You're Already Entered!"]) {
      const dialog = await openDialog(page);
      await fillStep1(page, email);
      await dialog.getByLabel("Full name").fill("Maya Johnson");
      await dialog.getByLabel("Mailing address").fill("12 Peachtree St");
      await dialog.getByRole("button", { name: "Submit Entry" }).click();
      await expect(toast(page, expected)).toBeVisible();
      await expect(dialog).toBeHidden();
    }
  });
});

test.describe("/kia-giveaway page", () => {
  test("shows the giveaway with its prizes and rules @nojs", async ({ page }) => {
    await page.goto("/kia-giveaway");
    await expect(page.getByRole("heading", { level: 1, name: "Win a 2025 KIA!" })).toBeVisible();
    await expect(page.getByText("Drawing on December 13th, 2025").first()).toBeVisible();
    await expect(page.getByText(/Must be 18\+ to enter/).first()).toBeVisible();
    await expect(page.getByText(/No purchase necessary/).first()).toBeVisible();
    await expect(page.getByRole("list", { name: "Prizes" })).toContainText("trip to Jamaica");
  });

  test("needs consent (Opt-in Required) and keeps what was typed @nojs", async ({ page }) => {
    await page.goto("/kia-giveaway");
    await page.getByLabel("Full name").fill("Andre Williams");
    await page.getByLabel("Email").fill("andre@example.com");
    await page.getByLabel("Phone").fill("555-0199");
    await page.getByLabel("Mailing address").fill("9 Ocean Dr, Miami, FL");
    await page.getByRole("button", { name: "Submit Entry" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Opt-in Required" })).toContainText("Please agree to the terms to enter the giveaway.");
    await expect(page.getByLabel("Full name")).toHaveValue("Andre Williams");
    await expect(page.getByLabel("Mailing address")).toHaveValue("9 Ocean Dr, Miami, FL");
  });

  test("answers missing fields next to each field, with HTTP 400 @nojs", async ({ page }) => {
    await page.goto("/kia-giveaway");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/kia-giveaway")),
      page.getByRole("button", { name: "Submit Entry" }).click(),
    ]);
    expect(response.status()).toBe(400);
    await expect(page.getByText("Please enter your full name.")).toBeVisible();
    await expect(page.getByText("Please enter your email address.")).toBeVisible();
    await expect(page.getByText("Please enter your phone number.")).toBeVisible();
    await expect(page.getByText("Please enter your mailing address.")).toBeVisible();
  });

  test("enters and confirms @nojs", async ({ page, javaScriptEnabled }) => {
    await page.goto("/kia-giveaway");
    await page.getByLabel("Full name").fill("Andre Williams");
    await page.getByLabel("Email").fill(uniqueEmail("page"));
    await page.getByLabel("Phone").fill("555-0199");
    await page.getByLabel("Mailing address").fill("9 Ocean Dr, Miami, FL");
    await page.getByLabel(/agree to the Official Rules/).check();
    await page.getByRole("button", { name: "Submit Entry" }).click();
    await expect(page).toHaveURL(/\/kia-giveaway\?entered=1$/);
    const message = javaScriptEnabled ? toast(page, "Entry Submitted!") : page.getByRole("status").filter({ hasText: "Entry Submitted!" });
    await expect(message).toContainText("You're now entered to win a 2025 Kia! Drawing on December 13th.");
    await expect(page.getByRole("heading", { name: "You're entered!" })).toBeVisible();
    if (javaScriptEnabled) expect(await page.evaluate(() => localStorage.getItem("kiaGiveawayCompleted"))).toBe("true");
  });

  test("prefills the email from a quick entry's confirmation link @nojs", async ({ page }) => {
    await page.goto("/kia-giveaway?email=quick%40example.com");
    await expect(page.getByLabel("Email")).toHaveValue("quick@example.com");
  });
});

test.describe("/api/giveaway", () => {
  test("validates with the spec's messages and never answers 500 to junk", async ({ request }) => {
    const bad = await request.post("/api/giveaway", { form: { source: "quick", email: "x@example.com", phone: "1" } });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).toast).toMatchObject({ title: "Agreement Required", description: "Please agree to the terms to continue." });
    const prayer = await request.post("/api/giveaway", { form: { source: "prayer", fullName: "A", email: "a@example.com", phone: "1" } });
    expect((await prayer.json()).toast).toMatchObject({ title: "Opt-in Required", description: "Please opt in to receive updates and prayers for Jamaica." });
    for (const body of [{ source: "nope" }, {}, { source: "dialog", email: "not-an-email", phone: "1", consent: "on", name: "A", address: "B" }] as Array<Record<string, string>>) {
      const r = await request.post("/api/giveaway", { form: body });
      expect(r.status()).toBe(400);
    }
    const json = await request.post("/api/giveaway", { data: "{not json", headers: { "Content-Type": "application/json" } });
    expect(json.status()).toBe(400);
    expect((await request.get("/api/giveaway")).status()).toBe(405);
  });
});
