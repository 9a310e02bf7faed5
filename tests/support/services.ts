import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AppLoadContext } from "@remix-run/node";
import { parseEnv } from "~/.server/env";
import { createServices, type ServiceOptions, type Services } from "~/.server/services";

/**
 * The shop's services for a test, built the way server.ts builds them, over
 * a fresh embedded database in a temporary folder (or whatever `env` names).
 */
export function startTestServices(options: ServiceOptions & { env?: Record<string, string> } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "biolife-services-"));
  const env = parseEnv({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    SESSION_SECRET: "test-session-secret-0123456789abcdef0123",
    ...options.env,
  });
  const services = createServices(env, { log: { log: () => {} }, ...options });
  return {
    services,
    /** A load context as server.ts's getLoadContext makes it. */
    context: (clientIp = "127.0.0.1"): AppLoadContext => ({ cspNonce: "test-nonce", clientIp, services }),
    async close() {
      await services.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type { Services };
