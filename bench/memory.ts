import autocannon from "autocannon";
import type { Row } from "./measure";
import { startBenchServer } from "./server";
import { listingProducts, shopperRound } from "../scripts/load-mix";
import { IDLE_RSS_BUDGET_MB, LOADED_RSS_BUDGET_MB, SETTLE_MS, treeRssMb } from "../scripts/process-memory";

/**
 * The server's memory on the embedded default (PGlite, the local storefront,
 * in-memory page cache), as VmRSS summed over its process tree: idle, once it
 * has answered its first request and been left alone for SETTLE_MS; then at
 * the end of `npm run load`'s mixed traffic (200 connections for 60 s;
 * BENCH_MEMORY_SECONDS shortens it). A fresh DATA_DIR, so a first start.
 */
const PORT = 3794;
const SECONDS = Number(process.env.BENCH_MEMORY_SECONDS ?? 60);
const CONNECTIONS = 200;

export async function memoryBench(): Promise<Row[]> {
  const server = await startBenchServer(PORT);
  const section = "memory: embedded default, RSS of the process tree";
  try {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const idle = treeRssMb(server.pid);
    const requests = shopperRound(await listingProducts(server.origin));
    await autocannon({ url: server.origin, connections: CONNECTIONS, duration: SECONDS, requests, timeout: 30 });
    const loaded = treeRssMb(server.pid);
    return [
      { section, name: "idle after start", value: Math.round(idle), unit: "MB", budget: { max: IDLE_RSS_BUDGET_MB } },
      {
        section,
        name: `after load (${CONNECTIONS} connections, ${SECONDS} s)`,
        value: Math.round(loaded),
        unit: "MB",
        budget: { max: LOADED_RSS_BUDGET_MB },
      },
    ];
  } finally {
    await server.stop();
  }
}
