import { expect, test } from "./fixtures";

// docs/decisions/0030-scripts-after-paint.md: the page asks for its modules only once it has painted.
test.describe("first paint before scripts", () => {
  test("a product page asks for no module before its load event, then hydrates without an error", async ({ page }) => {
    const events: string[] = [];
    const errors: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/.*\.js$/.test(request.url())) events.push("module");
    });
    page.on("load", () => events.push("load"));
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    // The main image as the server sent it, kept before any script runs.
    await page.addInitScript(() =>
      document.addEventListener("DOMContentLoaded", () => {
        (window as unknown as { serverImage: Element | null }).serverImage = document.querySelector("main img");
      }),
    );
    await page.goto("/product/magnesium-glycinate");
    await page.locator("html[data-hydrated]").waitFor();
    expect(events[0]).toBe("load");
    expect(events.filter((e) => e === "module").length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    // Hydrated, not rendered afresh (as after a mismatch): the server's image is still the one on screen, now React's.
    const same = await page.evaluate(() => {
      const kept = (window as unknown as { serverImage: Element | null }).serverImage;
      return (
        kept !== null &&
        kept === document.querySelector("main img") &&
        Object.keys(kept).some((key) => key.startsWith("__reactFiber"))
      );
    });
    expect(same).toBe(true);
    // The preloads Remix wrote are back in the document, where it wrote them.
    expect(await page.locator('link[rel="modulepreload"]').count()).toBeGreaterThan(0);
  });

  test("no module is asked for before the page's first contentful paint is on screen", async ({ page }) => {
    // Lighthouse counts every request that starts before the paint it reports in that paint's time (0030).
    for (const path of ["/shop", "/", "/product/magnesium-glycinate", "/shop", "/about"]) {
      await page.goto(path);
      await page.locator("html[data-hydrated]").waitFor();
      const { painted, firstModule } = await page.evaluate(() => ({
        painted: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
        firstModule: Math.min(
          ...performance
            .getEntriesByType("resource")
            .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
            .map((entry) => entry.startTime),
        ),
      }));
      expect(firstModule, path).toBeGreaterThan(painted);
    }
  });
});
