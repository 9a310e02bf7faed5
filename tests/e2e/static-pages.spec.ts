import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const main = (page: Page) => page.locator("main#main");

test.describe("static content pages", () => {
  const routes = [
    { path: "/about", h1: "Wellness made with our families in mind", title: "About Us | BioLife" },
    { path: "/shipping", h1: "Shipping & Returns", title: "Shipping & Returns | BioLife" },
    { path: "/faq", h1: "Frequently Asked Questions", title: "Frequently Asked Questions | BioLife" },
    { path: "/contact", h1: "Contact Us", title: "Contact Us | BioLife" },
    { path: "/privacy", h1: "Privacy Policy", title: "Privacy Policy | BioLife" },
    { path: "/terms", h1: "Terms of Service", title: "Terms of Service | BioLife" },
    { path: "/disclaimer", h1: "Medical Disclaimer", title: "Medical Disclaimer | BioLife" },
  ];

  for (const route of routes) {
    test(`${route.path} renders one h1, its meta and a cacheable response @nojs`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      expect(response?.headers()["cache-control"]).toBe("public, max-age=300, stale-while-revalidate=600");
      await expect(page).toHaveTitle(route.title);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.h1);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${route.path}$`));
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", route.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
    });
  }

  test("about shows the five-member advisory board, founder story, mission and promise @nojs", async ({ page }) => {
    await page.goto("/about");
    const board = page.getByRole("region", { name: "Medical Advisory Board" });
    const cards = board.getByRole("listitem");
    await expect(cards).toHaveCount(5);
    for (const card of await cards.all()) {
      await expect(card.locator("figcaption")).toContainText("Dr. ");
      await expect(card.locator("blockquote")).not.toBeEmpty();
      await expect(card.locator("[aria-hidden=true]").first()).toHaveText(/^[A-Z]{2}$/);
    }
    await expect(board).toContainText("Dr. Angela Whitfield, MD, FACE");
    await expect(board).toContainText("Cardiology");
    for (const heading of ["Our Founder's Story", "Our Mission", "The BioLife Promise"]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByRole("region", { name: "Our Founder's Story" })).toContainText("kitchen table");
  });

  test("shipping lists every shipping and returns constant @nojs", async ({ page }) => {
    await page.goto("/shipping");
    const content = main(page);
    const facts = [
      "Free shipping over $50",
      "continental US",
      "3-5 days",
      "2-3 business days",
      "$9.99",
      "1-2 business days",
      "$19.99",
      "Ships within 1-2 business days",
      "Orders placed after 2 PM EST are processed the next business day",
      "30-day returns",
      "unopened products",
      "within 5-7 business days of receipt",
      "save 15%",
      "within 24-48 hours",
      "Mon-Fri 9AM-6PM EST",
    ];
    for (const fact of facts) await expect(content).toContainText(fact);

    const table = content.getByRole("table");
    await expect(table.getByRole("row", { name: /Standard Shipping/ })).toContainText("3-5 days");
    await expect(table.getByRole("row", { name: /Expedited Shipping/ })).toContainText("2-3 business days$9.99");
    await expect(table.getByRole("row", { name: /Express Shipping/ })).toContainText("1-2 business days$19.99");
    await expect(content.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  });

  test("faq has ten questions and a link to contact @nojs", async ({ page }) => {
    await page.goto("/faq");
    const items = main(page).locator('details[name="faq"]');
    await expect(items).toHaveCount(10);
    await expect(main(page).locator("details[open]")).toHaveCount(0);
    await expect(main(page).getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  });

  test("faq accordion keeps a single answer open @nojs", async ({ page, javaScriptEnabled }) => {
    await page.goto("/faq");
    // A click before hydration can be undone by it: with scripts, wait until the page is live.
    if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor();
    const first = page.locator("details#who-for");
    const returns = page.locator("details#returns");

    await first.locator("summary").click();
    await expect(first).toHaveAttribute("open", "");
    await expect(first).toContainText("African American health and wellness");

    await returns.locator("summary").click();
    await expect(returns).toHaveAttribute("open", "");
    await expect(returns.getByText("unopened products within 30 days")).toBeVisible();
    await expect(first).not.toHaveAttribute("open");
    await expect(page.locator("details[open]")).toHaveCount(1);

    await returns.locator("summary").click();
    await expect(page.locator("details[open]")).toHaveCount(0);
  });

  test("faq questions open from the keyboard @nojs", async ({ page, javaScriptEnabled }) => {
    await page.goto("/faq");
    if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor();
    const shipping = page.locator("details#shipping-time");
    await shipping.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(shipping).toHaveAttribute("open", "");
    await expect(shipping).toContainText("Orders placed after 2 PM EST");
  });

  const legal = [
    { path: "/privacy", tab: "Privacy Policy", text: "We never sell your personal information" },
    { path: "/terms", tab: "Terms of Service", text: "No purchase is necessary" },
    {
      path: "/disclaimer",
      tab: "Medical Disclaimer",
      text: "not intended to diagnose, treat, cure, or prevent any disease",
    },
  ];

  for (const doc of legal) {
    test(`legal tabs mark ${doc.tab} as the current page @nojs`, async ({ page }) => {
      await page.goto(doc.path);
      const tabs = main(page).getByRole("navigation", { name: "Legal" }).getByRole("link");
      await expect(tabs).toHaveText(["Privacy Policy", "Terms of Service", "Medical Disclaimer"]);
      for (const other of legal) {
        const link = main(page).getByRole("navigation", { name: "Legal" }).getByRole("link", { name: other.tab });
        await expect(link).toHaveAttribute("href", other.path);
        if (other === doc) await expect(link).toHaveAttribute("aria-current", "page");
        else await expect(link).not.toHaveAttribute("aria-current");
      }
      await expect(main(page)).toContainText(doc.text);
    });
  }

  test("legal tabs are links between the three documents, Privacy first @nojs", async ({ page }) => {
    await page.goto("/privacy");
    const nav = main(page).getByRole("navigation", { name: "Legal" });
    await expect(nav.getByRole("link").first()).toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: "Terms of Service" }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
    await nav.getByRole("link", { name: "Medical Disclaimer" }).click();
    await expect(page).toHaveURL(/\/disclaimer$/);
    await expect(nav.getByRole("link", { name: "Medical Disclaimer" })).toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  });

  test("contact shows email, phone and address cards and the message form @nojs", async ({ page }) => {
    await page.goto("/contact");
    const cards = page.getByRole("list", { name: "Ways to reach us" });
    await expect(cards.getByRole("listitem")).toHaveCount(3);
    await expect(cards.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(cards.getByRole("link", { name: /\d{3}-\d{4}/ })).toHaveAttribute("href", /^tel:/);
    await expect(cards.locator("address")).toContainText("Atlanta");
    await expect(cards).toContainText("24-48 hours");
    await expect(cards).toContainText("Mon-Fri 9AM-6PM EST");

    const form = page.getByRole("form", { name: "Send Us a Message" });
    await expect(form).toHaveAttribute("method", "post");
    await expect(form.getByLabel("Your Name")).toHaveAttribute("name", "name");
    await expect(form.getByLabel("Email Address")).toHaveAttribute("type", "email");
    await expect(form.getByLabel("Email Address")).toHaveAttribute("name", "email");
    await expect(form.getByLabel("Subject")).toHaveAttribute("name", "subject");
    await expect(form.getByLabel("Message")).toHaveAttribute("name", "message");
    await expect(form.getByRole("button", { name: "Send Message" })).toHaveAttribute("type", "submit");
  });

  test("contact fields show a visible keyboard focus ring", async ({ page }) => {
    await page.goto("/contact");
    const name = page.getByLabel("Your Name");
    await name.focus();
    await expect(name).toBeFocused();
    const outline = await name.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe("none");
  });
});
