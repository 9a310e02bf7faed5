import autocannon from "autocannon";
import type { Row } from "./measure";
import { BENCH_PAGES, MISS_HEADERS } from "./pages";
import { startBenchServer } from "./server";

/**
 * Requests per second and p99 latency under autocannon (loopback, 50
 * connections, a bounded run per page after a warm-up), answered from the
 * page cache (hit) and rendered (miss: a request carrying one of the shop's
 * cookies, as a shopper with a cart sends). The budgets apply to plain
 * requests, as autocannon sends them; the gzip rows ask as a browser does
 * (Accept-Encoding), so compression's cost shows too.
 */
const PORT = 3792;
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);

function run(url: string, duration: number, headers: Record<string, string> = {}) {
  return autocannon({ url, connections: 50, duration, pipelining: 1, headers });
}

export async function serverLoadBench(): Promise<Row[]> {
  const server = await startBenchServer(PORT);
  const rows: Row[] = [];
  try {
    for (const [name, pathname] of BENCH_PAGES) {
      const isShop = pathname === "/shop";
      const gzip = { "Accept-Encoding": "gzip, deflate, br" };
      for (const [kind, headers] of [
        ["hit", {}],
        ["miss", MISS_HEADERS],
        ["hit, gzip", gzip],
        ["miss, gzip", { ...MISS_HEADERS, ...gzip }],
      ] as const) {
        const url = server.origin + pathname;
        await run(url, 2, headers); // warm the caches and the JIT
        const result = await run(url, SECONDS, headers);
        const section = `server under load: ${name}, page cache ${kind} (50 connections)`;
        const rps = Math.round(result.requests.average);
        rows.push({
          section,
          name: "req/s",
          value: rps,
          unit: "req/s",
          budget: isShop && !kind.endsWith("gzip") ? { min: kind === "hit" ? 2000 : 200 } : undefined,
        });
        rows.push({
          section,
          name: "p99",
          value: result.latency.p99,
          unit: "ms",
          budget: isShop && kind === "hit" ? { max: 25 } : undefined,
        });
        rows.push({
          section,
          name: "errors",
          value: result.errors + result.timeouts + result.non2xx,
          unit: "",
          budget: { max: 0 },
        });
      }
    }
  } finally {
    await server.stop();
  }
  return rows;
}
