import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { signUpAndSignIn } from "./support/accounts";
import { uniqueEmail } from "./support/giveaway-data";
import { popupShopper, setShopClock } from "./support/shop-clock";
import { openCheckout } from "./support/checkout";
import { instantToStoreLocal } from "../../app/lib/campaigns/store-time";

/**
 * Campaigns as data, end to end. Tests that create campaigns run the shop at
 * a "today" of their own (a random day decades ahead, set on both the server
 * and the browser clock), so what they create never shows up in the other
 * tests running beside them against the same database.
 */
test.describe.configure({ timeout: 90_000 });

function ownToday(): Date {
  const year = 2040 + Math.floor(Math.random() * 50);
  return new Date(Date.UTC(year, 2 + Math.floor(Math.random() * 8), 10, 15, 0, 0));
}
const hoursFrom = (at: Date, hours: number) => new Date(at.getTime() + hours * 3_600_000);
const storeLocal = (at: Date) => instantToStoreLocal(at.toISOString());
const banner = (page: Page) => page.getByTestId("seasonal-banner");
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

async function asAdmin(context: BrowserContext, today: Date) {
  await setShopClock(context, today);
  const page = await context.newPage();
  await signUpAndSignIn(page, { admin: true });
  return page;
}

async function createCampaign(page: Page, fields: Record<string, string>) {
  await page.goto("/account?tab=campaigns");
  await page.getByRole("link", { name: "New Campaign" }).click();
  await expect(page.getByRole("heading", { name: "New Campaign", level: 1 })).toBeVisible();
  const form = page.locator("main form");
  await form.getByLabel("Kind").selectOption({ label: fields.kind });
  for (const [label, value] of Object.entries(fields)) if (label !== "kind") await form.getByLabel(label).fill(value);
  await form.getByRole("button", { name: "Save Campaign" }).click();
}

test("with the seed alone and today's date, no giveaway, prayer sign-up or seasonal theme shows @nojs", async ({
  page,
  javaScriptEnabled,
}) => {
  if (javaScriptEnabled) {
    await page.addInitScript(() => sessionStorage.setItem("exitIntentShown", "true"));
    await page.clock.install();
  }
  await page.goto("/about");
  await expect(banner(page)).toHaveCount(0);
  await expect(page.locator("footer").getByRole("link", { name: "Enter Giveaway" })).toHaveCount(0);
  if (!javaScriptEnabled) return;
  await expect(page.locator("html")).toHaveAttribute("data-popups", "ready", { timeout: 20_000 });
  await page.clock.fastForward("02:30");
  await expect(page.locator("[data-promotion]")).toHaveCount(0);
});

test("an admin's giveaway that runs today brings the footer dialog and the quick entry after 2 minutes; ending it stops them", async ({
  browser,
}) => {
  const today = ownToday();
  const adminContext = await browser.newContext();
  const admin = await asAdmin(adminContext, today);
  const title = `Win a Spring Hamper ${today.getUTCFullYear()}`;
  await createCampaign(admin, {
    kind: "Giveaway",
    Title: title,
    "Starts (US Eastern time)": storeLocal(hoursFrom(today, -1)),
    "Ends (empty: until ended) (US Eastern time)": storeLocal(hoursFrom(today, 24 * 7)),
    'Prizes, one per line as "Place: Prize"': "Grand Prize: A hamper of BioLife favourites",
  });
  await expect(admin).toHaveURL(/\/account\?tab=campaigns$/);
  const row = admin.locator("li[data-campaign]").filter({ hasText: title });
  await expect(row.locator("[data-campaign-status]")).toHaveText("Running");

  // A second giveaway at the same time is refused with the rule's message.
  await createCampaign(admin, {
    kind: "Giveaway",
    Title: `${title} (again)`,
    "Starts (US Eastern time)": storeLocal(today),
    'Prizes, one per line as "Place: Prize"': "Grand Prize: A second hamper",
  });
  await expect(admin.getByText("Another giveaway runs at that time: end it or change its dates first")).toBeVisible();

  const shopper = await popupShopper(browser, today);
  const shopperContext = shopper.context();
  await shopper.clock.fastForward("01:55");
  await expect(shopper.locator("[data-promotion]")).toHaveCount(0);
  await shopper.clock.fastForward("00:10");
  const quick = shopper.getByRole("dialog", { name: `Quick Entry: ${title}` });
  await expect(quick).toBeVisible();
  const email = uniqueEmail("campaign");
  await quick.getByLabel("Email").fill(email);
  await quick.getByLabel("Phone").fill("555-0199");
  await quick.getByLabel("I am 18 or older and agree to the Official Rules.").check();
  await quick.getByRole("button", { name: "Enter Now" }).click();
  await expect(toast(shopper, "Quick Entry Submitted!")).toBeVisible();

  await shopper.locator("footer").getByRole("link", { name: "Enter Giveaway" }).click();
  await expect(shopper.getByRole("dialog", { name: title })).toBeVisible();

  // The entry belongs to this giveaway: the admin's CSV has it.
  await admin.goto("/account?tab=campaigns");
  const [download] = await Promise.all([
    admin.waitForEvent("download"),
    row.getByRole("link", { name: `Download Entries (CSV): ${title}` }).click(),
  ]);
  const csv = await (await download.createReadStream()).toArray();
  const text = Buffer.concat(csv).toString("utf8");
  expect(text.split("\r\n")[0]).toBe("name,email,phone,address,opted_in,created_at");
  expect(text).toContain(`,${email},555-0199,,true,`);

  await row.getByRole("button", { name: `End Now: ${title}` }).click();
  await expect(toast(admin, "Campaign ended")).toBeVisible();
  await expect(row.locator("[data-campaign-status]")).toHaveText("Ended");

  const later = await shopperContext.newPage();
  await later.clock.install({ time: hoursFrom(today, 1) });
  await setShopClock(shopperContext, hoursFrom(today, 1));
  await later.addInitScript(() => sessionStorage.clear());
  await later.goto("/shop");
  await expect(later.locator("footer").getByRole("link", { name: "Enter Giveaway" })).toHaveCount(0);
  await expect(later.locator("html")).toHaveAttribute("data-popups", "ready", { timeout: 20_000 });
  await later.clock.fastForward("02:30");
  await expect(later.getByRole("dialog", { name: `Quick Entry: ${title}` })).toHaveCount(0);
  await adminContext.close();
  await shopperContext.close();
});

test("a seasonal theme that runs today shows its banner on every page; the form checks its dates @nojs", async ({
  browser,
  javaScriptEnabled,
}) => {
  const today = ownToday();
  const context = await browser.newContext({ javaScriptEnabled });
  const admin = await asAdmin(context, today);
  const title = `Men's Health Month | Know Your Numbers ${today.getUTCFullYear()}`;
  await createCampaign(admin, {
    kind: "Seasonal theme",
    Title: title,
    "Starts (US Eastern time)": storeLocal(hoursFrom(today, 2)),
    "Ends (empty: until ended) (US Eastern time)": storeLocal(hoursFrom(today, -2)),
  });
  await expect(admin.getByText("The end must be after the start")).toBeVisible();
  await expect(admin.locator("main form").getByLabel("Title")).toHaveValue(title);
  await admin
    .locator("main form")
    .getByLabel("Starts (US Eastern time)")
    .fill(storeLocal(hoursFrom(today, -2)));
  await admin
    .locator("main form")
    .getByLabel("Ends (empty: until ended) (US Eastern time)")
    .fill(storeLocal(hoursFrom(today, 48)));
  await admin.locator("main form").getByRole("button", { name: "Save Campaign" }).click();
  await expect(admin).toHaveURL(/\/account\?tab=campaigns$/);

  const shopper = await browser.newContext({ javaScriptEnabled });
  await setShopClock(shopper, today);
  const page = await shopper.newPage();
  for (const path of ["/", "/shop", "/about", "/product/magnesium-glycinate"]) {
    await page.goto(path);
    await expect(banner(page)).toHaveText(title);
  }
  await context.close();
  await shopper.close();
});

test("the Campaigns tab and its pages are for admins only", async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto("/account?tab=campaigns");
  await expect(page.getByRole("navigation", { name: "Account sections" })).toHaveCount(0);
  // The back office's addresses do not exist for anyone else (decision 0065).
  const response = await page.goto("/account/campaigns");
  expect(response?.status()).toBe(404);
});

test("a shopper who enters the running offer's code at checkout sees the discounted total @nojs", async ({
  page: shop,
  javaScriptEnabled,
}) => {
  await shop.goto("/product/magnesium-glycinate");
  await shop.getByRole("button", { name: "Add to Cart", exact: true }).click();
  await expect(shop.getByRole("link", { name: /^Cart, 1 item/, includeHidden: true })).toHaveCount(1);
  await shop.goto("/cart");
  const page = await openCheckout(shop, javaScriptEnabled);
  await expect(page).toHaveURL(/\/local-storefront\/checkout\//);
  const before = await page.getByTestId("checkout-total").innerText();
  await page.getByLabel("Discount code").fill("WELCOME10");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Discount (WELCOME10)")).toBeVisible();
  const amount = (text: string) => Number(text.replace(/[^0-9.]/g, ""));
  const after = amount(await page.getByTestId("checkout-total").innerText());
  expect(after).toBeCloseTo(amount(before) - Math.round(amount(before) * 10) / 100, 2);
});
