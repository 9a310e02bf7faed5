import { startServerProcess } from "../scripts/server-process";

/** The production build on embedded defaults in its own process, for the page benchmarks (abuse limits raised). */
export function startBenchServer(port: number, env: Record<string, string> = {}) {
  return startServerProcess({ RATE_LIMIT_SCALE: "1000", ...env }, port);
}
