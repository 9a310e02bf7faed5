import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    // tests/scale starts its own nginx, two hosts, Redis and a storefront; it skips itself without them.
    include: ["tests/unit/**/*.test.{ts,tsx}", "tests/integration/**/*.test.{ts,tsx}", "tests/scale/**/*.test.ts"],
    environment: "node",
    // A migrated embedded database that server processes on an empty DATA_DIR start from.
    globalSetup: ["tests/support/global-setup.ts"],
    testTimeout: 30_000,
    // As Playwright does in CI: a failed test runs once more, and `npm test` names it as flaky if it then passes.
    retry: process.env.CI ? 1 : 0,
    hookTimeout: 60_000,
    pool: "forks",
    // The integration files mostly wait on servers they start: two at a time keeps both cores busy.
    maxWorkers: 2,
    // Through Vite like the code that calls it, so both share one copy of graphql (Node itself would load the CommonJS one).
    server: { deps: { inline: [/@escape\.tech\/graphql-armor-/] } },
  },
});
