import { spawn, type ChildProcess, type StdioOptions } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * The production build started and not waited for, on a free port unless env gives PORT: for a start
 * that must fail (a DATA_DIR in use) or be killed while it starts.
 */
export async function spawnServer(env: Record<string, string>, stdio: StdioOptions = "pipe"): Promise<ChildProcess> {
  return spawn(process.execPath, ["build/server.js"], {
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(await freePort()), ...env },
    stdio,
  });
}

const startWords = () =>
  (JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts.start.split(
    /\s+/,
  );

/** The Node flags of package.json's `start` script, so tests, bench and load run the server as operators do. */
export function startFlags(): string[] {
  return startWords().filter((word) => word.startsWith("--"));
}

/** The variables the `start` script sets (glibc's malloc settings), NODE_ENV aside. */
export function startEnv(): Record<string, string> {
  const assignments = startWords().filter((word) => /^[A-Z_]+=/.test(word) && !word.startsWith("NODE_ENV="));
  return Object.fromEntries(
    assignments.map((word) => [word.slice(0, word.indexOf("=")), word.slice(word.indexOf("=") + 1)]),
  );
}

/**
 * The production build (`build/server.js`) as its own process on embedded
 * defaults, on a free port (or the given one), with the given env: used by the
 * integration tests, `npm run bench` and `npm run load`.
 */
export async function startServerProcess(
  env: Record<string, string>,
  port?: number,
  options: { keepLines?: RegExp } = {},
) {
  if (!fs.existsSync("build/server.js")) throw new Error("build/server.js is missing: run `npm run build` first");
  // Two free-port probes in a row can be handed the same port: never the one given for the metrics listener.
  if (port === undefined)
    do port = await freePort();
    while (String(port) === env.METRICS_PORT);
  // A data folder of its own (removed by stop()) unless env names one.
  const ownDataDir = env.DATA_DIR ? null : fs.mkdtempSync(path.join(os.tmpdir(), "biolife-proc-"));
  const dataDir = env.DATA_DIR ?? ownDataDir!;
  if (!({ ...process.env, ...env }.DATABASE_URL ?? "") && fs.readdirSync(dataDir).length === 0)
    await copyTemplateDatabase(dataDir);
  let output = "";
  // `npm start`'s Node flags (its memory settings), then SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it under load.
  const nodeArgs = [...startFlags(), ...(process.env.SERVER_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [])];
  // A stand-in store on plain http (a local storefront on loopback) is refused in production: run as "test" then.
  const nodeEnv = /^http:\/\//i.test(env.PUBLIC_STORE_DOMAIN ?? "") ? "test" : "production";
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, "build/server.js"], {
    // Drawing every product image ahead costs a test server's whole life some CPU: only when asked (the bench).
    env: {
      ...process.env,
      ...startEnv(),
      NODE_ENV: nodeEnv,
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      PREDRAW_IMAGES: "off",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // The last part of what it printed, for error messages (a long load run prints a lot), and every line that
  // matches `options.keepLines` (the first thousand), which a run's thousands of request lines would push out.
  const kept: string[] = [];
  // One per stream: a line's start and end come on the same stream, not always in one chunk.
  const keeper = () => {
    let partial = "";
    return (chunk: Buffer) => {
      output = (output + chunk).slice(-16_000);
      if (!options.keepLines) return;
      const lines = (partial + chunk).split("\n");
      partial = lines.pop()!;
      for (const line of lines) if (options.keepLines.test(line) && kept.length < 1_000) kept.push(line);
    };
  };
  child.stdout?.on("data", keeper());
  child.stderr?.on("data", keeper());
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      if ((await fetch(`${origin}/robots.txt`)).ok) break;
    } catch {
      if (i > 600) throw new Error(`server did not start: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    origin,
    /** The data folder it runs on (env.DATA_DIR when given). */
    dataDir,
    output: () => output,
    /** The lines it printed that match `options.keepLines` (the first thousand). */
    keptLines: () => [...kept],
    /** Sends a signal (SIGTERM for a graceful shutdown); resolves with the exit code. */
    signal(signal: NodeJS.Signals) {
      child.kill(signal);
      return exited;
    },
    pid: child.pid!,
    /** SIGTERM, then the data folder removed; resolves with the exit code. */
    async stop(): Promise<number | null> {
      if (child.exitCode === null) child.kill("SIGTERM");
      const code = await exited;
      if (ownDataDir) fs.rmSync(ownDataDir, { recursive: true, force: true });
      return code;
    },
  };
}

/**
 * SERVER_TEMPLATE_DIR (set for a Vitest run by tests/support/global-setup.ts):
 * a folder where the run's first server on an empty DATA_DIR leaves its
 * migrated and seeded embedded database. Later servers on an empty DATA_DIR
 * start from a copy of it: the same rows a first start makes, without creating
 * and migrating a database each time (most of a start's seconds). One process
 * builds it (mkdir is the lock); a server that would have to wait for it makes
 * its own database instead, as without a template.
 */
async function copyTemplateDatabase(target: string) {
  const root = process.env.SERVER_TEMPLATE_DIR;
  if (!root) return;
  const data = path.join(root, "data");
  if (path.resolve(target) === path.resolve(data)) return; // the start that makes the template
  const ready = path.join(root, "ready");
  if (!fs.existsSync(ready)) {
    try {
      fs.mkdirSync(path.join(root, "building"));
    } catch {
      return; // another server of this run is building it
    }
    fs.mkdirSync(data, { recursive: true });
    const first = await startServerProcess({ DATA_DIR: data }).catch(() => null);
    if (!first || (await first.signal("SIGTERM")) !== 0) return;
    fs.writeFileSync(ready, "");
  }
  fs.cpSync(path.join(data, "pglite"), path.join(target, "pglite"), { recursive: true });
}
