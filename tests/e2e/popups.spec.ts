import { axeBuilder } from "./support/axe";
import { bootPreloads } from "../../app/.server/http/scripts-after-paint";
import { expect, test, type Page } from "@playwright/test";
import { entriesFor, expectEntryMails, uniqueEmail } from "./support/giveaway-data";
import { setShopClock } from "./support/shop-clock";

// Pop-ups run on the browser's clock, and which campaigns run is decided by
// the server's. Today is past the seeded giveaway's cut-off (2025-12-10
// 23:59:59), so each test sets both: Playwright's clock and the shop's.
// Long flows on a shared 2-core machine: more room than the default 30 s.
test.describe.configure({ timeout: 60_000 });

// The seeded giveaway's pop-ups and the prayer sign-up end 10 Dec 2025 23:59:59.999 US Eastern time.
const BEFORE_CUTOFF = new Date("2025-11-20T10:00:00-05:00");
const AFTER_CUTOFF = new Date("2025-12-11T00:00:01-05:00");

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
  await setShopClock(page.context(), time);
  await page.goto(path);
  // The pop-ups start after the load event and an idle moment: slower than 7 s when the suite runs two browsers at once.
  await expect(page.locator("html")).toHaveAttribute("data-popups", "ready", { timeout: 20_000 });
}

const PRAYER_SEEN = { jamaicaPrayerModalSeen: "true" };
const NO_DISCOUNT = { exitIntentShown: "true" };
const COMPLETED = { kiaGiveawayCompleted: "true" };

const session = (page: Page, key: string) => page.evaluate((k) => sessionStorage.getItem(k), key);
const local = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/** The mouse leaves the page through the top edge. */
async function leaveThroughTop(page: Page) {
  await page.evaluate(() =>
    document.documentElement.dispatchEvent(
      new MouseEvent("mouseout", { bubbles: true, clientX: 400, clientY: -1, relatedTarget: null }),
    ),
  );
}

const prayer = (page: Page) => page.getByRole("dialog", { name: "Prayer Support for Jamaica" });
const quickEntry = (page: Page) => page.getByRole("dialog", { name: "Quick Entry: Win a 2025 KIA!" });
const exitGiveaway = (page: Page) => page.getByRole("dialog", { name: "Wait! Don't Miss Your Chance" });
const slideIn = (page: Page) => page.getByRole("dialog", { name: "Win a 2025 KIA!" });
const discount = (page: Page) => page.getByRole("dialog", { name: "Get 10% Off Your First Order" });
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** Nothing was shown: the scheduler stamps lastModalShown the moment it opens a promotion. */
async function expectNothingShown(page: Page, since: string | null = null) {
  expect(await session(page, "lastModalShown")).toBe(since);
  await expect(page.getByRole("dialog")).toHaveCount(0);
}

async function axe(page: Page, selector: string) {
  const { violations } = await axeBuilder(page).include(selector).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Navigates within the same tab (storage and clock kept; the shop's clock follows the page's) and waits for the pop-ups' clock. */
async function visit(page: Page, path: string) {
  await setShopClock(page.context(), new Date(await page.evaluate(() => Date.now())));
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-popups", "ready", { timeout: 20_000 });
}

test.describe("first load and the cut-off", () => {
  test("pop-up code is not in the first load; after 2025-12-10 23:59:59 no prayer or giveaway pop-up, while the discount still shows", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/")).text();
    // The first load's modules: those the page's boot script preloads once it has painted.
    const preloaded = bootPreloads(html);
    expect(preloaded.length).toBeGreaterThan(0);
    for (const chunk of [
      "PromotionHost",
      "QuizDialog",
      "GiveawayDialog",
      "PrayerModal",
      "DiscountModal",
      "QuickEntryModal",
      "scheduler",
    ]) {
      expect(preloaded.filter((href) => href.includes(chunk))).toEqual([]);
    }

    await open(page, "/about", { time: AFTER_CUTOFF });
    await page.clock.runFor(1000);
    await expectNothingShown(page); // no prayer modal on load
    await leaveThroughTop(page);
    await expect(discount(page)).toBeVisible(); // not the exit-intent giveaway
    await expect(exitGiveaway(page)).toHaveCount(0);
    await discount(page).getByRole("button", { name: "No Thanks" }).click();
    const closedAt = await session(page, "lastModalShown");
    await page.clock.fastForward("05:00");
    await expectNothingShown(page, closedAt); // no timed giveaway modal
    expect(await session(page, "firstLaunchShown")).toBeNull();
  });
});

test.describe("prayer modal", () => {
  test("opens on load with focus inside and passes axe; Not Now closes it and records the seen flag for the session", async ({
    page,
  }) => {
    await open(page, "/about");
    await expect(prayer(page)).toBeVisible();
    await expect(prayer(page).locator(":focus")).toHaveCount(1);
    expect(Number(await session(page, "lastModalShown"))).toBeGreaterThanOrEqual(BEFORE_CUTOFF.getTime());
    await axe(page, '[data-promotion="prayer"]');
    await prayer(page).getByRole("button", { name: "Not Now" }).click();
    await expect(prayer(page)).toBeHidden();
    expect(await session(page, "jamaicaPrayerModalSeen")).toBe("true");
    expect(await local(page, "jamaicaPrayerModalSeen")).toBeNull(); // session scope
    const closedAt = await session(page, "lastModalShown");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-popups", "ready", { timeout: 20_000 });
    await page.clock.runFor(1000);
    await expectNothingShown(page, closedAt);
  });

  test("needs name, email, phone and the opt-in; a failure says so; then Thank You! and the entry stored with Jamaica Prayer Support", async ({
    page,
    request,
  }) => {
    await open(page, "/about");
    const dialog = prayer(page);
    const submit = dialog.getByRole("button", { name: "Join Prayer Support" });
    const optInMessage = "Please opt in to receive updates and prayers for Jamaica.";
    await submit.click();
    await expect(toast(page, optInMessage)).toContainText("Opt-in Required");
    await expect(dialog.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");
    const email = uniqueEmail("prayer");
    await dialog.getByLabel("Full name").fill("Grace Campbell");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Phone").fill("876-555-0100");
    await submit.click();
    await expect(dialog.getByLabel("Full name")).not.toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel("Yes, send me updates and prayers for Jamaica.")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Yes, send me updates and prayers for Jamaica.").check();

    await page.route("**/api/giveaway", (route) => route.fulfill({ status: 500, body: "boom" }));
    await submit.click();
    await expect(toast(page, "Error")).toContainText("Failed to submit. Please try again.");
    await expect(dialog).toBeVisible();
    await page.unroute("**/api/giveaway");

    await submit.click();
    await expect(toast(page, "Thank You!")).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await session(page, "jamaicaPrayerModalSeen")).toBe("true");
    expect(await entriesFor(request, email)).toMatchObject([
      { name: "Grace Campbell", phone: "876-555-0100", address: "Jamaica Prayer Support", optedIn: true },
    ]);
  });
});

test.describe("timed giveaway modal", () => {
  test("opens 2 minutes after load; quick entry: messages, a failure, then the entry stored with empty name and address, both mails, completed", async ({
    page,
    request,
  }) => {
    await open(page, "/about", { session: PRAYER_SEEN });
    await page.clock.fastForward("01:55");
    await expectNothingShown(page);
    await page.clock.fastForward("00:10");
    const dialog = quickEntry(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Drawing on December 13th, 2025");
    expect(await session(page, "firstLaunchShown")).toBe("true");
    await axe(page, '[data-promotion="quick-entry"]');

    const enter = dialog.getByRole("button", { name: "Enter Now" });
    const email = uniqueEmail("quick");
    await dialog.getByLabel("Email").fill(email);
    await enter.click(); // phone missing
    await expect(toast(page, "Agreement Required")).toContainText("Please agree to the terms to continue.");
    await expect(dialog.getByLabel("Phone")).toHaveAttribute("aria-invalid", "true");
    await dialog.getByLabel("Phone").fill("555-0101");
    await dialog.getByLabel("I am 18 or older and agree to the Official Rules.").check();

    await page.route("**/api/giveaway", (route) => route.abort());
    await enter.click();
    await expect(toast(page, "Submission Failed")).toContainText("Please try again.");
    await expect(dialog).toBeVisible();
    await page.unroute("**/api/giveaway");

    await enter.click();
    await expect(toast(page, "Quick Entry Submitted!")).toContainText("Check your email to complete your full entry.");
    await expect(dialog).toBeHidden();
    expect(await local(page, "kiaGiveawayCompleted")).toBe("true");
    expect(await entriesFor(request, email)).toMatchObject([
      { name: "", email, phone: "555-0101", address: "", optedIn: true },
    ]);
    const mails = await expectEntryMails(request, email);
    expect(mails.find((m) => m.to === email)?.text).toContain(`/kia-giveaway?email=${encodeURIComponent(email)}`);
  });

  test("stays away on /cart, /account and /contact, once first launch was shown, once completed, and after the cut-off", async ({
    page,
  }) => {
    await open(page, "/cart", { session: { ...PRAYER_SEEN, ...NO_DISCOUNT } });
    for (const path of ["/cart", "/contact", "/account"]) {
      await visit(page, path);
      // /account is built on the accounts branch; here unknown paths go home, where the rule does not apply
      if (new URL(page.url()).pathname !== path) continue;
      await page.clock.fastForward("02:30");
      await expectNothingShown(page);
    }
    await page.evaluate(() => sessionStorage.setItem("firstLaunchShown", "true"));
    await visit(page, "/about");
    await page.clock.fastForward("02:30");
    await expectNothingShown(page);

    await page.evaluate(() => {
      sessionStorage.removeItem("firstLaunchShown");
      localStorage.setItem("kiaGiveawayCompleted", "true");
    });
    await visit(page, "/about");
    await page.clock.fastForward("02:30");
    await expectNothingShown(page);

    await page.evaluate(() => localStorage.removeItem("kiaGiveawayCompleted"));
    await page.clock.setSystemTime(new Date("2025-12-10T23:58:30-05:00"));
    await visit(page, "/about");
    await page.clock.fastForward("02:30");
    await expectNothingShown(page);

    // the same page before the cut-off does show it: the checks above could fail
    await page.clock.setSystemTime(BEFORE_CUTOFF);
    await visit(page, "/about");
    await page.clock.fastForward("02:05");
    await expect(quickEntry(page)).toBeVisible();
  });
});

test.describe("exit-intent giveaway (desktop)", () => {
  test("opens when the mouse leaves through the top, not the bottom; axe; Escape counts a dismissal; not again within 2 minutes; Enter Now opens the entry dialog", async ({
    page,
  }) => {
    await open(page, "/about", { session: { ...PRAYER_SEEN, ...NO_DISCOUNT, firstLaunchShown: "true" } });
    await page.evaluate(() =>
      document.documentElement.dispatchEvent(
        new MouseEvent("mouseout", { bubbles: true, clientX: 400, clientY: 700, relatedTarget: null }),
      ),
    );
    await expectNothingShown(page);
    await leaveThroughTop(page);
    await expect(exitGiveaway(page)).toBeVisible();
    await expect(exitGiveaway(page).locator(":focus")).toHaveCount(1);
    await axe(page, '[data-promotion="exit-giveaway"]');
    await page.keyboard.press("Escape");
    await expect(exitGiveaway(page)).toBeHidden();
    expect(await local(page, "kiaGiveawayDismissCount")).toBe("1");
    expect(Number(await local(page, "kiaGiveawayLastDismissed"))).toBeGreaterThan(BEFORE_CUTOFF.getTime());

    const closedAt = await session(page, "lastModalShown");
    await page.clock.fastForward("01:30");
    await leaveThroughTop(page);
    await expectNothingShown(page, closedAt);
    await page.clock.fastForward("00:35");
    await leaveThroughTop(page);
    await expect(exitGiveaway(page)).toBeVisible();
    await exitGiveaway(page).getByRole("button", { name: "Enter Now" }).click();
    await expect(exitGiveaway(page)).toBeHidden();
    await expect(page.getByRole("dialog", { name: "Win a 2025 KIA!" }).getByLabel("Email")).toBeVisible();
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

  test("no exit intent on mobile; opens 0.5 s after the third scroll step of more than 200 px, without taking focus; closing stores kiaSlideInDismissed for good", async ({
    page,
  }) => {
    await open(page, "/privacy", { session: { ...PRAYER_SEEN, ...NO_DISCOUNT, firstLaunchShown: "true" } });
    await page.clock.pauseAt(new Date(BEFORE_CUTOFF.getTime() + 10_000));
    await leaveThroughTop(page);
    await expectNothingShown(page); // the exit-intent giveaway is desktop only
    await scrollSteps(page, [150, 250, 500]); // 150 is no step; 250 and 500 are two
    await page.clock.runFor(1000);
    await expectNothingShown(page);
    await scrollSteps(page, [750]);
    await page.clock.runFor(400);
    await expectNothingShown(page);
    await page.clock.runFor(150);
    await expect(slideIn(page)).toBeVisible();
    await expect(page.locator("body")).toBeFocused(); // non-modal: the page keeps focus and stays usable
    await slideIn(page).getByRole("button", { name: "Close giveaway offer" }).click();
    await expect(slideIn(page)).toBeHidden();
    expect(await local(page, "kiaSlideInDismissed")).toBe("true");

    const closedAt = await session(page, "lastModalShown");
    await page.clock.resume();
    await page.clock.fastForward("05:00");
    await visit(page, "/privacy");
    await scrollSteps(page, [250, 500, 750, 1000]);
    await page.clock.runFor(1000);
    await expectNothingShown(page, closedAt);
  });

  test("not shown once the giveaway is completed; otherwise Enter Now opens the entry dialog", async ({ page }) => {
    await open(page, "/privacy", { session: { ...PRAYER_SEEN, ...NO_DISCOUNT }, local: COMPLETED });
    await scrollSteps(page, [250, 500, 750]);
    await page.clock.runFor(1000);
    await expectNothingShown(page);
    await page.evaluate(() => localStorage.removeItem("kiaGiveawayCompleted"));
    await visit(page, "/privacy");
    await scrollSteps(page, [250, 500, 750]);
    await page.clock.runFor(600);
    await slideIn(page).getByRole("button", { name: "Enter Now" }).click();
    await expect(page.getByRole("dialog", { name: "Win a 2025 KIA!" }).getByLabel("Email")).toBeVisible();
  });
});

test.describe("exit-intent discount modal", () => {
  test("opens on mouse-leave once per session; axe; email required; Submitting..., then the confirmation after one second", async ({
    page,
  }) => {
    await open(page, "/about", { session: PRAYER_SEEN, local: COMPLETED });
    await leaveThroughTop(page);
    const dialog = discount(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("10%");
    expect(await session(page, "exitIntentShown")).toBe("true");
    await axe(page, '[data-promotion="discount"]');
    await dialog.getByRole("button", { name: "Get My 10% Off" }).click();
    await expect(dialog.getByText("Please enter your email address.")).toBeVisible();
    await dialog.getByLabel("Email").fill("new@example.com");
    // Pause a little ahead of the page's clock: on a busy machine 100 ms can pass before the pause lands.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2000);
    await dialog.getByRole("button", { name: "Get My 10% Off" }).click();
    await expect(dialog.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    await page.clock.runFor(900);
    await expect(dialog).toBeVisible();
    await page.clock.runFor(100);
    await page.clock.resume(); // the toast animates on real timers
    await expect(toast(page, "Welcome to BioLife™!")).toContainText(
      "Check your email for your exclusive discount code.",
    );
    await expect(dialog).toBeHidden();
    const closedAt = await session(page, "lastModalShown");
    await page.clock.fastForward("05:00");
    await leaveThroughTop(page);
    await expectNothingShown(page, closedAt);
  });

  test("opens after 2 minutes without a mouse-leave, but never while the shopper is typing in a form", async ({
    page,
  }) => {
    await open(page, "/contact", { session: PRAYER_SEEN });
    await page.clock.fastForward("01:55");
    await expectNothingShown(page);
    const name = page.getByLabel("Name").first();
    await name.click();
    await name.pressSequentially("Ada");
    await page.clock.fastForward("00:35");
    await expectNothingShown(page);
    await expect(name).toBeFocused();
    await name.blur();
    await page.clock.fastForward("00:04");
    await expect(discount(page)).toBeVisible();
  });
});

test("sequencing: at most one promotion per 2 minutes; the exit intent waits after the prayer modal; dismissing the giveaway modal is counted", async ({
  page,
}) => {
  await open(page, "/about");
  await prayer(page).getByRole("button", { name: "Not Now" }).click();
  const closedAt = await session(page, "lastModalShown");
  await leaveThroughTop(page);
  await expectNothingShown(page, closedAt);
  await page.clock.fastForward("02:05");
  await expect(quickEntry(page)).toBeVisible();
  await quickEntry(page).getByRole("button", { name: "No Thanks" }).click();
  await expect(quickEntry(page)).toBeHidden();
  expect(await local(page, "kiaGiveawayDismissCount")).toBe("1");
  expect(await local(page, "kiaGiveawayLastDismissed")).not.toBeNull();
});
