import { axeBuilder } from "./support/axe";
import { expect, test, type Page } from "@playwright/test";
import { entriesFor, expectEntryMails, mailsAbout, uniqueEmail } from "./support/giveaway-data";
import { DURING_SEEDED_GIVEAWAY, setShopClock } from "./support/shop-clock";

// The seeded giveaway ran in late 2025: the shop's server runs at that date for these tests.
// Keep the scheduled pop-ups out of the way of the forms under test.
test.beforeEach(async ({ page }) => {
  await setShopClock(page.context(), DURING_SEEDED_GIVEAWAY);
  await page.addInitScript(() => {
    sessionStorage.setItem("exitIntentShown", "true");
    sessionStorage.setItem("jamaicaPrayerModalSeen", "true");
    sessionStorage.setItem("firstLaunchShown", "true");
  });
});

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const giveawayDialog = (page: Page) => page.getByRole("dialog", { name: "Win a 2025 KIA!" });

async function openDialog(page: Page) {
  await page.goto("/about");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.locator("footer").getByRole("link", { name: "Enter Giveaway" }).click();
  await expect(giveawayDialog(page)).toBeVisible();
  return giveawayDialog(page);
}

async function fillStep1(page: Page, email: string) {
  const dialog = giveawayDialog(page);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Phone").fill("555-0123");
  await dialog.getByLabel(/agree to the Official Rules/).check();
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByLabel("Full name")).toBeVisible();
}

async function axe(page: Page) {
  const { violations } = await axeBuilder(page).include('[data-promotion="giveaway"]').analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
}

test.describe("giveaway dialog", () => {
  test("footer dialog: contents, both steps' messages, Back, a failure, then Submitting..., success, the row and both mails", async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const dialog = await openDialog(page);
    await expect(page).toHaveURL(/\/about$/);
    await expect(dialog).toContainText("Drawing on December 13th, 2025");
    await expect(dialog).toContainText("Must be 18+ to enter");
    await expect(dialog).toContainText("No purchase necessary");
    for (const prize of ["2025 KIA", "trip to Jamaica", "year of BioLife products"])
      await expect(dialog.getByRole("list", { name: "Prizes" })).toContainText(prize);
    await expect(dialog.getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(dialog.getByLabel("Phone")).toHaveAttribute("type", "tel");
    await axe(page);

    // step 1: email, phone and consent
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(toast(page, "Please fill in email, phone, and agree to terms.")).toContainText("Required Fields");
    const email = uniqueEmail("dialog");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Phone").fill("555-0123");
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(dialog.getByLabel(/agree to the Official Rules/)).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel("Full name")).toHaveCount(0);
    await dialog.getByLabel(/agree to the Official Rules/).check();
    await dialog.getByRole("button", { name: "Continue" }).click();

    // step 2: name and address; marketing consent optional; Back keeps what was typed
    await expect(dialog.getByLabel(/offers and wellness tips/)).not.toBeChecked();
    await dialog.getByRole("button", { name: "Submit Entry" }).click();
    await expect(toast(page, "Please complete all required fields.")).toContainText("Required Fields");
    await dialog.getByLabel("Full name").fill("Maya Johnson");
    await dialog.getByRole("button", { name: "Back" }).click();
    await expect(dialog.getByLabel("Email")).toHaveValue(email);
    await expect(dialog.getByLabel(/agree to the Official Rules/)).toBeChecked();
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(dialog.getByLabel("Full name")).toHaveValue("Maya Johnson");
    await dialog.getByLabel("Mailing address").fill("12 Peachtree St, Atlanta, GA 30303");
    await dialog.getByLabel(/offers and wellness tips/).check();

    // a failed submission says so and keeps the form
    await page.route("**/api/giveaway", (route) =>
      route.fulfill({ status: 500, contentType: "text/plain", body: "down" }),
    );
    await dialog.getByRole("button", { name: "Submit Entry" }).click();
    await expect(toast(page, "Submission Failed")).toContainText("Please try again later.");
    await expect(dialog.getByLabel("Full name")).toHaveValue("Maya Johnson");
    expect(await page.evaluate(() => localStorage.getItem("kiaGiveawayCompleted"))).toBeNull();

    // then it goes through: Submitting... with the button disabled while the request is held
    await page.unroute("**/api/giveaway");
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/giveaway", async (route) => {
      await held;
      await route.continue();
    });
    await dialog.getByRole("button", { name: "Submit Entry" }).click();
    await expect(dialog.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    release();
    await expect(toast(page, "Entry Submitted!")).toContainText(
      "You're now entered to win! Drawing on December 13th, 2025",
    );
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("kiaGiveawayCompleted"))).toBe("true");
    expect(await entriesFor(request, email)).toEqual([
      {
        name: "Maya Johnson",
        email,
        phone: "555-0123",
        address: "12 Peachtree St, Atlanta, GA 30303",
        optedIn: true,
        createdAt: expect.any(String),
      },
    ]);
    const mails = await expectEntryMails(request, email);
    expect(mails.find((m) => m.to === email)?.text).toContain("Hi Maya Johnson");

    // reset: opening again starts empty
    await page.locator("footer").getByRole("link", { name: "Enter Giveaway" }).click();
    await expect(dialog.getByLabel("Email")).toHaveValue("");
  });

  test("the same email entered twice is answered gracefully, with one row and no second mail", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("twice");
    // page.request carries the shop clock's cookie: the seeded giveaway takes entries only at its dates.
    const first = await page.request.post("/api/giveaway", {
      form: { source: "dialog", email, phone: "1", consent: "on", name: "Maya", address: "12 Peachtree St" },
    });
    expect(first.status()).toBe(200);
    await expectEntryMails(request, email);
    const dialog = await openDialog(page);
    await fillStep1(page, email.toUpperCase());
    await dialog.getByLabel("Full name").fill("Maya Johnson");
    await dialog.getByLabel("Mailing address").fill("12 Peachtree St");
    await dialog.getByRole("button", { name: "Submit Entry" }).click();
    await expect(toast(page, "You're Already Entered!")).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await entriesFor(request, email)).toHaveLength(1);
    expect(await mailsAbout(request, email)).toHaveLength(2);
  });
});

test.describe("/kia-giveaway page", () => {
  test("asks for every field next to it with HTTP 400, needs consent (Opt-in Required) and keeps what was typed @nojs", async ({
    page,
  }) => {
    await page.goto("/kia-giveaway");
    await expect(page.getByRole("heading", { level: 1, name: "Win a 2025 KIA!" })).toBeVisible();
    await expect(page.getByText("Drawing on December 13th, 2025").first()).toBeVisible();
    await expect(page.getByText(/Must be 18\+ to enter/).first()).toBeVisible();
    await expect(page.getByText(/No purchase necessary/).first()).toBeVisible();
    await expect(page.getByRole("list", { name: "Prizes" })).toContainText("trip to Jamaica");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/kia-giveaway")),
      page.getByRole("button", { name: "Submit Entry" }).click(),
    ]);
    expect(response.status()).toBe(400);
    for (const message of [
      "Please enter your full name.",
      "Please enter your email address.",
      "Please enter your phone number.",
      "Please enter your mailing address.",
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await page.getByLabel("Full name").fill("Andre Williams");
    await page.getByLabel("Email").fill("andre@example.com");
    await page.getByLabel("Phone").fill("555-0199");
    await page.getByLabel("Mailing address").fill("9 Ocean Dr, Miami, FL");
    await page.getByRole("button", { name: "Submit Entry" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Opt-in Required" })).toContainText(
      "Please agree to the terms to enter the giveaway.",
    );
    await expect(page.getByLabel("Full name")).toHaveValue("Andre Williams");
    await expect(page.getByLabel("Mailing address")).toHaveValue("9 Ocean Dr, Miami, FL");
  });

  test("enters and confirms; the row and both mails are stored @nojs", async ({ page, request, javaScriptEnabled }) => {
    const email = uniqueEmail(javaScriptEnabled ? "page-js" : "page-nojs");
    await page.goto(`/kia-giveaway?email=${encodeURIComponent(email)}`); // a quick entry's confirmation link prefills the email
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await page.getByLabel("Full name").fill("Andre Williams");
    await page.getByLabel("Phone").fill("555-0199");
    await page.getByLabel("Mailing address").fill("9 Ocean Dr, Miami, FL");
    await page.getByLabel(/agree to the Official Rules/).check();
    await page.getByRole("button", { name: "Submit Entry" }).click();
    await expect(page).toHaveURL(/\/kia-giveaway\?entered=1$/);
    const message = javaScriptEnabled
      ? toast(page, "Entry Submitted!")
      : page.getByRole("status").filter({ hasText: "Entry Submitted!" });
    await expect(message).toContainText("You're now entered to win a 2025 Kia! Drawing on December 13th.");
    await expect(page.getByRole("heading", { name: "You're entered!" })).toBeVisible();
    if (javaScriptEnabled) expect(await page.evaluate(() => localStorage.getItem("kiaGiveawayCompleted"))).toBe("true");
    expect(await entriesFor(request, email)).toMatchObject([
      { name: "Andre Williams", phone: "555-0199", address: "9 Ocean Dr, Miami, FL", optedIn: true },
    ]);
    await expectEntryMails(request, email);
  });
});

test.describe("/api/giveaway", () => {
  test("validates with the spec's messages and never answers 500 to junk", async ({ request }) => {
    const bad = await request.post("/api/giveaway", { form: { source: "quick", email: "x@example.com", phone: "1" } });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).formError).toMatchObject({
      title: "Agreement Required",
      description: "Please agree to the terms to continue.",
    });
    const prayer = await request.post("/api/giveaway", {
      form: { source: "prayer", fullName: "A", email: "a@example.com", phone: "1" },
    });
    expect((await prayer.json()).formError).toMatchObject({
      title: "Opt-in Required",
      description: "Please opt in to receive updates and prayers for Jamaica.",
    });
    for (const body of [
      { source: "nope" },
      {},
      { source: "dialog", email: "not-an-email", phone: "1", consent: "on", name: "A", address: "B" },
    ] as Array<Record<string, string>>) {
      const r = await request.post("/api/giveaway", { form: body });
      expect(r.status()).toBe(400);
    }
    const json = await request.post("/api/giveaway", {
      data: "{not json",
      headers: { "Content-Type": "application/json" },
    });
    expect(json.status()).toBe(400);
    expect((await request.get("/api/giveaway")).status()).toBe(405);
    expect(await entriesFor(request, "a@example.com")).toEqual([]);
  });
});
