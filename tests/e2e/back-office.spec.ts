import { execFile } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { request as playwrightRequest, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { confirmEmailFromMail, signUpAndSignIn, type TestAccount } from "./support/accounts";
import { mailsAbout, uniqueEmail } from "./support/giveaway-data";
import { setShopClock } from "./support/shop-clock";
import { baseURL, dataDir } from "../../playwright.config";
import { instantToStoreLocal } from "../../app/lib/campaigns/store-time";
import { firstLoadScriptUrls } from "../../bench/first-load-scripts";

/**
 * The back office (issue 59) as an admin, a shopper and a signed-out
 * visitor, with and without JavaScript. Tests that make giveaways run the shop
 * at a day of their own far ahead (as campaigns.spec does), so one giveaway
 * per window holds beside the other tests.
 */
test.describe.configure({ timeout: 120_000 });

const SEEDED_GIVEAWAY = "ca3a0000-0000-4000-8000-000000000001";
/** The server's flashed message: a toast with scripts, a status line without. */
const toast = (page: Page, text: string) => page.getByText(text).first();
const hours = (at: Date, n: number) => new Date(at.getTime() + n * 3_600_000);
const local = (at: Date) => instantToStoreLocal(at.toISOString());
function ownToday(): Date {
  const year = 2060 + Math.floor(Math.random() * 300);
  return new Date(Date.UTC(year, 1 + Math.floor(Math.random() * 9), 10, 15, 0, 0));
}

/** Every back-office address and action, as the shop's own forms send them. */
const SWEEP: { method: "GET" | "POST"; path: string; form?: Record<string, string> }[] = [
  { method: "GET", path: "/account/messages" },
  { method: "GET", path: "/account/messages?filter=archived&q=a" },
  { method: "GET", path: "/account/giveaway" },
  { method: "GET", path: `/account/giveaway?campaign=${SEEDED_GIVEAWAY}` },
  { method: "GET", path: "/account/admins" },
  { method: "GET", path: "/account/audit" },
  { method: "GET", path: "/account/ratings" },
  { method: "GET", path: "/account/knowledge" },
  { method: "GET", path: "/account/campaigns" },
  { method: "GET", path: `/account/campaigns/${SEEDED_GIVEAWAY}/entries.csv` },
  { method: "POST", path: "/account/messages", form: { intent: "status", id: SEEDED_GIVEAWAY, status: "archived" } },
  { method: "POST", path: "/account/messages", form: { intent: "reply", id: SEEDED_GIVEAWAY, reply: "hi" } },
  { method: "POST", path: "/account/giveaway", form: { intent: "draw", campaign: SEEDED_GIVEAWAY } },
  { method: "POST", path: "/account/admins", form: { intent: "grant", email: "someone@example.com" } },
  { method: "POST", path: "/account/admins", form: { intent: "revoke", userId: SEEDED_GIVEAWAY } },
  {
    method: "POST",
    path: "/account/ratings",
    form: { feedbackId: SEEDED_GIVEAWAY, category: "c", question: "q", answer: "a" },
  },
  { method: "POST", path: "/account/knowledge", form: { category: "c", question: "q", answer: "a" } },
  { method: "POST", path: "/account/campaigns", form: { intent: "end", id: SEEDED_GIVEAWAY } },
];

async function sweep(client: APIRequestContext): Promise<string[]> {
  const answered: string[] = [];
  for (const step of SWEEP) {
    const response =
      step.method === "GET"
        ? await client.get(step.path, { maxRedirects: 0 })
        : await client.post(step.path, { form: step.form!, maxRedirects: 0 });
    answered.push(`${step.method} ${step.path} ${response.status()}`);
  }
  return answered;
}

async function adminPage(context: BrowserContext): Promise<{ page: Page; account: TestAccount }> {
  const page = await context.newPage();
  const account = await signUpAndSignIn(page, { admin: true });
  return { page, account };
}

/** A running giveaway (at the context's clock `today`) whose drawing time is a day later; its id. */
async function giveaway(page: Page, today: Date, title: string): Promise<string> {
  const saved = await page.request.post("/account/campaigns", {
    form: {
      intent: "save",
      kind: "giveaway",
      title,
      description: "",
      startsAt: local(hours(today, -1)),
      endsAt: local(hours(today, 48)),
      popupsEndAt: "",
      drawingAt: local(hours(today, 24)),
      prizes: "Grand Prize: A hamper",
      rules: "",
      successMessage: "",
    },
    maxRedirects: 0,
  });
  expect(saved.status()).toBe(303);
  await page.goto("/account?tab=campaigns");
  return (await page.locator("li[data-campaign]").filter({ hasText: title }).getAttribute("data-campaign"))!;
}

async function enter(context: APIRequestContext, email: string, name: string) {
  const response = await context.post("/api/giveaway", {
    form: { source: "page", name, email, phone: "555-0100", address: "1 Main St", consent: "on" },
  });
  expect(response.status()).toBe(200);
}

/** A chat answer rated down, made as a shopper does through the widget's API; the question asked. */
async function rateDown(client: APIRequestContext, question: string) {
  const chat = await client.post("/api/chat", {
    headers: { Accept: "text/event-stream", "Content-Type": "application/json" },
    data: {
      messages: [{ role: "user", content: question }],
      products: [],
      sessionId: `s-${Date.now()}-${Math.random()}`,
    },
  });
  expect(chat.status()).toBe(200);
  const messageId = /event: saved\ndata: (\{.*\})/.exec(await chat.text())?.[1];
  expect(messageId, "the answer was saved").toBeTruthy();
  const rated = await client.post("/api/chat-feedback", {
    data: { messageId: (JSON.parse(messageId!) as { messageId: string }).messageId, rating: -1 },
  });
  expect(rated.status()).toBe(200);
}

test("a shopper and a signed-out visitor get 404 from every back-office address and action @nojs", async ({
  page,
  browser,
}) => {
  const anonymous = await playwrightRequest.newContext({ baseURL });
  try {
    const refused = (answers: string[]) => answers.filter((a) => !a.endsWith(" 404"));
    expect(refused(await sweep(anonymous))).toEqual([]);
    await page.goto("/account/messages");
    await expect(page.getByText("Messages", { exact: true })).toHaveCount(0);
    const shopper = await signUpAndSignIn(page);
    expect(refused(await sweep(page.request))).toEqual([]);
    const response = await page.goto("/account/admins");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("link", { name: "Audit Log" })).toHaveCount(0);
    // Nothing they sent was done: no audit line names them.
    const admin = await adminPage(await browser.newContext());
    await admin.page.goto(`/account/audit?actor=${encodeURIComponent(shopper.email)}`);
    await expect(admin.page.getByText("No admin actions recorded yet.")).toBeVisible();
    // A NUL in the filter (the database refuses it in text) is no one's email, not a 500.
    const nul = await admin.page.goto(`/account/audit?actor=${encodeURIComponent(`\u0000${shopper.email}`)}`);
    expect(nul?.status()).toBe(200);
    await expect(admin.page.getByText("No admin actions recorded yet.")).toBeVisible();
  } finally {
    await anonymous.dispose();
  }
});

test("messages: what a shopper sent shows as text; the admin searches, opens, replies by mail, archives @nojs", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail("inbox");
  const subject = `Order question ${Date.now()}`;
  const hostile = `<img src=x onerror="window.__owned=1"> <b>bold?</b> & "quotes"`;
  await page.goto("/contact");
  const form = page.locator("main form").filter({ has: page.getByLabel("Subject") });
  await form.getByLabel("Name").fill("Dana <script>");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Subject").fill(subject);
  await form.getByLabel("Message").fill(hostile);
  await form.getByRole("button", { name: /Send Message/ }).click();
  await expect(page.getByText("Message Sent!").first()).toBeVisible();

  const context = await browser.newContext();
  const { page: admin } = await adminPage(context);
  await admin.goto("/account/messages");
  await admin.getByLabel("Search messages").fill(subject);
  await admin.getByRole("button", { name: "Search" }).click();
  const row = admin.locator("li[data-message]");
  await expect(row).toHaveCount(1);
  await expect(row.locator("[data-message-status]")).toHaveText("unread");
  await row.getByRole("link", { name: new RegExp(subject) }).click();
  await expect(row.locator("[data-message-text]")).toHaveText(hostile);
  await expect(row.locator("[data-message-text] img, [data-message-text] b")).toHaveCount(0);
  await expect(row.locator("[data-message-status]")).toHaveText("read");

  await row.getByLabel(`Reply to ${email}`).fill("Thank you, Dana: your order ships tomorrow.");
  await row.getByRole("button", { name: "Send Reply" }).click();
  await expect(toast(admin, "Reply sent")).toBeVisible();
  await expect
    .poll(async () => (await mailsAbout(admin.request, email)).map((m) => m.subject))
    .toContain(`Re: ${subject}`);

  await admin
    .locator("li[data-message]")
    .getByRole("link", { name: new RegExp(subject) })
    .click();
  await admin.locator("li[data-message]").getByRole("button", { name: "Archive" }).click();
  await expect(toast(admin, "Message archived")).toBeVisible();
  await expect(admin.locator("li[data-message]")).toHaveCount(0);
  await admin.goto(`/account/messages?filter=archived&q=${encodeURIComponent(subject)}`);
  await expect(admin.locator("li[data-message]")).toHaveCount(1);
  expect(await admin.evaluate(() => (window as { __owned?: number }).__owned)).toBeUndefined();
  // Crafted addresses are answered, never a 500.
  for (const query of [
    `open=${"-".repeat(36)}`,
    "page=-1",
    "page=1e9",
    "q=%25_%5C",
    "filter=<x>",
    `q=${"é\u0000\u202e".repeat(100)}`,
  ]) {
    const response = await admin.request.get(`/account/messages?${query}`);
    expect(response.status(), query).toBe(200);
  }
  const crafted: Record<string, string>[] = [
    { intent: "status", id: "x", status: "archived" },
    { intent: "status", id: SEEDED_GIVEAWAY, status: "deleted" },
    { intent: "reply", id: SEEDED_GIVEAWAY, reply: "" },
    { intent: "reply", id: SEEDED_GIVEAWAY, reply: "x".repeat(6000) },
  ];
  for (const form of crafted) {
    const response = await admin.request.post("/account/messages", { form, maxRedirects: 0 });
    expect(response.status(), JSON.stringify(form).slice(0, 80)).toBe(400);
  }
  await context.close();
});

test("giveaway: entries per day as a chart and a table, the CSV, the draw once and only after its time, the winner mailed @nojs", async ({
  browser,
}) => {
  const today = ownToday();
  const context = await browser.newContext();
  await setShopClock(context, today);
  const { page: admin } = await adminPage(context);
  const title = `Draw Hamper ${today.getUTCFullYear()}-${Math.random().toString(36).slice(2, 6)}`;
  const id = await giveaway(admin, today, title);

  const shoppers = await browser.newContext();
  await setShopClock(shoppers, today);
  const shopper = await shoppers.newPage();
  const [a, b] = [uniqueEmail("draw-a"), uniqueEmail("draw-b")];
  await enter(shopper.request, a, "Ann");
  await enter(shopper.request, b, "Bo");
  await enter(shopper.request, a, "Ann again");

  await admin.goto(`/account/giveaway?campaign=${id}`);
  await expect(admin.getByRole("heading", { name: title })).toBeVisible();
  await expect(admin.locator("[data-entry-totals]")).toHaveText(/^2 entries, 2 eligible/);
  const chart = admin.locator('[data-chart="entries-per-day"]');
  await expect(chart.locator("svg rect[data-bar]")).toHaveCount(1);
  await expect(chart.getByRole("table", { name: "Entries per day" }).getByRole("row")).toHaveCount(2);
  await expect(admin.getByRole("link", { name: "Download Entries (CSV)" })).toHaveAttribute(
    "href",
    `/account/campaigns/${id}/entries.csv`,
  );
  // Before the drawing time: no button, and a posted draw is refused.
  await expect(admin.getByRole("button", { name: "Draw a Winner" })).toHaveCount(0);
  await expect(admin.locator("[data-draw-closed]")).toBeVisible();
  const early = await admin.request.post("/account/giveaway", { form: { intent: "draw", campaign: id } });
  expect(early.status()).toBe(200);
  await admin.goto(`/account/giveaway?campaign=${id}`);
  await expect(admin.locator("[data-draw]")).toHaveCount(0);

  await setShopClock(context, hours(today, 25));
  await admin.goto(`/account/giveaway?campaign=${id}`);
  await admin.getByRole("button", { name: "Draw a Winner" }).click();
  await expect(toast(admin, "Winner drawn:")).toBeVisible();
  const winner = (await admin.locator("[data-draw-winner]").innerText()).match(/<(.+)>/)![1];
  expect([a, b]).toContain(winner);
  await expect(admin.locator("[data-draw-seed]")).toHaveText(/^[0-9a-f]{64}$/);
  await expect(admin.getByRole("button", { name: "Draw a Winner" })).toHaveCount(0);
  await expect
    .poll(async () => (await mailsAbout(admin.request, winner)).map((m) => m.subject))
    .toContain(`You won: ${title}`);
  // Twice at once from two tabs: still the one draw.
  await Promise.all([
    admin.request.post("/account/giveaway", { form: { intent: "draw", campaign: id } }),
    admin.request.post("/account/giveaway", { form: { intent: "draw", campaign: id } }),
  ]);
  await admin.goto(`/account/giveaway?campaign=${id}`);
  await expect(admin.locator("[data-draw-winner]")).toContainText(winner);
  await context.close();
  await shoppers.close();
});

test("ratings: a thumbs-down shows with its question and one form makes it knowledge Nora uses @nojs", async ({
  page,
  browser,
}) => {
  const question = `What helps with zorbleflu ${Date.now()}?`;
  await rateDown(page.request, question);
  const context = await browser.newContext();
  const { page: admin } = await adminPage(context);
  await admin.goto("/account?tab=training");
  await expect(admin.locator('[data-chart="answers-rated-up-per-week"]')).toBeVisible();
  const item = admin.locator("li[data-rating]").filter({ hasText: question });
  await expect(item).toHaveCount(1);
  await item.getByLabel("Category").fill("Zorbleflu");
  await expect(item.getByLabel("Question")).toHaveValue(question);
  await item.getByLabel("The right answer").fill("Zorbleflu is not a condition we know; please ask your doctor.");
  await item.getByLabel("Keywords (comma-separated)").fill("zorbleflu");
  await item.getByRole("button", { name: "Add to Knowledge Base" }).click();
  await expect(toast(admin, "Knowledge added from the rating")).toBeVisible();
  await expect(admin.locator("li[data-rating]").filter({ hasText: question })).toHaveCount(0);
  await expect(admin.getByText(question).first()).toBeVisible(); // now a knowledge entry in the list
  await context.close();
});

test("admins: grant by email, revoke another, never oneself; the other admins get a mail @nojs", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const { page: admin, account } = await adminPage(context);
  const otherContext = await browser.newContext();
  const otherPage = await otherContext.newPage();
  const other = await signUpAndSignIn(otherPage);

  await admin.goto("/account/admins");
  await expect(admin.locator(`li[data-admin="${account.email}"]`)).toContainText("You");
  await expect(admin.getByRole("button", { name: `Revoke admin: ${account.email}` })).toHaveCount(0);
  await admin.getByLabel("Account email").fill("nobody-at-all@example.com");
  await admin.getByRole("button", { name: "Grant Admin" }).click();
  await expect(admin.getByText("No account uses that email")).toBeVisible();
  await expect(admin.getByLabel("Account email")).toHaveValue("nobody-at-all@example.com");
  // Not before the account proved its address: anyone may sign up with any.
  await admin.getByLabel("Account email").fill(other.email);
  await admin.getByRole("button", { name: "Grant Admin" }).click();
  await expect(admin.getByText("That account has not confirmed its email yet")).toBeVisible();
  await confirmEmailFromMail(otherPage, other.email);
  await admin.getByLabel("Account email").fill(other.email.toUpperCase());
  await admin.getByRole("button", { name: "Grant Admin" }).click();
  await expect(toast(admin, `${other.email} is now an admin`)).toBeVisible();
  await expect(admin.locator(`li[data-admin="${other.email}"]`)).toBeVisible();
  await expect.poll(async () => (await mailsAbout(admin.request, other.email)).map((m) => m.to)).toContain(other.email);

  // Revoking oneself is refused even when posted by hand (the new admin's page shows our id).
  await otherPage.goto("/account/admins");
  const myId = await otherPage.locator(`li[data-admin="${account.email}"] input[name=userId]`).getAttribute("value");
  const self = await admin.request.post("/account/admins", { form: { intent: "revoke", userId: myId! } });
  expect(self.status()).toBe(400);
  expect(await self.text()).toContain("You cannot revoke your own admin role");

  await admin.goto("/account/admins");
  await admin.getByRole("button", { name: `Revoke admin: ${other.email}` }).click();
  await expect(toast(admin, `${other.email} is no longer an admin`)).toBeVisible();
  await expect(admin.locator(`li[data-admin="${other.email}"]`)).toHaveCount(0);
  const response = await otherPage.goto("/account/admins");
  expect(response?.status()).toBe(404);
  await context.close();
  await otherContext.close();
});

test("audit log: every action an admin's sweep performs has a line with who and what @nojs", async ({ browser }) => {
  const today = ownToday();
  const context = await browser.newContext();
  await setShopClock(context, today);
  const { page: admin, account } = await adminPage(context);
  const post = async (url: string, form: Record<string, string>) => {
    const response = await admin.request.post(url, { form, maxRedirects: 0 });
    expect(response.status(), `${url} ${JSON.stringify(form)}`).toBeLessThan(400);
  };
  const title = `Audit Hamper ${today.getUTCFullYear()}-${Math.random().toString(36).slice(2, 6)}`;
  const id = await giveaway(admin, today, title); // campaign.create
  await post("/account/campaigns", {
    intent: "save",
    id,
    kind: "giveaway",
    title,
    startsAt: local(hours(today, -1)),
    endsAt: local(hours(today, 48)),
    drawingAt: local(hours(today, 24)),
    prizes: "Grand Prize: A hamper",
  });
  await enter(admin.request, uniqueEmail("audit"), "Aud");
  await post("/account/knowledge", {
    category: "Audit",
    question: `Audit question ${Date.now()}`,
    answer: "An answer.",
  });
  await post("/community", { intent: "events" });
  await rateDown(admin.request, `Audit rating ${Date.now()}?`);
  await admin.goto("/account/ratings");
  const feedbackId = await admin.locator("li[data-rating] input[name=feedbackId]").first().getAttribute("value");
  await post("/account/ratings", { feedbackId: feedbackId!, category: "Audit", question: "q?", answer: "a." });
  await admin.request.post("/contact", {
    form: {
      name: "Audit",
      email: uniqueEmail("audit-msg"),
      subject: `Audit msg ${Date.now()}`,
      message: "A message for the audit.",
    },
  });
  await admin.goto("/account/messages");
  const messageId = await admin.locator("li[data-message]").first().getAttribute("data-message");
  await post("/account/messages", { intent: "reply", id: messageId!, reply: "Thanks." });
  await post("/account/messages", { intent: "status", id: messageId!, status: "archived" });
  const otherPage = await (await browser.newContext()).newPage();
  const other = await signUpAndSignIn(otherPage);
  await confirmEmailFromMail(otherPage, other.email);
  await post("/account/admins", { intent: "grant", email: other.email });
  await admin.goto("/account/admins");
  const otherId = await admin.locator(`li[data-admin="${other.email}"] input[name=userId]`).getAttribute("value");
  await post("/account/admins", { intent: "revoke", userId: otherId! });
  await setShopClock(context, hours(today, 25));
  await post("/account/giveaway", { intent: "draw", campaign: id });
  await post("/account/campaigns", { intent: "end", id });
  // A backup through the admin socket, as an operator runs it.
  await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", "scripts/db-backup.ts", path.join(os.tmpdir(), `audit-${Date.now()}.sql`)],
    {
      env: { ...process.env, DATA_DIR: dataDir },
    },
  );

  await admin.goto(`/account/audit?actor=${encodeURIComponent(account.email)}`);
  const logged = await admin
    .locator("tr[data-audit-action]")
    .evaluateAll((rows) => rows.map((r) => r.getAttribute("data-audit-action")));
  expect(new Set(logged)).toEqual(
    new Set([
      "campaign.create",
      "campaign.save",
      "campaign.end",
      "knowledge.create",
      "community.refresh",
      "knowledge.from-rating",
      "message.reply",
      "message.archive",
      "admin.grant",
      "admin.revoke",
      "giveaway.draw",
    ]),
  );
  await admin.goto(`/account/audit?actor=${encodeURIComponent("operator (admin socket)")}`);
  await expect(admin.locator('tr[data-audit-action="admin-socket.backup"]').first()).toBeVisible();
  await expect(admin.locator('tr[data-audit-action="admin-socket.session"]').first()).toBeVisible();
  await context.close();
});

/** Text only the back office's components carry: none of it may reach a shopper's first load. */
const BACK_OFFICE_MARKERS = [
  "Add to Knowledge Base",
  "Draw a Winner",
  "Send Reply",
  "Grant Admin",
  "data-audit-action",
];

test("the back office's scripts never reach a shopper's first load (the bench's first-load figures)", async ({
  page,
}) => {
  await signUpAndSignIn(page);
  const shopperPages = ["/", "/shop", "/product/magnesium-glycinate", "/contact", "/kia-giveaway", "/account"];
  const scripts = new Set<string>();
  for (const url of shopperPages) {
    const response = await page.request.get(url);
    expect(response.status(), url).toBe(200);
    for (const script of firstLoadScriptUrls(await response.text())) scripts.add(script);
  }
  expect(scripts.size).toBeGreaterThan(3);
  const carrying: string[] = [];
  for (const script of scripts) {
    const text = await (await page.request.get(script)).text();
    for (const marker of BACK_OFFICE_MARKERS) if (text.includes(marker)) carrying.push(`${script}: ${marker}`);
  }
  expect(carrying).toEqual([]);
  // The same markers are in the build: the check looks where they would be.
  await signUpAndSignIn(page, { admin: true });
  const adminScripts = firstLoadScriptUrls(await (await page.request.get("/account/giveaway")).text());
  const texts = await Promise.all([...adminScripts].map(async (s) => (await page.request.get(s)).text()));
  expect(texts.some((t) => t.includes("Draw a Winner"))).toBe(true);
});
