import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { connect, type Socket } from "node:net";
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

/**
 * Holds `count` of the server's places for requests in progress: form posts whose bodies never finish
 * arriving (each waits for the rest until the socket closes). With REQUEST_CONCURRENCY set to `count`,
 * every other request waits its turn and is refused once it has waited OVERLOAD_MAX_WAIT_MS.
 */
export async function holdPlaces(origin: string, count: number, metricsOrigin: string) {
  const { host, port } = new URL(origin);
  const sockets = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Socket>((resolve, reject) => {
          const socket = connect({ host: host.split(":")[0], port: Number(port) }, () => {
            socket.write(
              `POST /contact HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${origin}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nname=held`,
            );
            resolve(socket);
          });
          socket.once("error", reject);
        }),
    ),
  );
  // Held once the server's own gauge counts them in progress.
  await until(
    () => requestGauge(metricsOrigin, "in_progress"),
    (n) => n >= count,
  );
  return { release: () => sockets.forEach((socket) => socket.destroy()) };
}

/** A state of the overload policy's gauge (biolife_requests) read from the metrics listener. */
export async function requestGauge(metricsOrigin: string, state: "in_progress" | "waiting" | "oldest_wait_seconds") {
  const text = await (await fetch(`${metricsOrigin}/metrics`)).text();
  const line = text.split("\n").find((l) => l.startsWith(`biolife_requests{state="${state}"}`));
  return line ? Number(line.split(" ").at(-1)) : 0;
}

/** The refusals counted so far, by `reason route`, from the metrics listener. */
export async function refusals(metricsOrigin: string) {
  const text = await (await fetch(`${metricsOrigin}/metrics`)).text();
  const counted: Record<string, number> = {};
  for (const match of text.matchAll(/^biolife_overload_shed_total\{reason="([^"]+)",route="([^"]+)"\} (\d+)/gm))
    counted[`${match[1]} ${match[2]}`] = Number(match[3]);
  return counted;
}
