import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../scripts/server-process";

/**
 * `npm run storefront` as its own process (the entry point itself, without npm in between, so the PID
 * is the server's), on a free loopback port, in a fresh data folder unless one is given.
 */
export async function startStandaloneStorefront(options: { env?: Record<string, string>; dataDir?: string } = {}) {
  const port = await freePort();
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "biolife-standalone-"));
  const child = spawn(process.execPath, ["--import", "tsx", "local-storefront/standalone.ts"], {
    env: {
      ...process.env,
      STOREFRONT_PORT: String(port),
      STOREFRONT_HOST: "127.0.0.1",
      STOREFRONT_DATA_DIR: dataDir,
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const keep = (chunk: Buffer) => {
      output = (output + chunk).slice(-16_000);
      if (output.includes("Local storefront on ")) resolve();
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    void exited.then((code) => reject(new Error(`storefront exited (${code}): ${output}`)));
    setTimeout(() => reject(new Error(`storefront did not start: ${output}`)), 60_000).unref();
  });
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    pid: child.pid!,
    dataDir,
    output: () => output,
    exited,
    /** SIGTERM; the data folder removed unless it was given. */
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      const code = await exited;
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
