import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/chromium";

const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://127.0.0.1:${port}`;
/** The local feed host (tests/support/feed-server.mjs) that the community feed URLs point at. */
export const feedOrigin = `http://127.0.0.1:${port + 100}`;
/** The e2e server's data folder: tests grant the admin role through it (`npm run grant-admin`, its admin socket). */
export const dataDir = process.env.E2E_DATA_DIR ?? ".data/e2e";

const WEBMCP_SPECS = /\/webmcp[^/]*\.spec\.ts$/;

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  },
};

/**
 * End-to-end tests against the production build. Tests tagged @nojs also run
 * with JavaScript disabled, as a shopper without scripts would use the shop.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // The same in CI and locally: every worker's browser talks to one production server, and the
  // machines this runs on have 2 cores. `--workers=N` overrides.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: "reports/e2e.json" }]],
  // Draws the product images into the server's DATA_DIR before the first test (the server does not: PREDRAW_IMAGES).
  globalSetup: "./tests/e2e/support/draw-images.ts",
  // Recording a trace costs every test CPU (a DOM snapshot per action, a screencast): in CI only a retry records one.
  // The shop's service worker (decision 0069) would answer requests a test routes (page.route never sees them):
  // blocked everywhere but in the specs about it, which allow it.
  use: { baseURL, trace: process.env.CI ? "on-first-retry" : "retain-on-failure", serviceWorkers: "block" },
  projects: [
    { name: "js", testIgnore: WEBMCP_SPECS, use: { ...chromium } },
    { name: "nojs", grep: /@nojs/, testIgnore: WEBMCP_SPECS, use: { ...chromium, javaScriptEnabled: false } },
    // The shop's WebMCP tools (decision 0018): Chromium with the API switched on, for those specs only.
    {
      name: "webmcp",
      testMatch: WEBMCP_SPECS,
      use: {
        ...chromium,
        launchOptions: {
          ...chromium.launchOptions,
          args: [...chromium.launchOptions.args, "--enable-features=WebMCP"],
        },
      },
    },
  ],
  webServer: [
    {
      command: `node tests/support/feed-server.mjs ${port + 100}`,
      url: `${feedOrigin}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: "npm start",
      url: `${baseURL}/robots.txt`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "pipe",
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        // The crash page and the storefront's fault switch; the outbox and entries routes need an admin session anyway.
        DEV_ROUTES: "true",
        // Tests run the shop at the seeded campaigns' dates (the biolife_clock cookie).
        SHOP_CLOCK: "on",
        // One JSON line per request would bury the test report; warnings and errors still show.
        LOG_LEVEL: "warn",
        // tests/e2e/support/draw-images.ts draws them all before the first test, with the server idle.
        PREDRAW_IMAGES: "off",
        RATE_LIMIT_SCALE: "50",
        SESSION_SECRET: "e2e-session-secret-e2e-session-secret-0123456789",
        EVENTS_FEED_URL: `${feedOrigin}/events.ics`,
        RESOURCES_FEED_URL: `${feedOrigin}/resources.rss`,
        SUPPORT_GROUPS_FEED_URL: `${feedOrigin}/groups.json`,
        HEALTH_STORIES_FEED_URL: `${feedOrigin}/stories.atom`,
      },
    },
  ],
});
