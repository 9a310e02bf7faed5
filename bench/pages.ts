import { firstLoadScriptUrls } from "./first-load-scripts";
import { gzipSync } from "node:zlib";
import { performance } from "node:perf_hooks";
import { chromium } from "@playwright/test";
import type { Row } from "./measure";
import { startBenchServer } from "./server";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium";

/**
 * Page figures against the production build (`npm run build` first), per
 * page: HTML bytes (raw and gzip), DOM elements in Chromium, the script files
 * and gzipped JavaScript a first load fetches, and the server render time on a
 * page-cache miss (a cookie of the shop's own makes every request render).
 */
const PORT = Number(process.env.BENCH_PORT ?? 3790);
const ORIGIN = `http://127.0.0.1:${PORT}`;
/** Any of the shop's cookies sends a request past the page cache, as a shopper with a cart would go. */
export const MISS_HEADERS = { Cookie: "biolife_bench=1" };

export const BENCH_PAGES = [
  ["home /", "/"],
  ["/shop", "/shop"],
  ["product page", "/product/magnesium-glycinate"],
] as const;

/** Issue 27's budgets for a first, anonymous GET (docs/decisions/0027). */
const HTML_BUDGET: Record<string, number> = { "/": 40_000, "/shop": 27_000, "/product/magnesium-glycinate": 20_000 };
const JS_BUDGET: Record<string, number> = { "/": 100 };

async function renderTimes(pathname: string, iterations: number) {
  for (let i = 0; i < 5; i++) await (await fetch(ORIGIN + pathname, { headers: MISS_HEADERS })).text();
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    await (await fetch(ORIGIN + pathname, { headers: MISS_HEADERS })).text();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], p99: times[Math.floor(times.length * 0.99)] };
}

async function scripts(html: string) {
  const urls = firstLoadScriptUrls(html);
  let total = 0;
  for (const url of urls)
    total += gzipSync(Buffer.from(await (await fetch(new URL(url, ORIGIN))).arrayBuffer())).length;
  return { files: urls.size, kib: Number((total / 1024).toFixed(1)) };
}

async function domElements(pathname: string) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    await page.goto(ORIGIN + pathname, { waitUntil: "load" });
    await page.locator("html[data-hydrated]").waitFor();
    return await page.evaluate(() => document.querySelectorAll("*").length);
  } finally {
    await browser.close();
  }
}

export async function pagesBench(): Promise<Row[]> {
  const server = await startBenchServer(PORT);
  const rows: Row[] = [];
  try {
    for (const [name, pathname] of BENCH_PAGES) {
      const section = `page: ${name}`;
      const html = await (await fetch(ORIGIN + pathname, { headers: MISS_HEADERS })).text();
      const bytes = Buffer.byteLength(html);
      rows.push({
        section,
        name: "HTML raw",
        value: bytes,
        unit: "B",
        budget: { max: HTML_BUDGET[pathname] ?? 30_000 },
      });
      rows.push({ section, name: "HTML gzip", value: gzipSync(html).length, unit: "B" });
      rows.push({ section, name: "DOM elements", value: await domElements(pathname), unit: "", budget: { max: 800 } });
      const js = await scripts(html);
      rows.push({
        section,
        name: "script files (first load)",
        value: js.files,
        unit: "files",
        budget: pathname === "/" ? undefined : { max: 10 },
      });
      rows.push({
        section,
        name: "first-load JS (gzip)",
        value: js.kib,
        unit: "KiB",
        budget: { max: JS_BUDGET[pathname] ?? 95 },
      });
      const { median, p99 } = await renderTimes(pathname, 200);
      rows.push({ section, name: "render, cache miss, median", value: Number(median.toFixed(2)), unit: "ms" });
      rows.push({ section, name: "render, cache miss, p99", value: Number(p99.toFixed(2)), unit: "ms" });
    }
  } finally {
    await server.stop();
  }
  return rows;
}
