import type { Page } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { expect } from "../fixtures";

/**
 * The route table: every page route in app/routes and the URLs that show it.
 * The accessibility spec checks each URL in the browser, the HTML validity
 * spec checks each one's server HTML.
 */
export type Visitor = "anonymous" | "shopper" | "admin";

export interface Visit {
  /** URLs that show this route, each checked at both widths. */
  paths: string[];
  as?: Visitor;
  /** Puts the page in the state worth checking, after it hydrates. */
  prepare?: (page: Page) => Promise<void>;
}

/** Every file in app/routes with a default export (a page), keyed by file name, and what to visit. */
export const pages: Record<string, Visit> = {
  "_index.tsx": { paths: ["/"] },
  "about.tsx": { paths: ["/about"] },
  "account.tsx": { paths: ["/account", "/account?tab=orders"], as: "shopper" },
  "account_.knowledge.tsx": { paths: ["/account", "/account/knowledge"], as: "admin" },
  "account_.campaigns.tsx": { paths: ["/account?tab=campaigns", "/account/campaigns"], as: "admin" },
  "account_.messages.tsx": { paths: ["/account/messages", "/account/messages?filter=archived"], as: "admin" },
  "account_.giveaway.tsx": { paths: ["/account/giveaway"], as: "admin" },
  "account_.admins.tsx": { paths: ["/account/admins"], as: "admin" },
  "account_.audit.tsx": { paths: ["/account/audit"], as: "admin" },
  "account_.ratings.tsx": { paths: ["/account?tab=training", "/account/ratings"], as: "admin" },
  "auth.tsx": { paths: ["/auth", "/auth?mode=signup", "/auth?mode=reset"] },
  "bestsellers.tsx": { paths: ["/bestsellers"] },
  "bundles.tsx": { paths: ["/bundles"] },
  "cart.tsx": {
    paths: ["/cart"],
    prepare: async (page) => {
      if (await page.getByTestId("cart-line").count()) return;
      await page.goto("/product/magnesium-glycinate");
      await page.locator("html[data-hydrated]").waitFor();
      await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
      await expect(page.getByRole("dialog", { name: "Shopping Cart" })).toBeVisible();
      await page.goto("/cart");
      await expect(page.getByTestId("cart-line")).toHaveCount(1);
    },
  },
  "chat.tsx": { paths: ["/chat"] },
  "community.tsx": { paths: ["/community"] },
  "conditions.$.tsx": { paths: ["/conditions/blood-sugar/more"] },
  "conditions.$slug.tsx": { paths: ["/conditions/blood-sugar"] },
  "conditions._index.tsx": { paths: ["/conditions"] },
  "contact.tsx": { paths: ["/contact"] },
  "confirm-email.tsx": { paths: ["/confirm-email?token=no-such-token", "/confirm-email"], as: "shopper" },
  "dev.crash.tsx": { paths: ["/dev/crash"] },
  "dev.fault.tsx": { paths: ["/dev/fault"] },
  "dev.mail.tsx": { paths: ["/dev/mail"], as: "admin" },
  "disclaimer.tsx": { paths: ["/disclaimer"] },
  "faq.tsx": { paths: ["/faq"] },
  "health-goals.tsx": { paths: ["/health-goals"] },
  "kia-giveaway.tsx": { paths: ["/kia-giveaway"] },
  "learn.$topic.tsx": { paths: ["/learn/blood-pressure"] },
  "learn._index.tsx": { paths: ["/learn"] },
  "privacy.tsx": { paths: ["/privacy"] },
  "product.$handle.tsx": { paths: ["/product/magnesium-glycinate"] },
  "quiz.tsx": { paths: ["/quiz"] },
  "shipping.tsx": { paths: ["/shipping"] },
  "shop.tsx": { paths: ["/shop"] },
  "shop_.compare.tsx": {
    paths: ["/shop/compare"],
    prepare: async (page) => {
      for (const label of ["Magnesium Glycinate", "Ultra Memory"]) {
        await page.getByLabel("Add a product to compare").selectOption({ label });
        await page.getByRole("button", { name: "Add" }).click();
        await expect(page.getByRole("columnheader", { name: new RegExp(label) })).toBeVisible();
      }
    },
  },
  "terms.tsx": { paths: ["/terms"] },
};

const routesDir = path.resolve("app/routes");
export const pageRoutes = fs
  .readdirSync(routesDir)
  .filter(
    (file) => /\.tsx?$/.test(file) && /^export default\b/m.test(fs.readFileSync(path.join(routesDir, file), "utf8")),
  );
