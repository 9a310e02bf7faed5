import autocannon from "autocannon";
import type { Row } from "./measure";
import { startBenchServer } from "./server";

/**
 * Requests per second and median / p99 latency under autocannon: loopback
 * only, 50 connections, a bounded run per page after a warm-up (warm cache).
 */
const PORT = 3792;
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);

export const LOAD_PAGES = [
  ["/", "/"],
  ["/shop", "/shop"],
  ["/shop?q=magnesium", "/shop?q=magnesium"],
  ["product page", "/product/magnesium-glycinate"],
  ["/conditions/heart-health", "/conditions/heart-health"],
  ["/learn/blood-pressure", "/learn/blood-pressure"],
] as const;

function run(url: string, duration: number) {
  return autocannon({ url, connections: 50, duration, pipelining: 1 });
}

export async function serverLoadBench(): Promise<Row[]> {
  const server = await startBenchServer(PORT);
  const rows: Row[] = [];
  try {
    for (const [name, pathname] of LOAD_PAGES) {
      const url = server.origin + pathname;
      await run(url, 2); // warm the Storefront cache and the JIT
      const result = await run(url, SECONDS);
      const errors = result.errors + result.timeouts + result.non2xx;
      const isShop = pathname === "/shop";
      rows.push({ section: "server under load (50 connections, warm)", name: `${name} req/s`, value: Math.round(result.requests.average), unit: "req/s", budget: isShop ? { min: 400 } : undefined });
      rows.push({ section: "server under load (50 connections, warm)", name: `${name} median`, value: result.latency.p50, unit: "ms" });
      rows.push({ section: "server under load (50 connections, warm)", name: `${name} p99`, value: result.latency.p99, unit: "ms", budget: isShop ? { max: 100 } : undefined });
      rows.push({ section: "server under load (50 connections, warm)", name: `${name} errors`, value: errors, unit: "", budget: { max: 0 } });
    }
  } finally {
    await server.stop();
  }
  return rows;
}
