import fs from "node:fs";
import { sql, type Kysely } from "kysely";
import type { Redis } from "ioredis";
import type { Request, Response, NextFunction } from "express";
import { MIGRATIONS_DIR } from "~/.server/db/migrate";
import { metrics } from "./metrics";
import { storefrontReachable } from "./storefront-calls";

/** How long each readiness check may take. */
export const CHECK_TIMEOUT_MS = 1_000;
/** A storefront call that succeeded this recently makes the storefront check pass without a call of its own. */
export const STOREFRONT_FRESH_MS = 10_000;

export const PROBE_PATHS = new Set(["/healthz", "/readyz"]);

export interface ReadinessDeps {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db(): Promise<Kysely<any>>;
  redis: Redis | undefined;
  /** A cheap Storefront call (made only when no call succeeded in the last 10 s). */
  pingStorefront(): Promise<unknown>;
}

class CheckTimeout extends Error {}

function within<T>(work: Promise<T>, ms = CHECK_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new CheckTimeout()), ms))),
  ]).finally(() => clearTimeout(timer));
}

const reason = (error: unknown) =>
  error instanceof CheckTimeout ? `no answer within ${CHECK_TIMEOUT_MS} ms` : "failed";

/**
 * GET /healthz: the process is alive (no call to anything). GET /readyz: 200
 * only when the database answers within 1 s with every migration applied,
 * Redis answers (when REDIS_URL is set) and the storefront answered in the
 * last 10 s; else 503 naming each failing check. After SIGTERM, 503 at once.
 * Neither is cached, rate-limited or logged at info (request-log.ts).
 */
export function createProbes(deps: ReadinessDeps) {
  const migrations = fs.readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith(".sql"));
  let stopping = false;

  async function checkDatabase(): Promise<Record<string, string>> {
    try {
      const rows = await within(
        deps.db().then((db) => sql<{ name: string }>`select name from public.schema_migrations`.execute(db)),
      );
      const applied = new Set(rows.rows.map((row) => row.name));
      const pending = migrations.filter((name) => !applied.has(name)).length;
      return pending ? { migrations: `${pending} pending` } : {};
    } catch (error) {
      return { database: reason(error) };
    }
  }

  async function checkRedis(): Promise<Record<string, string>> {
    if (!deps.redis) return {};
    try {
      await within(deps.redis.ping());
      return {};
    } catch (error) {
      return { redis: reason(error) };
    }
  }

  async function checkStorefront(): Promise<Record<string, string>> {
    if (storefrontReachable(STOREFRONT_FRESH_MS)) return {};
    try {
      await within(deps.pingStorefront());
      return {};
    } catch (error) {
      return { storefront: reason(error) };
    }
  }

  async function readiness() {
    if (stopping) return { status: 503, body: { status: "stopping" } };
    const failing = Object.assign({}, ...(await Promise.all([checkDatabase(), checkRedis(), checkStorefront()])));
    const ok = Object.keys(failing).length === 0;
    return { status: ok ? 200 : 503, body: ok ? { status: "ready" } : { status: "not ready", failing } };
  }

  function middleware(req: Request, res: Response, next: NextFunction) {
    if (!PROBE_PATHS.has(req.path) || (req.method !== "GET" && req.method !== "HEAD")) return next();
    res.setHeader("Cache-Control", "no-store");
    if (req.path === "/healthz") {
      res.json({ status: "alive" });
      return;
    }
    void readiness().then(({ status, body }) => {
      metrics.ready.set(status === 200 ? 1 : 0);
      res.status(status).json(body);
    });
  }

  return {
    middleware,
    /** SIGTERM: /readyz answers 503 from now on. */
    stopping() {
      stopping = true;
      metrics.ready.set(0);
    },
  };
}
