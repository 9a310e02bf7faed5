import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

// Pop-ups run on the browser's clock. Today is past the giveaway cut-off
// (2025-12-10 23:59:59), so each test sets the clock with Playwright's clock.
const BEFORE_CUTOFF = new Date("2025-11-20T10:00:00");
const AFTER_CUTOFF = new Date("2025-12-11T00:00:01");

type Flags = { session?: Record<string, string>; local?: Record<string, string> };

/** Sets storage flags once (not again on reload), installs the clock and opens the page. */
async function open(page: Page, path: string, { time = BEFORE_CUTOFF, ...flags }: Flags & { time?: Date } = {}) {
  await page.addInitScript((f: Flags) => {
    if (sessionStorage.getItem("__seeded")) return;
    sessionStorage.setItem("__seeded", "1");
    for (const [k, v] of Object.entries(f.session ?? {})) sessionStorage.setItem(k, v);
    for (const [k, v] of Object.entries(f.local ?? {})) localStorage.setItem(k, v);
  }, flags);
  await page.clock.install({ time });
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-popups", "ready");
}

const PRAYER_SEEN = { jamaicaPrayerModalSeen: "true" };
const NO_DISCOUNT = { exitIntentShown: "true" };
const COMPLETED = { kiaGiveawayCompleted: "true" };

const session = (page: Page, key: string) => page.evaluate((k) => sessionStorage.getItem(k), key);
const local = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/** The mouse leaves the page through the top edge. */
async function leaveThroughTop(page: Page) {
  await page.evaluate(() => document.documentElement.dispatchEvent(new MouseEvent("mouseout", { bubbles: true, clientX: 400, clientY: -1, relatedTarget: null })));
}

const prayer = (page: Page) => page.getByRole("dialog", { name: "Prayer Support for Jamaica" });
const quickEntry = (page: Page) => page.getByRole("dialog", { name: "Quick Entry: Win a 2025 KIA!" });
const exitGiveaway = (page: Page) => page.getByRole("dialog", { name: "Wait! Don't Miss Your Chance" });
const slideIn = (page: Page) => page.getByRole("dialog", { name: "Win a 2025 KIA!" });
const discount = (page: Page) => page.getByRole("dialog", { name: "Get 10% Off Your First Order" });
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test.describe("first load", () => {
  test("pop-up code is not part of the first page load", async ({ page, request }) => {
    const html = await (await request.get("/")).text();
    const preloaded = [...html.matchAll(/rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloaded.length).toBeGreaterThan(0);
    for (const chunk of ["PromotionHost", "QuizDialog", "GiveawayDialog", "PrayerModal", "DiscountModal", "QuickEntryModal", "scheduler"]) {
      expect(preloaded.filter((href) => href.includes(chunk))).toEqual([]);
    }
    await page.goto("/");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("no giveaway or prayer pop-up in real time, past the cut-off", async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem("exitIntentShown", "true"));
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-popups", "ready");
    await leaveThroughTop(page);
    await page.waitForTimeout(500);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("prayer modal", () => {
  test("opens on load; Not Now closes it and records the seen flag", async ({ page }) => {
    await open(page, "/about");
    await expect(prayer(page)).toBeVisible();
    expect(Number(await session(page, "lastModalShown"))).toBeGreaterThanOrEqual(BEFORE_CUTOFF.getTime());
    await prayer(page).getByRole("button", { name: "Not Now" }).click();
    await expect(prayer(page)).toBeHidden();
    expect(await session(page, "jamaicaPrayerModalSeen")).toBe("true");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-popups", "ready");
    await page.waitForTimeout(300);
    await expect(prayer(page)).toHaveCount(0);
  });

  test("requires the opt-in, then thanks and closes", async ({ page }) => {
    await open(page, "/about");
    const dialog = prayer(page);
    await dialog.getByLabel("Full name").fill("Grace Campbell");
    await dialog.getByLabel("Email").fill(`prayer-${Date.now()}@example.com`);
    await dialog.getByLabel("Phone").fill("876-555-0100");
    await dialog.getByRole("button", { name: "Join Prayer Support" }).click();
    await expect(toast(page, "Opt-in Required")).toContainText("Please opt in to receive updates and prayers for Jamaica.");
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Yes, send me updates and prayers for Jamaica.").check();
    await dialog.getByRole("button", { name: "Join Prayer Support" }).click();
    await expect(toast(page, "Thank You!")).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await session(page, "jamaicaPrayerModalSeen")).toBe("true");
  });

  test("shows the spec's error when the sign-up fails", async ({ page }) => {
    await page.route("**/api/giveaway", (route) => route.fulfill({ status: 500, body: "boom" }));
    await open(page, "/about");
    const dialog = prayer(page);
    await dialog.getByLabel("Full name").fill("Grace Campbell");
    await dialog.getByLabel("Email").fill("grace@example.com");
    await dialog.getByLabel("Phone").fill("876-555-0100");
    await dialog.getByLabel("Yes, send me updates and prayers for Jamaica.").check();
    await dialog.getByRole("button", { name: "Join Prayer Support" }).click();
    await expect(toast(page, "Error")).toContainText("Failed to submit. Please try again.");
    await expect(dialog).toBeVisible();
  });

  test("does not open after the giveaway cut-off", async ({ page }) => {
    await open(page, "/about", { time: AFTER_CUTOFF, session: NO_DISCOUNT });
    await page.clock.runFor(1000);
    await expect(prayer(page)).toHaveCount(0);
  });
});

test.describe("timed giveaway modal", () => {
  test("opens 2 minutes after load, not before, and sets firstLaunchShown", async ({ page }) => {
    await open(page, "/about", { session: PRAYER_SEEN });
    await page.clock.fastForward("01:55");
    await expect(quickEntry(page)).toHaveCount(0);
    await page.clock.fastForward("00:10");
    await expect(quickEntry(page)).toBeVisible();
    await expect(quickEntry(page)).toContainText("Drawing on December 13th, 2025");
    expect(await session(page, "firstLaunchShown")).toBe("true");
  });

  for (const path of ["/cart", "/account", "/contact"]) {
    test(`does not open on ${path}`, async ({ page }) => {
      await open(page, path, { session: { ...PRAYER_SEEN, ...NO_DISCOUNT } });
      await page.clock.fastForward("02:30");
      await expect(quickEntry(page)).toHaveCount(0);
    });
  }

  test("does not open when first launch was already shown", async ({ page }) => {
    await open(page, "/about", { session: { ...PRAYER_SEEN, ...NO_DISCOUNT, firstLaunchShown: "true" } });
    await page.clock.fastForward("02:30");
    await expect(quickEntry(page)).toHaveCount(0);
  });

  test("does not open when the giveaway is completed", async ({ page }) => {
    await open(page, "/about", { session: { ...PRAYER_SEEN, ...NO_DISCOUNT }, local: COMPLETED });
    await page.clock.fastForward("02:30");
    await expect(quickEntry(page)).toHaveCount(0);
  });

  test("does not open after 2025-12-10 23:59:59", async ({ page }) => {
    await open(page, "/about", { time: new Date("2025-12-10T23:58:30"), session: { ...PRAYER_SEEN, ...NO_DISCOUNT } });
    await page.clock.fastForward("02:30");
    await expect(quickEntry(page)).toHaveCount(0);
  });

  test("quick entry: agreement required, then submitted, completed and closed", async ({ page }) => {
    await open(page, "/about", { session: PRAYER_SEEN });
    await page.clock.fastForward("02:05");
    const dialog = quickEntry(page);
    await dialog.getByLabel("Email").fill(`quick-${Date.now()}@example.com`);
    await dialog.getByLabel("Phone").fill("555-0101");
    await dialog.getByRole("button", { name: "Enter Now" }).click();
    await expect(toast(page, "Agreement Required")).toContainText("Please agree to the terms to continue.");
    await dialog.getByLabel("I am 18 or older and agree to the Official Rules.").check();
    await dialog.getByRole("button", { name: "Enter Now" }).click();
    await expect(toast(page, "Quick Entry Submitted!")).toContainText("Check your email to complete your full entry.");
    await expect(dialog).toBeHidden();
    expect(await local(page, "kiaGiveawayCompleted")).toBe("true");
  });

  test("quick entry failure says Please try again.", async ({ page }) => {
    await page.route("**/api/giveaway", (route) => route.abort());
    await open(page, "/about", { session: PRAYER_SEEN });
    await page.clock.fastForward("02:05");
    const dialog = quickEntry(page);
    await dialog.getByLabel("Email").fill("fail@example.com");
    await dialog.getByLabel("Phone").fill("555-0101");
    await dialog.getByLabel("I am 18 or older and agree to the Official Rules.").check();
    await dialog.getByRole("button", { name: "Enter Now" }).click();
    await expect(toast(page, "Submission Failed")).toContainText("Please try again.");
    await expect(dialog).toBeVisible();
  });

  test("dismissing counts in kiaGiveawayDismissCount", async ({ page }) => {
    await open(page, "/about", { session: PRAYER_SEEN });
    await page.clock.fastForward("02:05");
    await quickEntry(page).getByRole("button", { name: "No Thanks" }).click();
    await expect(quickEntry(page)).toBeHidden();
    expect(await local(page, "kiaGiveawayDismissCount")).toBe("1");
    expect(await local(page, "kiaGiveawayLastDismissed")).not.toBeNull();
  });
});

test.describe("exit-intent giveaway (desktop)", () => {
  test("opens when the mouse leaves through the top; Enter Now opens the entry dialog", async ({ page }) => {
    await open(page, "/about", { session: PRAYER_SEEN });
    await leaveThroughTop(page);
    await expect(exitGiveaway(page)).toBeVisible();
    await exitGiveaway(page).getByRole("button", { name: "Enter Now" }).click();
    await expect(exitGiveaway(page)).toBeHidden();
    await expect(page.getByRole("dialog", { name: "Win a 2025 KIA!" })).toBeVisible();
  });

  test("not again within 2 minutes of the last promotion", async ({ page }) => {
    await open(page, "/about", { session: { ...PRAYER_SEEN, ...NO_DISCOUNT, firstLaunchShown: "true" } });
    await leaveThroughTop(page);
    await exitGiveaway(page).getByRole("button", { name: "Maybe Later" }).click();
    await page.clock.fastForward("01:30");
    await leaveThroughTop(page);
    await page.waitForTimeout(200);
    await expect(exitGiveaway(page)).toHaveCount(0);
    await page.clock.fastForward("00:35");
    await leaveThroughTop(page);
    await expect(exitGiveaway(page)).toBeVisible();
  });

  test("ignores the mouse leaving through the bottom", async ({ page }) => {
    await open(page, "/about", { session: PRAYER_SEEN });
    await page.evaluate(() => document.documentElement.dispatchEvent(new MouseEvent("mouseout", { bubbles: true, clientX: 400, clientY: 700, relatedTarget: null })));
    await page.waitForTimeout(200);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("not shown once the giveaway is completed", async ({ page }) => {
    await open(page, "/about", { session: { ...PRAYER_SEEN, ...NO_DISCOUNT }, local: COMPLETED });
    await leaveThroughTop(page);
    await page.waitForTimeout(200);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("mobile slide-in", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  async function scrollSteps(page: Page, ys: number[]) {
    for (const y of ys) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2, y);
      await page.waitForTimeout(50);
    }
  }

  test("opens 0.5 s after the third scroll step of more than 200 px; closing stores kiaSlideInDismissed", async ({ page }) => {
    await open(page, "/privacy", { session: { ...PRAYER_SEEN, ...NO_DISCOUNT } });
    await page.clock.pauseAt(new Date(BEFORE_CUTOFF.getTime() + 10_000));
    await scrollSteps(page, [250, 500]);
    await page.clock.runFor(1000);
    await expect(slideIn(page)).toHaveCount(0);
    await scrollSteps(page, [750]);
    await page.clock.runFor(400);
    await expect(slideIn(page)).toHaveCount(0);
    await page.clock.runFor(150);
    await expect(slideIn(page)).toBeVisible();
    // non-modal: the page keeps focus and stays usable
    await expect(page.locator("body")).toBeFocused();
    await slideIn(page).getByRole("button", { name: "Close giveaway offer" }).click();
    await expect(slideIn(page)).toBeHidden();
    expect(await local(page, "kiaSlideInDismissed")).toBe("true");
  });

  test("stays closed once dismissed or completed", async ({ page }) => {
    await open(page, "/privacy", { session: { ...PRAYER_SEEN, ...NO_DISCOUNT }, local: { kiaSlideInDismissed: "true" } });
    await scrollSteps(page, [250, 500, 750, 1000]);
    await page.clock.runFor(1000);
    await expect(slideIn(page)).toHaveCount(0);
  });

  test("Enter Now opens the entry dialog", async ({ page }) => {
    await open(page, "/privacy", { session: { ...PRAYER_SEEN, ...NO_DISCOUNT } });
    await scrollSteps(page, [250, 500, 750]);
    await page.clock.runFor(600);
    await slideIn(page).getByRole("button", { name: "Enter Now" }).click();
    const dialog = page.getByRole("dialog", { name: "Win a 2025 KIA!" });
    await expect(dialog.getByLabel("Email")).toBeVisible();
    expect(await local(page, "kiaSlideInDismissed")).toBe("true");
  });

  test("the exit-intent giveaway is desktop only", async ({ page }) => {
    await open(page, "/about", { session: { ...PRAYER_SEEN, ...NO_DISCOUNT } });
    await leaveThroughTop(page);
    await page.waitForTimeout(200);
    await expect(exitGiveaway(page)).toHaveCount(0);
  });
});

test.describe("exit-intent discount modal", () => {
  test("opens on mouse-leave once per session; email required; confirms after a second", async ({ page }) => {
    await open(page, "/about", { session: PRAYER_SEEN, local: COMPLETED });
    await leaveThroughTop(page);
    const dialog = discount(page);
    await expect(dialog).toBeVisible();
    expect(await session(page, "exitIntentShown")).toBe("true");
    await dialog.getByRole("button", { name: "Get My 10% Off" }).click();
    await expect(dialog.getByText("Please enter your email address.")).toBeVisible();
    await dialog.getByLabel("Email").fill("new@example.com");
    await dialog.getByRole("button", { name: "Get My 10% Off" }).click();
    await expect(dialog.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    await page.clock.runFor(1000);
    await expect(toast(page, "Welcome to BioLife™!")).toContainText("Check your email for your exclusive discount code.");
    await expect(dialog).toBeHidden();
    await page.clock.fastForward("05:00");
    await leaveThroughTop(page);
    await page.waitForTimeout(200);
    await expect(discount(page)).toHaveCount(0);
  });

  test("opens after 2 minutes without a mouse-leave", async ({ page }) => {
    await open(page, "/about", { session: PRAYER_SEEN, local: COMPLETED });
    await page.clock.fastForward("01:55");
    await expect(discount(page)).toHaveCount(0);
    await page.clock.fastForward("00:10");
    await expect(discount(page)).toBeVisible();
  });
});

test.describe("sequencing", () => {
  test("at most one promotion per 2 minutes: the exit intent waits after the prayer modal", async ({ page }) => {
    await open(page, "/about");
    await prayer(page).getByRole("button", { name: "Not Now" }).click();
    await leaveThroughTop(page);
    await page.waitForTimeout(200);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.clock.fastForward("02:05");
    await expect(quickEntry(page)).toBeVisible();
  });

  test("never steals focus from a form being typed in", async ({ page }) => {
    await open(page, "/contact", { session: PRAYER_SEEN });
    const name = page.getByLabel("Name").first();
    await name.click();
    await name.pressSequentially("Ada");
    await page.clock.fastForward("02:30");
    await expect(discount(page)).toHaveCount(0);
    await expect(name).toBeFocused();
    await name.blur();
    await page.clock.fastForward("00:04");
    await expect(discount(page)).toBeVisible();
  });

  test("pop-ups are keyboard accessible: focus moves in, Escape closes, focus returns", async ({ page }) => {
    await open(page, "/about");
    await expect(prayer(page)).toBeVisible();
    await expect(prayer(page).locator(":focus")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(prayer(page)).toBeHidden();
    expect(await session(page, "jamaicaPrayerModalSeen")).toBe("true");
  });
});

test.describe("accessibility", () => {
  const axe = async (page: Page, selector: string) => {
    const { violations } = await new AxeBuilder({ page }).include(selector).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  };

  test("the prayer, quick-entry and discount modals pass axe", async ({ page }) => {
    await open(page, "/about");
    await expect(prayer(page)).toBeVisible();
    await axe(page, '[data-promotion="prayer"]');
    await page.keyboard.press("Escape");
    await page.clock.fastForward("02:05");
    await expect(quickEntry(page)).toBeVisible();
    await axe(page, '[data-promotion="quick-entry"]');
    await page.keyboard.press("Escape");
    await page.clock.fastForward("02:05");
    await expect(discount(page)).toBeVisible();
    await axe(page, '[data-promotion="discount"]');
  });

  test("the exit-intent pop-up passes axe", async ({ page }) => {
    await open(page, "/about", { session: PRAYER_SEEN });
    await leaveThroughTop(page);
    await expect(exitGiveaway(page)).toBeVisible();
    await axe(page, '[data-promotion="exit-giveaway"]');
  });
});
