import { randomBytes } from "node:crypto";
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { signUpAndSignIn } from "./support/accounts";
import { entriesFor, mailsAbout, STORE_EMAIL, uniqueEmail } from "./support/giveaway-data";
import { DURING_SEEDED_GIVEAWAY, popupShopper, setShopClock } from "./support/shop-clock";
import { instantToStoreLocal } from "../../app/lib/campaigns/store-time";
import { holdScripts } from "./support/hold-scripts";

/**
 * A campaign runs only inside its window, and every word it shows comes from
 * its record. Tests that create campaigns run at a day of their own decades
 * ahead (see campaigns.spec.ts), so parallel tests never see them.
 */
test.describe.configure({ timeout: 120_000 });

/** Today, a year after the seeded giveaway's drawing (13 Dec 2025). */
const AFTER_SEEDED_GIVEAWAY = new Date("2026-11-25T12:00:00-05:00");
const clockCookie = (at: Date) => ({ Cookie: `biolife_clock=${at.toISOString()}` });

/** A random day between 2040 and 2090 (the giveaways made here last days, so two runs' rarely meet). */
function ownToday(): Date {
  const day = Math.floor(Math.random() * 50 * 365);
  return new Date(Date.UTC(2040, 0, 1, 15, 0, 0) + day * 86_400_000);
}
const hoursFrom = (at: Date, hours: number) => new Date(at.getTime() + hours * 3_600_000);
const storeLocal = (at: Date) => instantToStoreLocal(at.toISOString());
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** "March 20th, 2047" in the store's zone, written out here independently of the app's formatter. */
function spokenDate(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", month: "long", day: "numeric", year: "numeric" })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const day = Number(parts.day);
  const suffix = day % 100 >= 11 && day % 100 <= 13 ? "th" : ({ 1: "st", 2: "nd", 3: "rd" }[day % 10] ?? "th");
  return `${parts.month} ${day}${suffix}, ${parts.year}`;
}

async function createCampaign(page: Page, fields: Record<string, string>) {
  await page.goto("/account/campaigns");
  await expect(page.getByRole("heading", { name: "New Campaign", level: 1 })).toBeVisible();
  const form = page.locator("main form");
  await form.getByLabel("Kind").selectOption({ label: fields.kind });
  for (const [label, value] of Object.entries(fields)) if (label !== "kind") await form.getByLabel(label).fill(value);
  await form.getByRole("button", { name: "Save Campaign" }).click();
}

async function asAdmin(context: BrowserContext, today: Date) {
  await setShopClock(context, today);
  const page = await context.newPage();
  await signUpAndSignIn(page, { admin: true });
  return page;
}

async function expectNothingStored(request: APIRequestContext, email: string) {
  expect(await entriesFor(request, email)).toEqual([]);
  expect(await mailsAbout(request, email)).toEqual([]);
}

test.describe("after the seeded giveaway's end", () => {
  test("/kia-giveaway says the giveaway has ended and when it was drawn, with no form @nojs", async ({ page }) => {
    await setShopClock(page.context(), AFTER_SEEDED_GIVEAWAY);
    const response = await page.goto("/kia-giveaway");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("This Giveaway Has Ended");
    await expect(page.locator("main")).toContainText("The winners were drawn on December 13th, 2025.");
    await expect(page.locator("main form")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Submit Entry" })).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });

  test("a crafted entry to the page, the quick entry, the dialog and the prayer sign-up gets 410 and stores nothing", async ({
    request,
  }) => {
    const headers = clockCookie(AFTER_SEEDED_GIVEAWAY);
    const email = uniqueEmail("closed");
    const entry = { email, phone: "555-0100", name: "Late Entrant", address: "1 Late St" };
    const page = await request.post("/kia-giveaway", { headers, form: { ...entry, consent: "on" }, maxRedirects: 0 });
    expect(page.status()).toBe(410);
    expect(await page.text()).toContain("This giveaway has ended");
    for (const form of [
      { ...entry, source: "quick", agreement: "on" },
      { ...entry, source: "dialog", consent: "on" },
    ]) {
      const answer = await request.post("/api/giveaway", { headers, form });
      expect(answer.status()).toBe(410);
      expect((await answer.json()).formError.description).toContain("This giveaway has ended");
    }
    const prayer = await request.post("/api/giveaway", {
      headers,
      form: { source: "prayer", fullName: "Late Friend", email, phone: "555-0100", optIn: "on" },
    });
    expect(prayer.status()).toBe(410);
    expect((await prayer.json()).formError.description).toContain("has closed");
    await expectNothingStored(request, email);
  });

  test("a giveaway page left open past the end: submitting says it has ended, HTTP 410, nothing stored @nojs", async ({
    page,
    request,
  }) => {
    await setShopClock(page.context(), DURING_SEEDED_GIVEAWAY);
    await page.addInitScript(() => {
      for (const flag of ["exitIntentShown", "jamaicaPrayerModalSeen", "firstLaunchShown"])
        sessionStorage.setItem(flag, "true");
    });
    await page.goto("/kia-giveaway");
    const email = uniqueEmail("left-open");
    await page.getByLabel("Full name").fill("Andre Williams");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Phone").fill("555-0199");
    await page.getByLabel("Mailing address").fill("9 Ocean Dr, Miami, FL");
    await page.getByLabel(/agree to the Official Rules/).check();
    await setShopClock(page.context(), AFTER_SEEDED_GIVEAWAY);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/kia-giveaway")),
      page.getByRole("button", { name: "Submit Entry" }).click(),
    ]);
    expect(response.status()).toBe(410);
    await expect(page.getByRole("alert").filter({ hasText: "This giveaway has ended" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("This Giveaway Has Ended");
    await expect(page.getByRole("button", { name: "Submit Entry" })).toHaveCount(0);
    await expectNothingStored(request, email);
  });

  test("the sitemap's pages file lists /kia-giveaway only while a giveaway runs", async ({ request }) => {
    const during = await (
      await request.get("/sitemap/pages.xml", { headers: clockCookie(DURING_SEEDED_GIVEAWAY) })
    ).text();
    expect(during).toContain("/kia-giveaway</loc>");
    const after = await (
      await request.get("/sitemap/pages.xml", { headers: clockCookie(AFTER_SEEDED_GIVEAWAY) })
    ).text();
    expect(after).toContain("/shop</loc>");
    expect(after).not.toContain("/kia-giveaway");
  });
});

test("an admin's new giveaway: its page, pop-up, toasts and mails show its own title, prizes and drawing date @nojs", async ({
  browser,
  javaScriptEnabled,
  request,
}) => {
  const today = ownToday();
  const year = today.getUTCFullYear();
  const drawing = hoursFrom(today, 24 * 10);
  const drawn = spokenDate(drawing);
  // Its own name: the js and nojs runs share one server and may draw the same day.
  const title = `Win a Wellness Hamper ${year} No. ${randomBytes(2).toString("hex")}!`;
  const adminContext = await browser.newContext({ javaScriptEnabled });
  const admin = await asAdmin(adminContext, today);
  await createCampaign(admin, {
    kind: "Giveaway",
    Title: title,
    Description: `Enter for your chance to win a wellness hamper or a yoga weekend in ${year}.`,
    "Starts (US Eastern time)": storeLocal(hoursFrom(today, -1)),
    "Ends (empty: until ended) (US Eastern time)": storeLocal(hoursFrom(today, 24 * 7)),
    "Drawing (US Eastern time)": storeLocal(drawing),
    'Prizes, one per line as "Place: Prize"': "Grand Prize: A wellness hamper\n2nd Prize: A yoga weekend in Sedona",
    "Official rules": `No purchase necessary. Open to US residents 18 or older. Drawn on ${drawn}.`,
    "Success message (giveaway page)": `You're now entered to win a wellness hamper! Drawing on ${drawn}.`,
  });
  await expect(admin).toHaveURL(/\/account\?tab=campaigns$/);

  const context = await browser.newContext({ javaScriptEnabled });
  await setShopClock(context, today);
  const page = await context.newPage();
  await page.addInitScript(() => {
    for (const flag of ["exitIntentShown", "jamaicaPrayerModalSeen", "firstLaunchShown"])
      sessionStorage.setItem(flag, "true");
  });
  await page.goto("/kia-giveaway");
  await expect(page).toHaveTitle(`${title} | BioLife`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", `${title} | BioLife`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /wellness hamper/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(`Drawing on ${drawn}`).first()).toBeVisible();
  await expect(page.getByRole("list", { name: "Prizes" })).toContainText("A yoga weekend in Sedona");
  await expect(page.locator("main")).not.toContainText("KIA");
  await expect(page.locator("main")).toContainText(`Drawn on ${drawn}.`);

  const email = uniqueEmail(javaScriptEnabled ? "hamper-js" : "hamper-nojs");
  await page.getByLabel("Full name").fill("Keisha Brown");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("555-0142");
  await page.getByLabel("Mailing address").fill("4 Magnolia Ave, Atlanta, GA");
  await page.getByLabel(/agree to the Official Rules/).check();
  await page.getByRole("button", { name: "Submit Entry" }).click();
  const success = javaScriptEnabled
    ? toast(page, "Entry Submitted!")
    : page.getByRole("status").filter({ hasText: "Entry Submitted!" });
  await expect(success).toContainText(`You're now entered to win a wellness hamper! Drawing on ${drawn}.`);
  await expect(page.locator("main")).toContainText(drawn);

  await expect.poll(async () => (await mailsAbout(request, email)).length).toBe(2);
  const mails = await mailsAbout(request, email);
  for (const mail of mails) {
    expect(mail.text).toContain(title);
    expect(mail.text).toContain("A yoga weekend in Sedona");
    expect(mail.text).toContain(drawn);
    expect(`${mail.subject}\n${mail.text}`).not.toContain("KIA");
  }
  expect(mails.map((m) => m.to).sort()).toEqual([email, STORE_EMAIL].sort());

  if (javaScriptEnabled) {
    // The timed quick entry and the footer dialog, for a shopper who has not entered yet (same date).
    const popups = await popupShopper(browser, today);
    await popups.clock.fastForward("02:05");
    const quick = popups.getByRole("dialog", { name: `Quick Entry: ${title}` });
    await expect(quick).toBeVisible();
    await expect(quick.getByRole("list", { name: "Prizes" })).toContainText("A wellness hamper");
    await expect(quick).toContainText(`Drawing on ${drawn}`);
    await quick.getByRole("button", { name: "No Thanks" }).click();

    await popups.locator("footer").getByRole("link", { name: "Enter Giveaway" }).click();
    const dialog = popups.getByRole("dialog", { name: title });
    await expect(dialog).toContainText("A yoga weekend in Sedona");
    await expect(dialog).toContainText(`Drawn on ${drawn}.`);
    await dialog.getByLabel("Email").fill(uniqueEmail("hamper-dialog"));
    await dialog.getByLabel("Phone").fill("555-0143");
    await dialog.getByLabel(/agree to the Official Rules/).check();
    await dialog.getByRole("button", { name: "Continue" }).click();
    await dialog.getByLabel("Full name").fill("Tasha Green");
    await dialog.getByLabel("Mailing address").fill("8 Elm St, Newark, NJ");
    await dialog.getByRole("button", { name: "Submit Entry" }).click();
    await expect(toast(popups, "Entry Submitted!")).toContainText(`You're now entered to win! Drawing on ${drawn}`);
    await popups.context().close();
  }

  // The admin ends it: the page says so and takes no more entries; the entries stay and the CSV exports them.
  await admin.goto("/account?tab=campaigns");
  const row = admin.locator("li[data-campaign]").filter({ hasText: title });
  const id = await row.getAttribute("data-campaign");
  await row.getByRole("button", { name: `End Now: ${title}` }).click();
  await expect(row.locator("[data-campaign-status]")).toHaveText("Ended");
  const csv = await (await admin.request.get(`/account/campaigns/${id}/entries.csv`)).text();
  expect(csv).toContain(`Keisha Brown,${email},555-0142,`);
  // A new visitor (a browser that cached the page may keep it for its max-age; an entry from it gets 410).
  const later = await browser.newContext({ javaScriptEnabled });
  await setShopClock(later, today);
  const ended = await later.newPage();
  await ended.goto("/kia-giveaway");
  await expect(ended.getByRole("heading", { level: 1 })).toContainText("This Giveaway Has Ended");
  await expect(ended.locator("main")).toContainText(`${title} closed on`);
  await expect(ended.locator("main form")).toHaveCount(0);
  await later.close();
  await adminContext.close();
  await context.close();
});

test("before a scheduled giveaway starts, its page says when it opens and takes no entry @nojs", async ({
  browser,
  javaScriptEnabled,
  request,
}) => {
  const today = ownToday();
  const opens = hoursFrom(today, 24 * 3);
  const title = `Win a Spring Bundle ${today.getUTCFullYear()} No. ${randomBytes(2).toString("hex")}`;
  const adminContext = await browser.newContext({ javaScriptEnabled });
  const admin = await asAdmin(adminContext, today);
  await createCampaign(admin, {
    kind: "Giveaway",
    Title: title,
    "Starts (US Eastern time)": storeLocal(opens),
    "Ends (empty: until ended) (US Eastern time)": storeLocal(hoursFrom(opens, 24 * 7)),
    'Prizes, one per line as "Place: Prize"': "Grand Prize: A spring bundle",
  });
  await expect(admin).toHaveURL(/\/account\?tab=campaigns$/);

  const context = await browser.newContext({ javaScriptEnabled });
  await setShopClock(context, today);
  const page = await context.newPage();
  const response = await page.goto("/kia-giveaway");
  expect(response?.status()).toBe(200);
  await expect(page.locator("main")).toContainText(`${title} opens on ${spokenDate(opens)}.`);
  await expect(page.locator("main form")).toHaveCount(0);
  const email = uniqueEmail("early");
  const early = await request.post("/api/giveaway", {
    headers: clockCookie(today),
    form: { source: "quick", email, phone: "555-0100", agreement: "on" },
  });
  expect(early.status()).toBe(410);
  expect((await early.json()).formError.description).toContain(`opens on ${spokenDate(opens)}`);
  await expectNothingStored(request, email);
  await adminContext.close();
  await context.close();
});

test("an offer naming a code the store does not know is refused; a known code is saved @nojs", async ({
  browser,
  javaScriptEnabled,
}) => {
  const today = ownToday();
  const context = await browser.newContext({ javaScriptEnabled });
  const admin = await asAdmin(context, today);
  const offer = {
    kind: "Discount offer",
    // The js and nojs projects share the database and this test's date: each names its own offer.
    Title: `Get 15% Off Your First Order ${today.getUTCFullYear()}${javaScriptEnabled ? "" : " (no JS)"}`,
    "Starts (US Eastern time)": storeLocal(hoursFrom(today, -1)),
    "Discount code": "NOSUCHCODE15",
    "Percent off": "15",
  };
  await createCampaign(admin, offer);
  await expect(admin.getByText("The store does not know the code NOSUCHCODE15")).toBeVisible();
  await expect(admin.locator("main form").getByLabel("Discount code")).toHaveValue("NOSUCHCODE15");
  await expect(admin).toHaveURL(/\/account\/campaigns$/);

  await createCampaign(admin, { ...offer, "Discount code": "WELCOME10", "Percent off": "10" });
  await expect(admin).toHaveURL(/\/account\?tab=campaigns$/);
  await expect(admin.locator("li[data-campaign]").filter({ hasText: offer.Title })).toContainText("Code WELCOME10");
  await context.close();
});

test("a kind chosen on the campaign form before the scripts start is kept through hydration", async ({ page }) => {
  await signUpAndSignIn(page, { admin: true });
  const scripts = await holdScripts(page);
  await page.goto("/account/campaigns");
  const form = page.locator("main form");
  await form.getByLabel("Kind").selectOption({ label: "Discount offer" });
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  await scripts.release();
  await expect(form.getByLabel("Kind")).toHaveValue("discount_offer");
  await expect(form.getByLabel("Discount code")).toBeVisible();
  await expect(form.getByLabel('Prizes, one per line as "Place: Prize"')).toBeHidden();
});
