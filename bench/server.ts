import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** The production build on embedded defaults in its own process, for the page benchmarks. */
export async function startBenchServer(port: number, env: Record<string, string> = {}) {
  if (!fs.existsSync("build/server.js")) throw new Error("build/server.js is missing: run `npm run build` first");
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "biolife-bench-"));
  const child = spawn(process.execPath, ["build/server.js"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, RATE_LIMIT_SCALE: "1000", ...env },
    stdio: "ignore",
  });
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error("the bench server exited during start");
    try {
      if ((await fetch(`${origin}/robots.txt`)).ok) break;
    } catch {
      if (i > 600) throw new Error("the bench server did not start in 2 minutes");
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    origin,
    stop() {
      child.kill("SIGTERM");
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
