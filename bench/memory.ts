import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import type { Row } from "./measure";
import { startBenchServer } from "./server";
import { listingProducts, shopperRound } from "../scripts/load-mix";
import { IDLE_RSS_BUDGET_MB, LOADED_RSS_BUDGET_MB, SETTLE_MS, treeRssMb } from "../scripts/process-memory";

/**
 * The server's memory on the embedded default (PGlite, the local storefront,
 * in-memory page cache), as VmRSS summed over its process tree, run with
 * `npm start`'s flags and variables: idle SETTLE_MS after it answers its first
 * request, on a first start (an empty DATA_DIR: initdb runs) and on a second
 * start of the same folder; then, on that second start, at the end of
 * `npm run load`'s mixed traffic (200 connections for 60 s;
 * BENCH_MEMORY_SECONDS shortens it). BENCH_MEMORY_PORT: the port (3794).
 */
const PORT = Number(process.env.BENCH_MEMORY_PORT ?? 3794);
const SECONDS = Number(process.env.BENCH_MEMORY_SECONDS ?? 60);
const CONNECTIONS = 200;

const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

export async function memoryBench(): Promise<Row[]> {
  const section = "memory: embedded default, RSS of the process tree";
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "biolife-memory-"));
  const idleRow = (name: string, mb: number): Row => ({
    section,
    name,
    value: Math.round(mb),
    unit: "MB",
    budget: { max: IDLE_RSS_BUDGET_MB },
  });
  try {
    const first = await startBenchServer(PORT, { DATA_DIR: dataDir });
    await settle();
    const firstIdle = treeRssMb(first.pid);
    await first.stop();
    const server = await startBenchServer(PORT, { DATA_DIR: dataDir });
    try {
      await settle();
      const idle = treeRssMb(server.pid);
      const requests = shopperRound(await listingProducts(server.origin));
      await autocannon({ url: server.origin, connections: CONNECTIONS, duration: SECONDS, requests, timeout: 30 });
      const loaded = treeRssMb(server.pid);
      return [
        idleRow(`idle ${SETTLE_MS / 1000} s after a first start (empty DATA_DIR)`, firstIdle),
        idleRow(`idle ${SETTLE_MS / 1000} s after a second start`, idle),
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
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
