import { axeBuilder, renderSkippedParts } from "./support/axe";
import { expect, test } from "./fixtures";
import { signUpAndSignIn } from "./support/accounts";
import { pageRoutes, pages } from "./support/page-routes";

/**
 * Accessibility as a guardrail: every page route in app/routes, at desktop and
 * phone width, passes axe's WCAG 2.2 A/AA rules with no serious or critical
 * violation. Pop-ups are suppressed by the fixtures. No @nojs tag: axe hangs
 * with JavaScript disabled, so this runs in the js project only.
 */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const WIDTHS = [
  { name: "desktop", width: 1280, height: 720 },
  { name: "phone", width: 390, height: 844 },
] as const;

test.describe("accessibility", () => {
  test("every page route in app/routes is checked", () => {
    expect(pageRoutes.sort()).toEqual(Object.keys(pages).sort());
  });

  for (const [file, visit] of Object.entries(pages)) {
    test(`${file}: ${visit.paths.join(", ")}${visit.as ? ` as ${visit.as}` : ""}`, async ({ page }) => {
      test.slow();
      if (visit.as === "shopper" || visit.as === "admin") await signUpAndSignIn(page, { admin: visit.as === "admin" });
      const found: string[] = [];
      for (const url of visit.paths) {
        await page.setViewportSize({ width: WIDTHS[0].width, height: WIDTHS[0].height });
        await page.goto(url);
        await page.locator("html[data-hydrated]").waitFor();
        await visit.prepare?.(page);
        await renderSkippedParts(page);
        // One page per URL: the layout follows the viewport (CSS), so resizing is enough between widths.
        for (const size of WIDTHS) {
          await page.setViewportSize({ width: size.width, height: size.height });
          // Only violations are reported in full: about half the time of a full axe report.
          const { violations } = await axeBuilder(page)
            .withTags(WCAG_TAGS)
            .options({ resultTypes: ["violations"] })
            .analyze();
          for (const v of violations.filter((v) => v.impact === "serious" || v.impact === "critical")) {
            found.push(
              `${url} @${size.name}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
            );
          }
        }
      }
      expect(found).toEqual([]);
    });
  }
});
