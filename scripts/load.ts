/**
 * `npm run load` — mixed traffic against the production build on loopback:
 * shoppers who look around, add to the cart early and browse on with it
 * (see shopperRound), from LOAD_CONNECTIONS (200) connections for
 * LOAD_SECONDS (60 s); `--connections N` and `--seconds N` override them.
 * Reports served and shed requests (503 with Retry-After: load shedding),
 * errors, p99 of the served requests, the longest wait of any request,
 * /healthz answered alongside, the listening socket's accept queue, and the
 * server's RSS (its process tree) before and at the end of the run.
 *
 * `npm run load -- soak` — the same mix at SOAK_CONNECTIONS (50) for
 * SOAK_SECONDS (300 s), sampling the server's RSS every 10 s; reports the
 * growth after a one-minute warm-up against a 10% budget.
 *
 * The server runs with RATE_LIMIT_SCALE=1000 so the abuse limits do not turn
 * the load into 429s. Run `npm run build` first. Not part of `npm test`.
 */
import { execFileSync, spawn } from "node:child_process";
import autocannon from "autocannon";
import { createTally, listingProducts, percentile, shopperRound } from "./load-mix";
import { LOADED_RSS_BUDGET_MB, rssVerdict, treeRssMb } from "./process-memory";
import { startServerProcess } from "./server-process";

const mode = process.argv.includes("soak") ? "soak" : "load";
const flag = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const seconds = Number(
  flag("seconds") ?? (mode === "soak" ? (process.env.SOAK_SECONDS ?? 300) : (process.env.LOAD_SECONDS ?? 60)),
);
const connections = Number(
  flag("connections") ??
    (mode === "soak" ? (process.env.SOAK_CONNECTIONS ?? 50) : (process.env.LOAD_CONNECTIONS ?? 200)),
);
const WARM_UP_SECONDS = 60;
const SAMPLE_EVERY_MS = 10_000;
const RSS_BUDGET = 0.1;

function run(origin: string, requests: autocannon.Request[], duration: number, conns: number) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: origin, connections: conns, duration, pipelining: 1, timeout: 30, requests },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    process.once("SIGINT", () => instance.stop());
  });
}

/**
 * Issue 32's budgets: at 200 connections nothing is shed and p99 <= 400 ms; at
 * 400 (about twice capacity) every request is served or shed, served p99 <=
 * 500 ms; at both the longest wait <= 3 s and /healthz within 100 ms.
 */
const P99_BUDGET_MS = connections > 200 ? 500 : 400;
const MAX_WAIT_BUDGET_MS = 3_000;
const HEALTHZ_BUDGET_MS = 100;

/**
 * /healthz asked every 250 ms on its own connection during the run: the longest answer (ms). From a
 * process and session of its own, as a balancer's health checker runs on a host of its own: asked from
 * a thread of this process, or from this session (which Linux's autogroup schedules as one), the
 * answer also waited for autocannon's CPU turns, the generator's delay rather than the server's. Its first
 * answer is not counted and comes before the run: a new process's first fetch loads and compiles undici (up
 * to 200 ms beside 400 connections), the watcher's delay again.
 */
function watchHealthz(origin: string, seconds: number) {
  const child = spawn(
    process.execPath,
    [
      "-e",
      // Detached, so it ends by itself a minute after the run should have, should this script die first.
      `let longest = 0, failed = 0, stopped = false;
      const deadline = performance.now() + Number(process.argv[2]) * 1000;
      process.once("SIGTERM", () => { stopped = true; });
      const ask = async () => {
        const response = await fetch(process.argv[1] + "/healthz");
        await response.arrayBuffer();
        return response.ok;
      };
      (async () => {
        await ask().catch(() => false);
        process.stdout.write("ready\\n");
        while (!stopped && performance.now() < deadline) {
          const started = performance.now();
          try {
            if (!(await ask())) failed += 1;
          } catch {
            failed += 1;
          }
          longest = Math.max(longest, performance.now() - started);
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        process.stdout.write(JSON.stringify({ longest, failed }) + "\\n");
      })();`,
      origin,
      String(seconds + 60),
    ],
    { detached: true, stdio: ["ignore", "pipe", "inherit"] },
  );
  let output = "";
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const ready = new Promise<void>((resolve) =>
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk;
      if (output.startsWith("ready\n")) resolve();
    }),
  );
  const stop = async () => {
    child.kill("SIGTERM");
    await exited;
    try {
      return JSON.parse(output.slice("ready\n".length)) as { longest: number; failed: number };
    } catch {
      throw new Error(`the /healthz watcher printed ${JSON.stringify(output)}`);
    }
  };
  return Promise.race([ready, exited]).then(() => stop);
}

/** The listening socket's accept queue (connections the kernel completed that the server has not accepted): the largest seen. */
function watchAcceptQueue(port: number) {
  let largest = 0;
  const timer = setInterval(() => {
    try {
      // One line per listening socket (64 share the port, accept.ts): their queues added up.
      const out = execFileSync("ss", ["-ltnH", `sport = :${port}`], { encoding: "utf8" });
      const queued = out
        .trim()
        .split("\n")
        .reduce((sum, line) => sum + Number(line.trim().split(/\s+/)[1]), 0);
      if (Number.isFinite(queued)) largest = Math.max(largest, queued);
    } catch {
      /* no ss here */
    }
  }, 200);
  return () => {
    clearInterval(timer);
    return largest;
  };
}

function report(result: autocannon.Result, healthz?: { longest: number; failed: number }, acceptQueue?: number) {
  const shedCount = shed.length;
  const non2xx3xx = result["4xx"] + result["5xx"] + (result["1xx"] ?? 0) - shedCount;
  const sortedServed = [...served].sort((a, b) => a - b);
  const servedP99 = Math.round(percentile(sortedServed, 99));
  const maxWait = Math.round(Math.max(result.latency.max, ...shed, sortedServed.at(-1) ?? 0));
  console.log(
    `answered:       served ${served.length}, shed ${shedCount} (503 + Retry-After, ${((100 * shedCount) / Math.max(1, served.length + shedCount)).toFixed(1)}%)`,
  );
  console.log(`served p99:     ${servedP99} ms; max wait ${maxWait} ms (any request, shed included)`);
  if (healthz) console.log(`/healthz:       longest ${Math.round(healthz.longest)} ms, ${healthz.failed} failed`);
  if (acceptQueue !== undefined) console.log(`accept queue:   at most ${acceptQueue} connections waiting`);
  console.log(`requests:       ${result.requests.total} (${Math.round(result.requests.average)} req/s)`);
  console.log(`errors:         ${result.errors} (timeouts ${result.timeouts})`);
  console.log(`non-2xx/3xx:    ${non2xx3xx} (4xx ${result["4xx"]}, 5xx ${result["5xx"]})`);
  console.log(
    `latency:        p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
  );
  const errors = result.errors + non2xx3xx + (connections > 200 ? 0 : shedCount);
  console.log(
    `budgets:        errors ${errors} ${errors === 0 ? "PASS" : "FAIL"} (budget 0${connections > 200 ? ", shed allowed" : ", shed counts"}), served p99 ${servedP99} ms ${servedP99 <= P99_BUDGET_MS ? "PASS" : "FAIL"} (≤ ${P99_BUDGET_MS} ms), max wait ${maxWait} ms ${maxWait <= MAX_WAIT_BUDGET_MS ? "PASS" : "FAIL"} (≤ ${MAX_WAIT_BUDGET_MS} ms)${healthz ? `, /healthz ${Math.round(healthz.longest)} ms ${healthz.longest <= HEALTHZ_BUDGET_MS && healthz.failed === 0 ? "PASS" : "FAIL"} (≤ ${HEALTHZ_BUDGET_MS} ms)` : ""}`,
  );
  for (const [what, list] of latencies) {
    const sorted = list.sort((a, b) => a - b);
    console.log(
      `  ${what.padEnd(34)} ${String(sorted.length).padStart(6)} x  p50 ${Math.round(percentile(sorted, 50))} ms, p99 ${Math.round(percentile(sorted, 99))} ms`,
    );
  }
  for (const [what, count] of failures) console.log(`  ${count} x ${what}`);
  if (shedCount > 0) console.log(`why the server shed (its warnings):\n${shedReasons(server.keptLines())}`);
  if (result.errors + non2xx3xx > 0)
    console.log(`server's last log lines:\n${server.output().split("\n").slice(-80).join("\n")}`);
  return errors;
}

/**
 * The server's refusal warnings as "when: reason x N": a line per reason at most every 10 s, N counting the
 * refusals since its previous line (those after a reason's last line are in no line).
 */
function shedReasons(warnings: string[]) {
  const lines = warnings.flatMap((line) => {
    try {
      const entry = JSON.parse(line) as { time?: number | string; reason?: string; refused?: number };
      return entry.reason
        ? [`  ${new Date(entry.time ?? 0).toISOString().slice(11, 23)}: ${entry.reason} x ${entry.refused}`]
        : [];
    } catch {
      return [];
    }
  });
  return lines.join("\n") || "  (no refusal warning in its log)";
}

const { failures, latencies, served, shed, counted, reset } = createTally();
// The refusal warnings (overload.ts), kept apart from the request lines (every 503 is one at warn level).
const server = await startServerProcess({ RATE_LIMIT_SCALE: "1000" }, undefined, { keepLines: /"refused":\d/ });
let failed = false;
try {
  const requests = shopperRound(await listingProducts(server.origin), counted);
  console.log(
    `${mode}: ${connections} connections for ${seconds} s against ${server.origin} (mixed: browse, cart add early, browse with the cart, search, checkout, chat; RATE_LIMIT_SCALE=1000)`,
  );
  await run(server.origin, requests, 3, 10); // warm the Storefront cache and the JIT
  reset();

  if (mode === "load") {
    const healthz = await watchHealthz(server.origin, seconds);
    const acceptQueue = watchAcceptQueue(Number(new URL(server.origin).port));
    const rssBefore = treeRssMb(server.pid);
    const result = await run(server.origin, requests, seconds, connections);
    const rssAfter = treeRssMb(server.pid);
    failed = report(result, await healthz(), acceptQueue()) > 0;
    console.log(
      `memory:         ${rssVerdict("RSS at the end", rssAfter, LOADED_RSS_BUDGET_MB)}; ${rssBefore.toFixed(0)} MB before the run (process tree, VmRSS)`,
    );
    failed ||= rssAfter > LOADED_RSS_BUDGET_MB;
  } else {
    const samples: Array<{ at: number; rss: number }> = [];
    const started = Date.now();
    const sample = () => {
      samples.push({ at: Math.round((Date.now() - started) / 1000), rss: treeRssMb(server.pid) });
      console.log(`  t=${samples.at(-1)!.at}s rss ${samples.at(-1)!.rss.toFixed(1)} MB`);
    };
    sample();
    const timer = setInterval(sample, SAMPLE_EVERY_MS);
    const result = await run(server.origin, requests, seconds, connections);
    clearInterval(timer);
    // The growth is judged on the last sample under load; the one after it (idle, collected) is shown only.
    const last = samples.at(-1)!;
    sample();
    const errors = report(result);
    const warmUp = Math.min(WARM_UP_SECONDS, seconds / 5);
    const baseline = samples.find((s) => s.at >= warmUp) ?? samples[0];
    const growth = (last.rss - baseline.rss) / baseline.rss;
    console.log(
      `rss:            ${baseline.rss.toFixed(1)} MB at t=${baseline.at}s (after warm-up) -> ${last.rss.toFixed(1)} MB at t=${last.at}s: ${(growth * 100).toFixed(1)}% (budget < ${RSS_BUDGET * 100}%) ${growth < RSS_BUDGET ? "PASS" : "FAIL"}`,
    );
    failed = errors > 0 || growth >= RSS_BUDGET;
  }
} finally {
  const code = await server.stop();
  console.log(`server stopped with exit code ${code}`);
}
process.exit(failed ? 1 : 0);
