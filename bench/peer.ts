import { firstLoadScriptUrls } from "./first-load-scripts";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { CHROME_FLAGS } from "./lighthouse";
import { measuredRun } from "./lighthouse-run";
import type { Row } from "./measure";
import { MISS_HEADERS } from "./pages";
import { startBenchServer } from "./server";
import { warmPage } from "./warm";

/**
 * `npm run bench -- peer`: our pages beside Shopify's Hydrogen skeleton
 * (../shared/peers/hydrogen-skeleton, see its README) on the same catalogue:
 * the skeleton's Storefront client points at our server's local storefront.
 * Every figure alternates ours / Hydrogen in the same run, so a busy machine
 * slows both alike; each figure is printed for both and as ours ÷ Hydrogen,
 * with the budgets of issue 27. Skipped, with the build command, when the
 * skeleton is not built. Knobs: BENCH_PEER_DIR, BENCH_PEER_HANDLE,
 * BENCH_PEER_SECONDS (per load run, default 10), BENCH_PEER_ROUNDS (default 2),
 * BENCH_PEER_LH_RUNS (default 5; 0 skips Lighthouse).
 */
export const PEER_DIR = path.resolve(process.env.BENCH_PEER_DIR ?? "../shared/peers/hydrogen-skeleton");
const OURS_PORT = 3794;
const PEER_PORT = 3795;
const HANDLE = process.env.BENCH_PEER_HANDLE ?? "blood-sugar-maintenance";
const SECONDS = Number(process.env.BENCH_PEER_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_PEER_ROUNDS ?? 2);
const LH_RUNS = Number(process.env.BENCH_PEER_LH_RUNS ?? 5);

const PAGES = [
  { name: "listing", ours: "/shop", peer: "/collections/all", htmlMax: 27_000, htmlRatioMax: 1.2 },
  { name: "product", ours: `/product/${HANDLE}`, peer: `/products/${HANDLE}`, htmlMax: 20_000 },
] as const;

const load = () => os.loadavg()[0];

/** The skeleton's own settings (peer.env), with its Storefront client pointed at our server. */
function peerEnv(storefront: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of fs.readFileSync(path.join(PEER_DIR, "peer.env"), "utf8").split("\n")) {
    const match = /^([A-Z_]+)="?(.*?)"?$/.exec(line.trim());
    if (match) env[match[1]] = match[2];
  }
  return { ...env, PUBLIC_STORE_DOMAIN: storefront, PUBLIC_CHECKOUT_DOMAIN: new URL(storefront).host };
}

/** The built skeleton (BENCH_PEER_DIR) on `port`, its Storefront client pointed at `storefront` (our server). */
export async function startPeer(storefront: string, port = PEER_PORT) {
  const child = spawn(process.execPath, ["server.mjs"], {
    cwd: PEER_DIR,
    env: { ...process.env, ...peerEnv(storefront), NODE_ENV: "production", PORT: String(port) },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let output = "";
  child.stderr?.on("data", (chunk: Buffer) => (output = (output + chunk).slice(-4000)));
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the skeleton exited: ${output}`);
    try {
      if ((await fetch(`${origin}/collections/all`)).ok) break;
    } catch {
      if (i > 300) throw new Error(`the skeleton did not start: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const exited = new Promise((resolve) => child.once("exit", resolve));
  return {
    origin,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

/** Whether the skeleton is built; if not, says how to build it (the section is skipped). */
export function peerBuilt(section: string): boolean {
  if (fs.existsSync(path.join(PEER_DIR, "dist/server/index.js"))) return true;
  console.error(
    `bench ${section}: skipped, the Hydrogen skeleton is not built. Build it once:\n` +
      `  (cd ${PEER_DIR} && npm install --no-audit --no-fund && npx react-router build)\n` +
      `or point BENCH_PEER_DIR at a built copy.`,
  );
  return false;
}

/** HTML bytes (raw, gzip) and the gzipped JavaScript a first load fetches, counted alike for both shops. */
async function sizes(url: string) {
  const html = await (await fetch(url, { headers: { "Accept-Encoding": "identity" } })).text();
  const urls = firstLoadScriptUrls(html);
  let js = 0;
  for (const u of urls) js += gzipSync(Buffer.from(await (await fetch(new URL(u, url))).arrayBuffer())).length;
  return { raw: Buffer.byteLength(html), gzip: gzipSync(html).length, jsKiB: js / 1024 };
}

async function reqPerSecond(url: string, headers: Record<string, string> = {}) {
  await autocannon({ url, connections: 50, duration: 2, headers }); // warm the caches and the JIT
  const result = await autocannon({ url, connections: 50, duration: SECONDS, headers });
  // Pages only: a shed request (503) is answered fast and must not count as throughput.
  return { rps: result["2xx"] / result.duration, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

interface LighthouseRun {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  /** Lighthouse's main-thread work (ms, simulated): all of it, and the long tasks that start after the first paint. */
  mainThread: number;
  longAfterPaint: number;
  /** Parts of the main-thread work (ms, simulated), summed over every file alike for both shops. */
  scripting: number;
  styleLayout: number;
  other: number;
}

/** Lighthouse's main-thread work of one group (mainthread-work-breakdown's table), 0 when the page had none. */
function mainThreadGroup(audit: { details?: unknown }, group: string): number {
  const items = (audit.details as { items?: Array<{ group: string; duration: number }> } | undefined)?.items ?? [];
  return items.filter((item) => item.group === group).reduce((sum, item) => sum + item.duration, 0);
}

/** One run that measured; the reasons of runs that measured nothing (run again) go to `repeated`. */
async function lighthouseRun(url: string, port: number, repeated: string[]): Promise<LighthouseRun> {
  const { result, discarded } = await measuredRun(url, {
    port,
    output: "json",
    onlyCategories: ["performance"],
    logLevel: "error",
  });
  repeated.push(...discarded);
  const value = (id: string) => result.lhr.audits[id].numericValue ?? 0;
  const fcp = value("first-contentful-paint");
  const breakdown = result.lhr.audits["mainthread-work-breakdown"];
  const longTasks = (
    result.lhr.audits["long-tasks"].details as { items?: Array<{ startTime: number; duration: number }> }
  )?.items;
  return {
    score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
    lcp: value("largest-contentful-paint") / 1000,
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    fcp: fcp / 1000,
    mainThread: value("mainthread-work-breakdown"),
    longAfterPaint: (longTasks ?? [])
      .filter((task) => task.startTime >= fcp)
      .reduce((sum, task) => sum + task.duration, 0),
    scripting: mainThreadGroup(breakdown, "scriptEvaluation") + mainThreadGroup(breakdown, "scriptParseCompile"),
    styleLayout: mainThreadGroup(breakdown, "styleLayout"),
    other: mainThreadGroup(breakdown, "other"),
  };
}

const round = (n: number, digits = 0) => Number(n.toFixed(digits));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** What TBT is made of (decision 0043): figure, LighthouseRun field, unit, decimals. */
const TBT_PARTS: Array<[string, keyof LighthouseRun, string, number]> = [
  ["FCP", "fcp", "s", 2],
  ["main-thread work", "mainThread", "ms", 0],
  ["long tasks after FCP", "longAfterPaint", "ms", 0],
  // Like for like: each shop's scripts summed (the framework is one chunk of ours, three files of Hydrogen's).
  ["script evaluation and compiling", "scripting", "ms", 0],
  ["style and layout", "styleLayout", "ms", 0],
  ["other main-thread work", "other", "ms", 0],
];
const medianOf = (runs: LighthouseRun[], key: keyof LighthouseRun) => median(runs.map((run) => run[key]));

/** Three rows per figure: ours, Hydrogen's, and ours ÷ Hydrogen (with the budget where the issue sets one). */
function compared(
  section: string,
  name: string,
  unit: string,
  ours: number,
  peer: number,
  budgets: { ours?: Row["budget"]; ratio?: Row["budget"] } = {},
  digits = 0,
): Row[] {
  return [
    { section, name: `${name}, ours`, value: round(ours, digits), unit, budget: budgets.ours },
    { section, name: `${name}, Hydrogen`, value: round(peer, digits), unit },
    // No ratio to a figure of 0 (Hydrogen's page with no long task after its paint).
    ...(peer === 0 && !budgets.ratio
      ? []
      : [
          { section, name: `${name}, ours ÷ Hydrogen`, value: round(ours / peer, 2), unit: "×", budget: budgets.ratio },
        ]),
  ];
}

export async function peerBench(): Promise<Row[]> {
  if (!peerBuilt("peer")) return [];
  const ours = await startBenchServer(OURS_PORT);
  const peer = await startPeer(ours.origin);
  const rows: Row[] = [{ section: "peer: machine", name: "load average (1 min) at start", value: load(), unit: "" }];
  try {
    for (const page of PAGES) {
      const section = `peer: ${page.name} (ours ${page.ours}, Hydrogen ${page.peer})`;
      const [o, p] = [await sizes(ours.origin + page.ours), await sizes(peer.origin + page.peer)];
      rows.push(
        ...compared(section, "HTML raw", "B", o.raw, p.raw, {
          ours: { max: page.htmlMax },
          ratio: "htmlRatioMax" in page ? { max: page.htmlRatioMax } : undefined,
        }),
        ...compared(section, "HTML gzip", "B", o.gzip, p.gzip),
        ...compared(section, "first-load JS gzip", "KiB", o.jsKiB, p.jsKiB, { ratio: { max: 1 } }, 1),
      );
      // Alternating rounds: ours rendered (page cache bypassed), Hydrogen, ours from the page cache.
      const rendered: number[] = [];
      const hydrogen: number[] = [];
      const hits: Array<{ rps: number; p99: number }> = [];
      let errors = 0;
      for (let i = 0; i < ROUNDS; i++) {
        const miss = await reqPerSecond(ours.origin + page.ours, MISS_HEADERS);
        const theirs = await reqPerSecond(peer.origin + page.peer);
        const hit = await reqPerSecond(ours.origin + page.ours);
        rendered.push(miss.rps);
        hydrogen.push(theirs.rps);
        hits.push(hit);
        errors += miss.errors + theirs.errors + hit.errors;
      }
      rows.push(
        ...compared(section, "req/s at 50 conns, rendered", "req/s", median(rendered), median(hydrogen), {
          ratio: { min: 1.5 },
        }),
        {
          section,
          name: "req/s at 50 conns from page cache, ours",
          value: Math.round(median(hits.map((h) => h.rps))),
          unit: "req/s",
          budget: { min: 2000 },
        },
        {
          section,
          name: "p99 from page cache, ours",
          value: median(hits.map((h) => h.p99)),
          unit: "ms",
          budget: { max: 25 },
        },
        { section, name: "load errors (both)", value: errors, unit: "", budget: { max: 0 } },
        { section, name: "load average (1 min) after load", value: load(), unit: "" },
      );
    }
    if (LH_RUNS > 0) rows.push(...(await lighthouseRows(ours.origin, peer.origin)));
  } finally {
    await peer.stop();
    await ours.stop();
  }
  return rows;
}

/** Lighthouse mobile, LH_RUNS runs per page alternating the shops; the budgets hold on every run (worst run shown). */
async function lighthouseRows(oursOrigin: string, peerOrigin: string): Promise<Row[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  const rows: Row[] = [];
  try {
    for (const page of PAGES) {
      const section = `peer: ${page.name}, Lighthouse mobile, ${LH_RUNS} runs (worst run; score: median)`;
      const runs: { ours: LighthouseRun[]; peer: LighthouseRun[] } = { ours: [], peer: [] };
      const repeated: { ours: string[]; peer: string[] } = { ours: [], peer: [] };
      // Warm the server caches, images included: the figures are about the page, not a first render.
      for (const url of [oursOrigin + page.ours, peerOrigin + page.peer]) await warmPage(url);
      for (let i = 0; i < LH_RUNS; i++) {
        runs.ours.push(await lighthouseRun(oursOrigin + page.ours, chrome.port, repeated.ours));
        runs.peer.push(await lighthouseRun(peerOrigin + page.peer, chrome.port, repeated.peer));
      }
      const worst = (key: keyof LighthouseRun, of: LighthouseRun[]) => Math.max(...of.map((r) => r[key]));
      rows.push(
        ...compared(
          section,
          "score",
          "",
          median(runs.ours.map((r) => r.score)),
          median(runs.peer.map((r) => r.score)),
          {
            ours: { min: 95 },
          },
        ),
        ...compared(section, "LCP", "s", worst("lcp", runs.ours), worst("lcp", runs.peer), { ours: { max: 1.5 } }, 2),
        ...compared(section, "TBT", "ms", worst("tbt", runs.ours), worst("tbt", runs.peer), { ours: { max: 50 } }),
        {
          section,
          name: "LCP, ours, median",
          value: round(median(runs.ours.map((r) => r.lcp)), 2),
          unit: "s",
          note: `runs: ${runs.ours.map((r) => r.lcp.toFixed(2)).join(" ")}; Hydrogen: ${runs.peer.map((r) => r.lcp.toFixed(2)).join(" ")}`,
        },
        {
          section,
          name: "TBT, ours, median",
          value: Math.round(median(runs.ours.map((r) => r.tbt))),
          unit: "ms",
          note: `runs: ${runs.ours.map((r) => Math.round(r.tbt)).join(" ")}; Hydrogen: ${runs.peer.map((r) => Math.round(r.tbt)).join(" ")}`,
        },
        { section, name: "CLS, ours", value: round(worst("cls", runs.ours), 3), unit: "", budget: { max: 0.05 } },
        {
          section,
          name: "runs repeated (measured nothing), ours",
          value: repeated.ours.length,
          unit: "",
          note: [...repeated.ours, ...repeated.peer.map((reason) => `Hydrogen: ${reason}`)].join("; "),
        },
        // What TBT is made of: how much main-thread work, and how much of it in long tasks after the first paint
        // (TBT counts only those). A host whose every task runs long shows it here on both shops alike.
        ...TBT_PARTS.flatMap(([name, key, unit, digits]) =>
          compared(section, `${name}, median`, unit, medianOf(runs.ours, key), medianOf(runs.peer, key), {}, digits),
        ),
      );
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}
