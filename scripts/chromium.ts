/**
 * The machine's Chromium (Debian's package; `npx playwright install` cannot reach its downloads here) and the
 * flags every browser this project starts runs with: the tests, the benches and Lighthouse.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];
