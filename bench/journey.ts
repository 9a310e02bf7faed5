import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";
import fs from "node:fs";
import { performance } from "node:perf_hooks";
import type { Row } from "./measure";
import { peerBuilt, startPeer } from "./peer";
import { startBenchServer } from "./server";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium";

/**
 * `npm run bench -- journey` (issue 61): a shopper's purchase journey on a slow phone, ours with
 * JavaScript, ours without it, and the Hydrogen skeleton (../shared/peers, started as `peer` does),
 * alternating the three each round, a fresh browser context each journey, in /usr/bin/chromium.
 *
 * Steps: listing (/shop; the skeleton's /collections/all) → the product (a tap on its card's link)
 * → Add to Cart until the cart shows it (ours: the drawer's line, without scripts the header's count
 * on the page the form returns to; the skeleton: its cart aside's line) → the cart page (ours: close
 * the drawer, tap View Cart, a client navigation; without scripts the header's cart link, a document;
 * the skeleton has no link to /cart that is not the aside's, so its router navigates there, as a
 * <Link> would) → Checkout until the local storefront's hosted checkout answers.
 *
 * A step is timed from the tap (or the address typed) until its page is usable: the next action's
 * target is visible and, with JavaScript, React has hydrated it (the element carries React's props,
 * so its handlers are attached) — the same test for both apps; the checkout page is plain HTML, so
 * its "Place order" button visible. Between steps the shopper scrolls the next target into view and
 * reads for READ_MS, not timed; bytes
 * (CDP Network.loadingFinished encodedDataLength, all tabs of the journey) count to the step whose
 * page fetched them, reading included (there is no reading after the checkout answers), and the bytes fetched
 * while reading are also shown alone.
 *
 * Per profile: CDP network emulation, CPU slowed 4×, a 390×844 touch screen at 2× density. Median of
 * ROUNDS journeys per variant, per step and for the journey's total. Budgets (issue 61): ours ÷
 * Hydrogen journey time ≤ 0.5 with JavaScript and ≤ 0.6 without; bytes ≤ 0.5 for both (a shopper
 * without scripts pays for the same data plan). Knobs: BENCH_JOURNEY_ROUNDS (default 3),
 * BENCH_JOURNEY_PROFILES (comma list of profile name starts, default all), BENCH_JOURNEY_PORT (ours;
 * the skeleton on the next port; default 3796), BENCH_JOURNEY_LOG=1 (each response's URL and bytes),
 * BENCH_JOURNEY_DATA_DIR (a data folder kept between runs: its images are drawn once, not for minutes each run).
 */
const ROUNDS = Number(process.env.BENCH_JOURNEY_ROUNDS ?? 3);
const PORT = Number(process.env.BENCH_JOURNEY_PORT ?? 3796);
const HANDLE = process.env.BENCH_PEER_HANDLE ?? "blood-sugar-maintenance";
const READ_MS = 3000;
/** BENCH_JOURNEY_LOG=1: every response's URL and bytes, step by step (what to make lighter). */
const LOG = process.env.BENCH_JOURNEY_LOG === "1";
const STEP_TIMEOUT = 60_000;

interface Profile {
  name: string;
  latency: number;
  /** Bytes per second. */
  down: number;
  up: number;
  cpu: number;
}
const kbit = (n: number) => (n * 1000) / 8;
const PROFILES: Profile[] = [
  { name: "400 ms, 400 kbit/s", latency: 400, down: kbit(400), up: kbit(400), cpu: 4 },
  // Lighthouse's mobile "slow 4G" (its simulated throttling's figures).
  { name: "slow 4G (150 ms, 1.6 Mbit/s)", latency: 150, down: kbit(1638.4), up: kbit(750), cpu: 4 },
].filter(
  (p) =>
    !process.env.BENCH_JOURNEY_PROFILES ||
    process.env.BENCH_JOURNEY_PROFILES.split(",").some((n) => p.name.startsWith(n.trim())),
);

const STEPS = ["listing", "product", "add to cart", "cart page", "checkout"] as const;
type Variant = "ours" | "ours, no JS" | "Hydrogen";
const VARIANTS: Variant[] = ["ours", "Hydrogen", "ours, no JS"];

interface Journey {
  seconds: number[];
  bytes: number[];
  /** Of `bytes`, those fetched while the shopper read. */
  readBytes: number[];
}

/** Throttles a tab and adds what it fetches to `counter`. */
async function watch(context: BrowserContext, page: Page, profile: Profile, counter: { bytes: number }) {
  const cdp = await context.newCDPSession(page);
  const urls = new Map<string, string>();
  cdp.on("Network.requestWillBeSent", (event: { requestId: string; request: { url: string } }) => {
    urls.set(event.requestId, event.request.url);
  });
  cdp.on("Network.loadingFinished", (event: { requestId: string; encodedDataLength: number }) => {
    counter.bytes += event.encodedDataLength;
    if (LOG) console.error(`  ${(event.encodedDataLength / 1000).toFixed(1)} KB ${urls.get(event.requestId)}`);
  });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: profile.latency,
    downloadThroughput: profile.down,
    uploadThroughput: profile.up,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: profile.cpu });
}

/** Visible, and with scripts hydrated: React's props on the element (its handlers attached). */
async function usable(target: Locator, js: boolean) {
  await target.waitFor({ state: "visible", timeout: STEP_TIMEOUT });
  if (!js) return;
  // No named inner function: tsx would wrap it in a helper (__name) the page does not have.
  await target.evaluate(
    (element, timeout) =>
      new Promise<void>((resolve, reject) => {
        const until = Date.now() + timeout;
        const timer = setInterval(() => {
          if (Object.keys(element).some((key) => key.startsWith("__reactProps$"))) resolve(clearInterval(timer));
          else if (Date.now() > until) {
            clearInterval(timer);
            reject(new Error("never hydrated"));
          }
        }, 20);
      }),
    STEP_TIMEOUT,
  );
}

interface Step {
  /** The shopper's action; returns the page the step ends on (a new tab for our scripted checkout). */
  act: (page: Page) => Promise<Page>;
  /** The next action's target on the page the step ends on. */
  ready: (page: Page) => Locator;
  /** Whether the page is React's (hydration counts); the hosted checkout is not. */
  react: boolean;
}

const placeOrder = (page: Page) => page.locator('form button[type="submit"]', { hasText: "Place order" });

function oursSteps(origin: string, js: boolean): Step[] {
  const checkoutButton = (page: Page) =>
    page.locator('main form:has(input[name="intent"][value="checkout"]) button[type="submit"]');
  return [
    {
      act: async (page) => (await page.goto(`${origin}/shop`), page),
      ready: (page) => page.locator(`main article h2 a[href="/product/${HANDLE}"]`),
      react: js,
    },
    {
      act: async (page) => (await page.locator(`main article h2 a[href="/product/${HANDLE}"]`).tap(), page),
      ready: (page) => page.locator('main form[action="/cart"] button[type="submit"]').first(),
      react: js,
    },
    {
      act: async (page) => (await page.locator('main form[action="/cart"] button[type="submit"]').first().tap(), page),
      // With scripts: the drawer's line, and View Cart (the next tap, once the drawer is closed) hydrated.
      ready: (page) =>
        js
          ? page.locator('[role="dialog"] ul[aria-label="Cart items"] li').first()
          : page.locator('header a[data-cart-trigger] [data-testid="cart-count"]', { hasText: /^1$/ }),
      react: false,
    },
    {
      act: async (page) => {
        if (js) {
          await page.keyboard.press("Escape");
          await page.locator('[data-testid="sticky-cart-bar"] a[href="/cart"]').tap();
        } else await page.locator("header a[data-cart-trigger]").tap();
        return page;
      },
      ready: checkoutButton,
      react: js,
    },
    {
      act: async (page) => {
        if (!js) return (await checkoutButton(page).tap(), page);
        // With scripts the checkout opens in a new tab (CartSummary).
        const tab = page.context().waitForEvent("page");
        await checkoutButton(page).tap();
        return tab;
      },
      ready: placeOrder,
      react: false,
    },
  ];
}

function hydrogenSteps(origin: string): Step[] {
  const cartPage = (page: Page) => page.locator('section[aria-label="Cart page"]');
  return [
    {
      act: async (page) => (await page.goto(`${origin}/collections/all`), page),
      ready: (page) => page.locator(`a[href^="/products/${HANDLE}"]`).first(),
      react: true,
    },
    {
      act: async (page) => (await page.locator(`a[href^="/products/${HANDLE}"]`).first().tap(), page),
      ready: (page) => page.locator('.product-form form[action="/cart"] button[type="submit"]').first(),
      react: true,
    },
    {
      act: async (page) => (
        await page.locator('.product-form form[action="/cart"] button[type="submit"]').first().tap(),
        page
      ),
      ready: (page) => page.locator("aside .cart-line").first(),
      react: true,
    },
    {
      act: async (page) => {
        await page.keyboard.press("Escape");
        await page.evaluate(() =>
          (
            window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
          ).__reactRouterDataRouter.navigate("/cart"),
        );
        return page;
      },
      ready: (page) => cartPage(page).locator('a[target="_self"]'),
      react: true,
    },
    {
      act: async (page) => (await cartPage(page).locator('a[target="_self"]').tap(), page),
      ready: placeOrder,
      react: false,
    },
  ];
}

async function journey(
  browser: Browser,
  profile: Profile,
  steps: Step[],
  js: boolean,
  read = READ_MS,
): Promise<Journey> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled: js,
  });
  const counter = { bytes: 0 };
  const watching: Promise<void>[] = [];
  context.on("page", (tab) => watching.push(watch(context, tab, profile, counter)));
  const result: Journey = { seconds: [], bytes: [], readBytes: [] };
  try {
    let page = await context.newPage();
    await Promise.all(watching);
    for (const [i, step] of steps.entries()) {
      if (LOG) console.error(`${STEPS[i]}:`);
      const bytesAtStart = counter.bytes;
      const start = performance.now();
      page = await step.act(page);
      await Promise.all(watching);
      await usable(step.ready(page), step.react);
      result.seconds.push((performance.now() - start) / 1000);
      const bytesAtReading = counter.bytes;
      if (LOG) console.error(`  (usable; reading)`);
      // After the checkout answers there is no next step: what the hosted checkout fetches then is not the shop's.
      if (i < steps.length - 1) {
        // Reading, the shopper brings the next target into view (the product's card is below a phone's first screen).
        await step
          .ready(page)
          .scrollIntoViewIfNeeded()
          .catch(() => {});
        await page.waitForTimeout(read);
      }
      result.bytes.push(counter.bytes - bytesAtStart);
      result.readBytes.push(counter.bytes - bytesAtReading);
    }
  } finally {
    await context.close();
  }
  return result;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const kb = (bytes: number) => Number((bytes / 1000).toFixed(1));
const s = (seconds: number) => Number(seconds.toFixed(2));

function profileRows(profile: Profile, runs: Record<Variant, Journey[]>): Row[] {
  const section = `journey: ${profile.name}, CPU ${profile.cpu}× slower, median of ${ROUNDS}`;
  const rows: Row[] = [];
  const per = (v: Variant, key: keyof Journey, i: number) => median(runs[v].map((run) => run[key][i]));
  const total = (v: Variant, key: keyof Journey) => median(runs[v].map((run) => sum(run[key])));
  const all = (v: Variant, key: keyof Journey, i?: number) =>
    runs[v].map((run) => (i === undefined ? sum(run[key]) : run[key][i]));
  STEPS.forEach((step, i) => {
    for (const v of VARIANTS)
      rows.push(
        {
          section,
          name: `${step}, ${v}`,
          value: s(per(v, "seconds", i)),
          unit: "s",
          note: `runs ${all(v, "seconds", i).map(s).join(" ")}`,
        },
        {
          section,
          name: `${step}, ${v}, bytes`,
          value: kb(per(v, "bytes", i)),
          unit: "KB",
          note: `of which while reading ${kb(per(v, "readBytes", i))} KB`,
        },
      );
  });
  for (const v of VARIANTS)
    rows.push(
      {
        section,
        name: `journey, ${v}`,
        value: s(total(v, "seconds")),
        unit: "s",
        note: `runs ${all(v, "seconds").map(s).join(" ")}`,
      },
      {
        section,
        name: `journey, ${v}, bytes`,
        value: kb(total(v, "bytes")),
        unit: "KB",
        note: `of which while reading ${kb(total(v, "readBytes"))} KB`,
      },
    );
  const ratio = (v: Variant, key: keyof Journey) => Number((total(v, key) / total("Hydrogen", key)).toFixed(2));
  // Budgets (issue 61): time ≤ 0.5× Hydrogen's with JS and ≤ 0.6× without; bytes ≤ 0.5× for both.
  const budgets: Array<[string, Variant, keyof Journey, number]> = [
    ["time, ours ÷ Hydrogen", "ours", "seconds", 0.5],
    ["time, ours no JS ÷ Hydrogen", "ours, no JS", "seconds", 0.6],
    ["bytes, ours ÷ Hydrogen", "ours", "bytes", 0.5],
    ["bytes, ours no JS ÷ Hydrogen", "ours, no JS", "bytes", 0.5],
  ];
  for (const [name, variant, key, max] of budgets)
    rows.push({ section, name, value: ratio(variant, key), unit: "×", budget: { max } });
  return rows;
}

export async function journeyBench(): Promise<Row[]> {
  if (!peerBuilt("journey")) return [];
  const dataDir = process.env.BENCH_JOURNEY_DATA_DIR;
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const ours = await startBenchServer(PORT, dataDir ? { DATA_DIR: dataDir } : {});
  const peer = await startPeer(ours.origin, PORT + 1);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const steps: Record<Variant, Step[]> = {
    ours: oursSteps(ours.origin, true),
    "ours, no JS": oursSteps(ours.origin, false),
    Hydrogen: hydrogenSteps(peer.origin),
  };
  const rows: Row[] = [];
  try {
    // One journey each, unthrottled and not counted: the servers' caches and JIT warm, every step checked.
    const open: Profile = { name: "open", latency: 0, down: -1, up: -1, cpu: 1 };
    for (const v of VARIANTS) await journey(browser, open, steps[v], v !== "ours, no JS", 0);
    for (const profile of PROFILES) {
      const runs: Record<Variant, Journey[]> = { ours: [], "ours, no JS": [], Hydrogen: [] };
      for (let round = 0; round < ROUNDS; round++)
        for (const v of VARIANTS) {
          runs[v].push(await journey(browser, profile, steps[v], v !== "ours, no JS"));
          console.error(
            `bench journey: ${profile.name}, round ${round + 1}, ${v}: ${runs[v].at(-1)!.seconds.map(s).join(" ")} s`,
          );
        }
      rows.push(...profileRows(profile, runs));
    }
  } finally {
    await browser.close();
    await peer.stop();
    await ours.stop();
  }
  return rows;
}
