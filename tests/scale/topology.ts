import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { freePort, startServerProcess } from "../../scripts/server-process";
import { createFaultDatabase } from "../support/fault-database";
import { seedRunningGiveaway } from "../support/running-giveaway";
import { startStandaloneStorefront } from "../support/standalone-storefront";

/**
 * The scaled-out shop on loopback, started and stopped by PID: nginx in front
 * of host A and host B (each WEB_CONCURRENCY=2, its own DATA_DIR), one fresh
 * PostgreSQL database, a private redis-server (so a test can stop it), and
 * one stand-alone storefront that both hosts use as their Shopify.
 */
export const NGINX = process.env.NGINX_BIN ?? ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => fs.existsSync(p));
const REDIS_SERVER = ["/usr/bin/redis-server", "/usr/local/bin/redis-server"].find((p) => fs.existsSync(p));

/** Why the suite cannot run here, or null when it can. */
export function missingPart(): string | null {
  if (!process.env.TEST_DATABASE_URL) return "TEST_DATABASE_URL (a PostgreSQL server) is not set";
  if (!REDIS_SERVER) return "redis-server is not installed (the suite runs its own, to stop it mid-run)";
  if (!NGINX) return "nginx is not installed (apt-get install -y nginx)";
  if (!fs.existsSync("build/server.js")) return "build/server.js is missing: run `npm run build` first";
  return null;
}

export const TEMPLATE = path.resolve("tests/scale/nginx.conf");

function waitForPort(port: number, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve();
      });
      socket.once("error", () => {
        socket.destroy();
        if (Date.now() > until) reject(new Error(`nothing listens on ${port}`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return child.exitCode !== null ? Promise.resolve(child.exitCode) : new Promise((r) => child.once("exit", r));
}

/** A redis-server of the suite's own, without persistence, that can be stopped and started on its port. */
export async function startRedis(port: number, dir: string) {
  const child = spawn(
    REDIS_SERVER!,
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir],
    { stdio: "ignore" },
  );
  await waitForPort(port);
  return {
    pid: child.pid!,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exitOf(child);
    },
  };
}

/** The template with this run's values; a host named in `down` is marked down (taken out of rotation). */
export function nginxConfig(options: { listen: number; hosts: string[]; prefix: string; down?: string }): string {
  const server = (host: string) => (host === options.down ? `${host} down` : host);
  return fs
    .readFileSync(TEMPLATE, "utf8")
    .replaceAll("{{PREFIX}}", options.prefix)
    .replaceAll("{{LISTEN}}", `127.0.0.1:${options.listen}`)
    .replaceAll("{{HOST_A}}", server(options.hosts[0]))
    .replaceAll("{{HOST_B}}", server(options.hosts[1]));
}

/** nginx from the template, in the foreground (its master's PID is the child's). */
async function startNginx(listen: number, hosts: string[], prefix: string) {
  for (const dir of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) {
    fs.mkdirSync(path.join(prefix, dir), { recursive: true });
    // Its workers run as an unprivileged user when the suite runs as root; large responses spill here.
    fs.chmodSync(path.join(prefix, dir), 0o777);
  }
  fs.chmodSync(prefix, 0o755);
  const file = path.join(prefix, "nginx.conf");
  const errorLog = path.join(prefix, "error.log");
  fs.writeFileSync(file, nginxConfig({ listen, hosts, prefix }));
  let output = "";
  const child = spawn(NGINX!, ["-p", prefix, "-c", file, "-e", errorLog, "-g", "daemon off;"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (c: Buffer) => (output += c));
  child.stderr!.on("data", (c: Buffer) => (output += c));
  await Promise.race([
    waitForPort(listen),
    exitOf(child).then((code) => Promise.reject(new Error(`nginx exited (${code}): ${output}`))),
  ]);
  return {
    pid: child.pid!,
    errorLog: () => fs.readFileSync(errorLog, "utf8"),
    /**
     * Takes a host out of rotation (or puts all back with none) and reloads (SIGHUP to the master):
     * new workers use the new list, old ones finish the requests they hold, then exit.
     */
    async rotate(down: string | undefined) {
      fs.writeFileSync(file, nginxConfig({ listen, hosts, prefix, down }));
      const reloads = (fs.readFileSync(errorLog, "utf8").match(/reconfiguring/g) ?? []).length;
      process.kill(child.pid!, "SIGHUP");
      while ((fs.readFileSync(errorLog, "utf8").match(/reconfiguring/g) ?? []).length === reloads)
        await new Promise((resolve) => setTimeout(resolve, 50));
    },
    async stop() {
      if (child.exitCode === null) child.kill("SIGQUIT");
      await exitOf(child);
    },
  };
}

export type Host = Awaited<ReturnType<typeof startServerProcess>>;

export async function startTopology() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "biolife-scale-"));
  fs.chmodSync(work, 0o755);
  const [sitePort, portA, portB, redisPort] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const site = `http://127.0.0.1:${sitePort}`;
  const token = randomBytes(16).toString("hex");
  const webhookSecret = randomBytes(16).toString("hex");
  const stops: Array<() => Promise<unknown>> = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    fs.rmSync(work, { recursive: true, force: true });
  };
  try {
    let redis = await startRedis(redisPort, work);
    stops.push(() => redis.stop());
    const storefront = await startStandaloneStorefront({
      env: {
        STOREFRONT_ACCESS_TOKEN: token,
        STOREFRONT_DEV_ROUTES: "true",
        STOREFRONT_SHOP_URL: `${site}/shop`,
      },
    });
    stops.push(() => storefront.stop());
    const database = await createFaultDatabase(process.env.TEST_DATABASE_URL!);
    stops.push(() => database.drop());
    // Migrated, with a giveaway running now (an ended one takes no entries).
    await seedRunningGiveaway(database.url);

    const env = {
      WEB_CONCURRENCY: "2",
      DATABASE_URL: database.url,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      REDIS_KEY_PREFIX: `biolife-scale-${randomBytes(3).toString("hex")}:`,
      SESSION_SECRET: randomBytes(32).toString("hex"),
      PUBLIC_STORE_DOMAIN: storefront.origin,
      PUBLIC_STOREFRONT_API_TOKEN: token,
      SHOPIFY_WEBHOOK_SECRET: webhookSecret,
      PUBLIC_SITE_URL: site,
      TRUSTED_PROXIES: "1",
      LOG_LEVEL: "warn",
    };
    const hosts: Record<"A" | "B", Host> = {} as never;
    const ports = { A: portA, B: portB };
    const startHost = async (name: "A" | "B") => {
      hosts[name] = await startServerProcess(env, ports[name]);
    };
    await Promise.all([startHost("A"), startHost("B")]);
    stops.push(() => Promise.all([hosts.A.stop(), hosts.B.stop()]));
    const nginx = await startNginx(sitePort, [`127.0.0.1:${portA}`, `127.0.0.1:${portB}`], path.join(work, "nginx"));
    stops.push(() => nginx.stop());

    return {
      site,
      hosts,
      storefront,
      database,
      nginx,
      env,
      webhookSecret,
      /**
       * A rolling deploy's step for one host: out of nginx's rotation (the requests it holds finish),
       * SIGTERM to the host's primary, wait for it to exit, start it again on its port, wait until it
       * answers /readyz, back into rotation. Resolves with the old process's exit code.
       */
      async restart(name: "A" | "B") {
        await nginx.rotate(`127.0.0.1:${ports[name]}`);
        // Requests the old nginx workers had read but not yet passed on still go to this host.
        await new Promise((resolve) => setTimeout(resolve, 500));
        const code = await hosts[name].stop();
        await startHost(name);
        for (let ready = false; !ready; await new Promise((resolve) => setTimeout(resolve, 100)))
          ready = (await fetch(`${hosts[name].origin}/readyz`).catch(() => null))?.status === 200;
        await nginx.rotate(undefined);
        return code;
      },
      redis: {
        port: redisPort,
        stop: () => redis.stop(),
        async start() {
          redis = await startRedis(redisPort, work);
        },
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

export type Topology = Awaited<ReturnType<typeof startTopology>>;
