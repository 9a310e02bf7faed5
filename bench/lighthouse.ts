import * as chromeLauncher from "chrome-launcher";
import { measuredRun } from "./lighthouse-run";
import type { Row } from "./measure";
import { startBenchServer } from "./server";
import { warmPage } from "./warm";
import { CHROMIUM_ARGS } from "../scripts/chromium";

/**
 * Lighthouse (mobile form factor, its default simulated slow 4G) on Debian's
 * Chromium: performance score, LCP, TBT, CLS and the bytes each kind of
 * resource costs on first load (as transferred, i.e. compressed). Each page
 * runs BENCH_LH_RUNS times (default 5): medians are reported, and LCP and TBT
 * also as the worst run, which must meet the budget too (issue 27: every run).
 */
const PORT = 3793;
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 5);
export const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];

export const LIGHTHOUSE_PAGES = [
  ["home /", "/"],
  ["/shop", "/shop"],
  ["product page", "/product/magnesium-glycinate"],
] as const;

type Audits = Record<
  string,
  {
    numericValue?: number;
    details?: { items?: Array<{ resourceType: string; transferSize: number; url?: string; duration?: number }> };
  }
>;

/** The worst run's long tasks as "script:ms" (Lighthouse's simulated durations), to say what blocked the main thread. */
function longTasks(audits: Audits): string {
  return (audits["long-tasks"]?.details?.items ?? [])
    .map(
      (task) =>
        `${(task.url ?? "").replace(/^.*\//, "").replace(/\?.*$/, "") || "document"}:${Math.round(task.duration ?? 0)}`,
    )
    .join(" ");
}

function median<T>(values: T[], by: (v: T) => number): T {
  return [...values].sort((a, b) => by(a) - by(b))[Math.floor(values.length / 2)];
}

export async function lighthouseBench(): Promise<Row[]> {
  const server = await startBenchServer(PORT);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  const rows: Row[] = [];
  try {
    for (const [name, pathname] of LIGHTHOUSE_PAGES) {
      const url = server.origin + pathname;
      await warmPage(url); // warm the server caches, images included: the figures are about the page
      const runs: Array<{ score: number; audits: Audits }> = [];
      const repeated: string[] = [];
      for (let i = 0; i < RUNS; i++) {
        const { result, discarded } = await measuredRun(url, {
          port: chrome.port,
          output: "json",
          onlyCategories: ["performance"],
          logLevel: "error",
        });
        repeated.push(...discarded);
        runs.push({
          score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
          audits: result.lhr.audits as Audits,
        });
      }
      // Each figure is its own median of the runs (a run's LCP and its score do not rank together).
      const { score, audits } = median(runs, (r) => r.score);
      const metric = (id: string) => median(runs, (r) => r.audits[id].numericValue ?? 0).audits[id];
      const section = `browser: ${name} (Lighthouse mobile, median of ${RUNS})`;
      const kib = (type: string) =>
        Number(
          (
            (audits["resource-summary"].details?.items?.find((item) => item.resourceType === type)?.transferSize ?? 0) /
            1024
          ).toFixed(1),
        );
      rows.push({ section, name: "performance score", value: score, unit: "", budget: { min: 95 } });
      rows.push({
        section,
        name: "runs repeated (measured nothing)",
        value: repeated.length,
        unit: "",
        note: repeated.join("; "),
      });
      rows.push({
        section,
        name: "LCP",
        value: Number(((metric("largest-contentful-paint").numericValue ?? 0) / 1000).toFixed(2)),
        unit: "s",
        budget: { max: 1.8 },
      });
      rows.push({
        section,
        name: "TBT",
        value: Math.round(metric("total-blocking-time").numericValue ?? 0),
        unit: "ms",
        budget: { max: 100 },
      });
      const worst = (id: string) => Math.max(...runs.map((r) => r.audits[id].numericValue ?? 0));
      rows.push({
        section,
        name: "LCP, worst run",
        value: Number((worst("largest-contentful-paint") / 1000).toFixed(2)),
        unit: "s",
        budget: { max: 1.5 },
        note: runs.map((r) => ((r.audits["largest-contentful-paint"].numericValue ?? 0) / 1000).toFixed(2)).join(" "),
      });
      rows.push({
        section,
        name: "TBT, worst run",
        value: Math.round(worst("total-blocking-time")),
        unit: "ms",
        budget: { max: 50 },
        note: runs.map((r) => Math.round(r.audits["total-blocking-time"].numericValue ?? 0)).join(" "),
      });
      const blocked = runs.reduce((a, b) =>
        (a.audits["total-blocking-time"].numericValue ?? 0) >= (b.audits["total-blocking-time"].numericValue ?? 0)
          ? a
          : b,
      );
      rows.push({
        section,
        name: "long tasks, worst run",
        value: blocked.audits["long-tasks"]?.details?.items?.length ?? 0,
        unit: "",
        note: longTasks(blocked.audits),
      });
      rows.push({
        section,
        name: "CLS",
        value: Number((metric("cumulative-layout-shift").numericValue ?? 0).toFixed(3)),
        unit: "",
        budget: { max: 0.05 },
      });
      rows.push({
        section,
        name: "JavaScript",
        value: kib("script"),
        unit: "KiB",
        budget: { max: pathname === "/" ? 100 : 95 },
      });
      rows.push({ section, name: "CSS", value: kib("stylesheet"), unit: "KiB" });
      rows.push({ section, name: "fonts", value: kib("font"), unit: "KiB" });
      rows.push({ section, name: "images", value: kib("image"), unit: "KiB" });
    }
  } finally {
    await chrome.kill();
    await server.stop();
  }
  return rows;
}
