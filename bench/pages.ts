import { gzipSync } from "node:zlib";
import { performance } from "node:perf_hooks";
import type { Row } from "./measure";
import { startBenchServer } from "./server";

/**
 * Page figures against the production build (`npm run build` first): server
 * render time with a warm cache, and the gzipped JavaScript a first load
 * fetches (the entry script and every modulepreload).
 */
const PORT = Number(process.env.BENCH_PORT ?? 3790);
const ORIGIN = `http://127.0.0.1:${PORT}`;

async function startServer() {
  const server = await startBenchServer(PORT);
  return () => server.stop();
}

async function renderTimes(pathname: string, iterations: number) {
  for (let i = 0; i < 5; i++) await (await fetch(ORIGIN + pathname)).text();
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    await (await fetch(ORIGIN + pathname)).text();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], p99: times[Math.floor(times.length * 0.99)] };
}

async function scriptBytes(pathname: string) {
  const html = await (await fetch(ORIGIN + pathname)).text();
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/import\("([^"]+\.js)"\)|from "([^"]+\.js)"/g)) urls.add(match[1] ?? match[2]);
  let total = 0;
  for (const url of urls) total += gzipSync(Buffer.from(await (await fetch(new URL(url, ORIGIN))).arrayBuffer())).length;
  return Number((total / 1024).toFixed(1));
}

/**
 * Image bytes a first load fetches before any scrolling: preloaded images,
 * every <img> not marked loading="lazy" (its src) and video posters;
 * gzipped like the scripts (WebP barely shrinks).
 */
async function imageBytes(pathname: string) {
  const html = await (await fetch(ORIGIN + pathname)).text();
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/<img\b[^>]*>/g)) {
    if (/loading="lazy"/.test(match[0])) continue;
    const src = /\ssrc="([^"]+)"/.exec(match[0])?.[1];
    if (src) urls.add(src.replace(/&amp;/g, "&"));
  }
  for (const match of html.matchAll(/<video\b[^>]*poster="([^"]+)"/g)) urls.add(match[1]);
  let total = 0;
  for (const url of urls) total += gzipSync(Buffer.from(await (await fetch(new URL(url, ORIGIN))).arrayBuffer())).length;
  return { kib: Number((total / 1024).toFixed(1)), count: urls.size };
}

export async function pagesBench(): Promise<Row[]> {
  const stop = await startServer();
  const rows: Row[] = [];
  try {
    for (const [name, pathname] of [
      ["home /", "/"],
      ["home /?hero=images", "/?hero=images"],
      ["/shop", "/shop"],
      ["/shop?q=magnesium", "/shop?q=magnesium"],
      ["product page", "/product/magnesium-glycinate"],
    ] as const) {
      const { median, p99 } = await renderTimes(pathname, 200);
      rows.push({ section: "server render (warm cache)", name: `${name} median`, value: Number(median.toFixed(2)), unit: "ms" });
      rows.push({ section: "server render (warm cache)", name: `${name} p99`, value: Number(p99.toFixed(2)), unit: "ms" });
    }
    for (const [name, pathname] of [
      ["home /", "/"],
      ["/shop", "/shop"],
      ["product page", "/product/magnesium-glycinate"],
    ] as const) {
      rows.push({ section: "first-load JavaScript (gzip)", name, value: await scriptBytes(pathname), unit: "KiB", budget: { max: pathname === "/" ? 90 : 80 } });
    }
    for (const [name, pathname] of [
      ["home / (videos)", "/"],
      ["home / (images)", "/?hero=images"],
    ] as const) {
      const { kib, count } = await imageBytes(pathname);
      rows.push({ section: "first-load images (gzip, before scrolling)", name: `${name} bytes`, value: kib, unit: "KiB" });
      rows.push({ section: "first-load images (gzip, before scrolling)", name: `${name} files`, value: count, unit: "files" });
    }
  } finally {
    await stop();
  }
  return rows;
}
