/**
 * `npm run load` — mixed traffic against the production build on loopback:
 * shoppers who look around, add to the cart early and browse on with it
 * (see shopperRound), from LOAD_CONNECTIONS (200) connections for
 * LOAD_SECONDS (60 s); `--connections N` and `--seconds N` override them.
 * Reports served and shed requests (503 with Retry-After: load shedding),
 * errors, p99 of the served requests, the longest wait of any request,
 * /healthz answered alongside, and the listening socket's accept queue.
 *
 * `npm run load -- soak` — the same mix at SOAK_CONNECTIONS (50) for
 * SOAK_SECONDS (300 s), sampling the server's RSS every 10 s; reports the
 * growth after a one-minute warm-up against a 10% budget.
 *
 * The server runs with RATE_LIMIT_SCALE=1000 so the abuse limits do not turn
 * the load into 429s. Run `npm run build` first. Not part of `npm test`.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import autocannon from "autocannon";
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

/** Resident set size in MB, from /proc (Linux) or ps. */
function rssMb(pid: number): number {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]);
    if (kb) return kb / 1024;
  } catch {
    /* not Linux */
  }
  return Number(execFileSync("ps", ["-o", "rss=", "-p", String(pid)], { encoding: "utf8" }).trim()) / 1024;
}

type Context = { cookie?: string; cartCookie?: string; product?: Product; sentAt?: number };

/** Non-2xx/3xx answers per request of the round, to say which part failed. */
const failures = new Map<string, number>();
/** Latencies per request of the round (ms), to say which part is slow. */
const latencies = new Map<string, number[]>();
/** Every answer's wait (ms): served ones, and those shed (503 with Retry-After). */
const served: number[] = [];
const shed: number[] = [];
function counted(req: autocannon.Request, label: string): autocannon.Request {
  const next = req.onResponse;
  const setup = req.setupRequest;
  return {
    ...req,
    // Each connection sends one request at a time, so the time from its setup to its response is its latency.
    setupRequest: (request, context) => {
      (context as Context).sentAt = performance.now();
      return typeof setup === "function" ? setup(request, context) : request;
    },
    onResponse: (status, body, context, headers) => {
      const sentAt = (context as Context).sentAt;
      const refused = status === 503 && headers?.["retry-after"] !== undefined;
      if (sentAt !== undefined) {
        const wait = performance.now() - sentAt;
        (refused ? shed : served).push(wait);
        if (!refused) {
          const list = latencies.get(label) ?? [];
          list.push(wait);
          latencies.set(label, list);
        }
      }
      if (status >= 400 && !refused) failures.set(`${label} ${status}`, (failures.get(`${label} ${status}`) ?? 0) + 1);
      if (typeof next === "function") next(status, body, context, headers);
    },
  };
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

interface Product {
  path: string;
  variantId: string;
}

const cookiesSet = (headers: Record<string, unknown> | undefined) => {
  const raw = headers?.["set-cookie"] as string | string[] | undefined;
  return (Array.isArray(raw) ? raw : raw ? [raw] : []).map((c) => c.split(";")[0]);
};

/**
 * One shopper's round, repeated by every connection, as a shopper without
 * scripts makes it: a first look (home, a product), Add to Cart early (a form
 * post answered 303 back to the product, whose page shows the flash toast),
 * then browsing with the cart cookie (shop, a search, home), the search API,
 * checkout (303 to the storefront's checkout) and a question to Nora. Each
 * round picks one of the listing's products, so carts differ between shoppers.
 */
function shopperRound(products: Product[]): autocannon.Request[] {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const product = (context: Context) => (context.product ??= products[Math.floor(Math.random() * products.length)]);
  const withCart = (req: autocannon.Request, context: Context) => ({
    ...req,
    headers: { ...req.headers, ...(context.cookie ? { cookie: context.cookie } : {}) },
  });
  const page = (path: string | ((context: Context) => string)): autocannon.Request => ({
    method: "GET",
    path: typeof path === "string" ? path : "/",
    setupRequest: (req, context) =>
      withCart({ ...req, path: typeof path === "string" ? path : path(context as Context) }, context as Context),
  });
  const formPost = (fields: (context: Context) => Record<string, string>): autocannon.Request => ({
    method: "POST",
    path: "/cart",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    setupRequest: (req, context) => withCart({ ...req, body: form(fields(context as Context)) }, context as Context),
  });
  const round: Array<[string, autocannon.Request]> = [
    ["GET / (first visit)", page("/")],
    ["GET product (first visit)", page((c) => product(c).path)],
    [
      "POST /cart add (303)",
      {
        ...formPost((c) => ({ intent: "add", merchandiseId: product(c).variantId, redirectTo: product(c).path })),
        onResponse: (_status, _body, context, headers) => {
          const cookies = cookiesSet(headers);
          const cart = cookies.filter((c) => c.startsWith("biolife_cart"));
          (context as Context).cookie = cookies.join("; ");
          (context as Context).cartCookie = cart.join("; ");
        },
      },
    ],
    [
      "GET product (toast, cart)",
      {
        ...page((c) => product(c).path),
        // The toast is shown once; from here on the shopper carries the cart cookie alone.
        onResponse: (_status, _body, context) => void ((context as Context).cookie = (context as Context).cartCookie),
      },
    ],
    ["GET /shop (cart)", page("/shop")],
    ["GET /shop?q=magnesium (cart)", page("/shop?q=magnesium")],
    ["GET /api/search?q=sleep", page("/api/search?q=sleep")],
    ["GET / (cart)", page("/")],
    ["POST /cart checkout (303)", formPost((c) => ({ intent: "checkout", redirectTo: product(c).path }))],
    [
      "POST /api/chat",
      {
        method: "POST",
        path: "/api/chat",
        headers: { "content-type": "application/json", accept: "text/event-stream" },
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({
            messages: [{ role: "user", content: "What helps with sleep?" }],
            products: [],
            sessionId: `load-${Math.random().toString(36).slice(2)}`,
          }),
        }),
      },
    ],
  ];
  return round.map(([label, req]) => counted(req, label));
}

/** The first page of the listing, each product with the variant its page adds. */
async function listingProducts(origin: string): Promise<Product[]> {
  const shop = await (await fetch(`${origin}/shop`)).text();
  const handles = [...new Set([...shop.matchAll(/href="\/product\/([a-z0-9-]+)"/g)].map((m) => m[1]))];
  if (handles.length === 0) throw new Error("no product on /shop");
  return Promise.all(
    handles.map(async (handle) => {
      const page = await (await fetch(`${origin}/product/${handle}`)).text();
      const variantId = /value="(gid:\/\/shopify\/ProductVariant\/[^"]+)"/.exec(page)?.[1];
      if (!variantId) throw new Error(`no variant on /product/${handle}`);
      return { path: `/product/${handle}`, variantId };
    }),
  );
}

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

/** /healthz asked every 250 ms on its own connection during the run: the longest answer (ms). */
function watchHealthz(origin: string) {
  let longest = 0;
  let failed = 0;
  let stopped = false;
  void (async () => {
    while (!stopped) {
      const started = performance.now();
      try {
        const response = await fetch(`${origin}/healthz`);
        await response.arrayBuffer();
        if (!response.ok) failed += 1;
      } catch {
        failed += 1;
      }
      longest = Math.max(longest, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  return () => {
    stopped = true;
    return { longest, failed };
  };
}

/** The listening socket's accept queue (connections the kernel completed that the server has not accepted): the largest seen. */
function watchAcceptQueue(port: number) {
  let largest = 0;
  const timer = setInterval(() => {
    try {
      const out = execFileSync("ss", ["-ltnH", `sport = :${port}`], { encoding: "utf8" });
      const queued = Number(out.trim().split(/\s+/)[1]);
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
  if (result.errors + non2xx3xx > 0)
    console.log(`server's last log lines:\n${server.output().split("\n").slice(-80).join("\n")}`);
  return errors;
}

const server = await startServerProcess({ RATE_LIMIT_SCALE: "1000" });
let failed = false;
try {
  const requests = shopperRound(await listingProducts(server.origin));
  console.log(
    `${mode}: ${connections} connections for ${seconds} s against ${server.origin} (mixed: browse, cart add early, browse with the cart, search, checkout, chat; RATE_LIMIT_SCALE=1000)`,
  );
  await run(server.origin, requests, 3, 10); // warm the Storefront cache and the JIT
  served.length = 0;
  shed.length = 0;
  latencies.clear();
  failures.clear();

  if (mode === "load") {
    const healthz = watchHealthz(server.origin);
    const acceptQueue = watchAcceptQueue(Number(new URL(server.origin).port));
    const result = await run(server.origin, requests, seconds, connections);
    failed = report(result, healthz(), acceptQueue()) > 0;
  } else {
    const samples: Array<{ at: number; rss: number }> = [];
    const started = Date.now();
    const sample = () => {
      samples.push({ at: Math.round((Date.now() - started) / 1000), rss: rssMb(server.pid) });
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
