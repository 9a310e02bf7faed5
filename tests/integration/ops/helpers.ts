import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { freePort } from "../../../scripts/server-process";

/** Asks `probe` again (every 200 ms, `tries` times at most) until `done` holds; returns the last answer. */
export async function until<T>(probe: () => Promise<T>, done: (value: T) => boolean, tries = 150): Promise<T> {
  let last = await probe();
  for (let i = 0; i < tries && !done(last); i++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    last = await probe();
  }
  return last;
}

export async function readyz(origin: string) {
  const response = await fetch(`${origin}/readyz`);
  return {
    status: response.status,
    body: (await response.json()) as { status: string; failing?: Record<string, string> },
  };
}

export const HAS_REDIS_SERVER = spawnSync("redis-server", ["--version"]).status === 0;

/**
 * A private redis-server on a free port that a test stops and starts again
 * (never the machine's own Redis on 6379).
 */
export async function startPrivateRedis() {
  const port = await freePort();
  let child: ChildProcess | null = null;
  async function start() {
    child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
      stdio: "ignore",
    });
    await until(
      async () => spawnSync("redis-cli", ["-p", String(port), "ping"], { encoding: "utf8" }).stdout.trim(),
      (answer) => answer === "PONG",
      50,
    );
  }
  async function stop() {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill("SIGKILL");
    await exited;
  }
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}

/** The refusals counted so far, by `reason route`, from the metrics listener. */
export async function refusals(metricsOrigin: string) {
  const text = await (await fetch(`${metricsOrigin}/metrics`)).text();
  const counted: Record<string, number> = {};
  for (const match of text.matchAll(/^biolife_overload_shed_total\{reason="([^"]+)",route="([^"]+)"\} (\d+)/gm))
    counted[`${match[1]} ${match[2]}`] = Number(match[3]);
  return counted;
}

/** The refusals of `route` among `counted`, whatever the reason. */
export const refusalsOf = (counted: Record<string, number>, route: string) =>
  Object.entries(counted)
    .filter(([key]) => key.endsWith(` ${route}`))
    .reduce((sum, [, n]) => sum + n, 0);
