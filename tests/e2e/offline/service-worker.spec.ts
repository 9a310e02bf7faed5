import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { newAccount, signUpAndSignIn } from "../support/accounts";
import { OFFLINE_COPY } from "../../../app/lib/offline/copy";

// The repeat visit (decision 0069): pages and images a shopper has seen, kept by the service worker.
const PRODUCT = "/product/blood-sugar-maintenance";

// Every other spec blocks the worker (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

/** Opens `path` and waits until the service worker controls the page (registered at idle, after the load). */
async function openControlled(page: Page, path: string) {
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) {
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor();
  }
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

/** Every URL in the worker's caches, by cache. */
const keptUrls = (page: Page) =>
  page.evaluate(async () => {
    const kept: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) kept.push(new URL(request.url).pathname);
    return kept;
  });

test("/sw.js is a script of this build, revalidated on every check and under the CSP", async ({ request }) => {
  const response = await request.get("/sw.js");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/javascript/);
  expect(response.headers()["cache-control"]).toBe("no-cache");
  expect(response.headers()["content-security-policy"]).toContain("default-src 'self'");
  expect(await response.text()).not.toContain("__BIOLIFE_SW_BUILD__");
  const page = await request.get("/");
  expect(page.headers()["content-security-policy"]).toContain("worker-src 'self'");
});

test("offline, a product page seen before is shown with the offline notice; an unseen page says it was not saved", async ({
  page,
  context,
}) => {
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && /Content Security Policy/.test(m.text()) && errors.push(m.text()));
  await openControlled(page, "/");
  await expect(page.locator("[data-offline-notice]")).toBeHidden();
  await page.goto("/shop");
  const shopTitle = await page.getByRole("heading", { level: 1 }).innerText();
  await page.goto(PRODUCT);
  const title = await page.getByRole("heading", { level: 1 }).innerText();
  await expect.poll(() => keptUrls(page)).toContain(PRODUCT);
  // Every cache is this build's: a new build's worker deletes the others when it takes over.
  const script = await (await page.request.get("/sw.js")).text();
  for (const name of await page.evaluate(() => caches.keys())) {
    const version = /^biolife-(.+)-(pages|assets|images)$/.exec(name)?.[1];
    expect(version && script.includes(`"${version}"`), `${name} is named by the build in /sw.js`).toBeTruthy();
  }

  await context.setOffline(true);
  await page.goto(PRODUCT);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByText(OFFLINE_COPY.notice)).toBeVisible();
  await expect(page.locator("img.product-img").first()).toBeVisible();
  await expect(page.locator("[data-testid=cart-count]")).toHaveCount(0);

  // A link followed offline reaches the kept copy too (a whole page load, not Remix's data request).
  await page.locator("html[data-hydrated]").waitFor();
  await page.locator('header a[href="/shop"]').first().click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(shopTitle);
  await expect(page.getByText(OFFLINE_COPY.notice)).toBeVisible();
  await expect(page.getByText(OFFLINE_COPY.pageNotSaved)).toBeHidden();

  await page.goto("/faq");
  await expect(page.getByRole("heading", { name: OFFLINE_COPY.pageTitle })).toBeVisible();
  await expect(page.getByText(OFFLINE_COPY.pageNotSaved)).toBeVisible();

  await context.setOffline(false);
  await page.goto(PRODUCT);
  await expect(page.getByText(OFFLINE_COPY.notice)).toBeHidden();
  expect(errors, "no CSP violation from the worker or a kept page").toEqual([]);
});

test("offline, a page whose data could not be fetched is loaded whole: the kept copy, not the error page", async ({
  page,
  context,
}) => {
  await openControlled(page, "/shop");
  const shopTitle = await page.getByRole("heading", { level: 1 }).innerText();
  await page.goto(PRODUCT);
  await page.locator("html[data-hydrated]").waitFor();
  await context.setOffline(true);
  // Remix's own navigation, as a link followed before the offline support's click handler is running (it starts at
  // idle): its data request fails.
  await page.evaluate(() =>
    (window as unknown as { __remixRouter: { navigate: (to: string) => Promise<void> } }).__remixRouter.navigate(
      "/shop",
    ),
  );
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(shopTitle);
  await expect(page.getByText(OFFLINE_COPY.notice)).toBeVisible();
  await context.setOffline(false);
});

test("offline, Checkout is refused with a clear message and the cart is never a kept copy", async ({
  page,
  context,
}) => {
  await openControlled(page, PRODUCT);
  await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
  await expect(page.locator("[data-testid=cart-count]").first()).toHaveText("1");
  await page.goto("/cart");
  await page.locator("html[data-hydrated]").waitFor();

  await context.setOffline(true);
  let tabs = 0;
  context.on("page", () => tabs++);
  await page.getByRole("button", { name: "Checkout" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: OFFLINE_COPY.checkoutRefused })).toBeVisible();
  expect(tabs, "no checkout tab opened").toBe(0);
  await expect(page.getByText(OFFLINE_COPY.notice)).toBeVisible();

  // The form posted as a page load (as before the scripts run): the worker answers the same message.
  await page.evaluate(() =>
    document.querySelector<HTMLInputElement>('form[action="/cart"] input[name=intent][value=checkout]')!.form!.submit(),
  );
  await expect(page.getByRole("alert")).toHaveText(OFFLINE_COPY.checkoutRefused);

  // A reload of the cart offline: the worker never answers it from a copy.
  await page.goto("/cart");
  await expect(page.getByText(OFFLINE_COPY.pageNotSaved)).toBeVisible();
  await context.setOffline(false);
  expect(await keptUrls(page)).not.toContain("/cart");
});

test("the worker keeps no account page and no page sent with a cookie", async ({ page }) => {
  const { email, password } = newAccount();
  await openControlled(page, "/shop");
  await page.request.post("/auth?mode=signup", {
    form: { intent: "signup", email, password, confirmPassword: password },
    maxRedirects: 0,
  });
  // Signed in as a browser without scripts is: the next page shows the "Logged in" toast and clears its cookie.
  await page.request.post("/auth", { form: { intent: "login", email, password }, maxRedirects: 0 });
  const toastCookie = async () => (await page.context().cookies()).some((c) => /biolife_toast$/.test(c.name));
  expect(await toastCookie(), "the sign-in left its toast to show").toBe(true);
  // The browser sees the worker's answer, whose Set-Cookie is hidden: the cleared cookie shows it was sent.
  await page.goto("/");
  expect(await toastCookie(), "the home page's Set-Cookie cleared the toast").toBe(false);
  await page.goto("/account");
  await page.goto(PRODUCT);
  await page.goto("/shop");
  const kept = await keptUrls(page);
  for (const path of ["/", "/account", PRODUCT, "/shop"]) expect(kept, `${path} not kept`).not.toContain(path);
});

test("a signed-in visit keeps nothing personal even before signing in (API sign-in)", async ({ page }) => {
  await signUpAndSignIn(page);
  await openControlled(page, "/");
  await page.goto("/account");
  await page.goto(PRODUCT);
  expect(await keptUrls(page)).toEqual(expect.not.arrayContaining(["/", "/account", PRODUCT]));
});
