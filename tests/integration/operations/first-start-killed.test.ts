import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { spawnServer, startServerProcess } from "../../../scripts/server-process";

/**
 * A first start makes the embedded database in a process of its own
 * (decision 0048). A host that dies meanwhile (the server and that process
 * killed at once) must leave a DATA_DIR the next start opens and serves from.
 */
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** The pids of the processes whose command line has `needle`. */
function processesWith(needle: string): number[] {
  return fs
    .readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(needle);
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe("a first start killed while it makes the database", () => {
  it.each([300, 1500])(
    "leaves a DATA_DIR the next start opens (killed %i ms into initdb)",
    { timeout: 240_000 },
    async (afterMs) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "biolife-first-kill-"));
      dirs.push(dataDir);
      const first = await spawnServer({ DATA_DIR: dataDir, PREDRAW_IMAGES: "off" }, "ignore");
      const exited = new Promise((resolve) => first.once("exit", resolve));
      let initdb: number[] = [];
      for (let waited = 0; initdb.length === 0; waited += 10) {
        if (waited > 60_000) throw new Error("initdb never started");
        await new Promise((resolve) => setTimeout(resolve, 10));
        initdb = processesWith(`--initdb\0{"dir":"${path.join(dataDir, "pglite")}`);
      }
      await new Promise((resolve) => setTimeout(resolve, afterMs));
      // As a host dies: everything at once, nothing gets to finish.
      for (const pid of [first.pid!, ...initdb]) {
        try {
          process.kill(pid, "SIGKILL");
        } catch {
          // already gone: initdb may have finished
        }
      }
      await exited;

      const next = await startServerProcess({ DATA_DIR: dataDir });
      try {
        expect((await fetch(`${next.origin}/readyz`)).status).toBe(200);
        // The database works: a cart is written and read back.
        const add = await fetch(`${next.origin}/cart`, {
          method: "POST",
          body: new URLSearchParams({
            intent: "add",
            merchandiseId: "gid://shopify/ProductVariant/45100000000001",
            redirectTo: "/about",
          }),
          redirect: "manual",
        });
        expect(add.status).toBe(303);
        const cart = add.headers
          .getSetCookie()
          .map((c) => c.split(";")[0])
          .filter((c) => c.startsWith("biolife_cart="));
        const page = await fetch(`${next.origin}/about`, { headers: { Cookie: cart.join("; ") } });
        expect(await page.text()).toContain('aria-label="Cart, 1 item"');
      } finally {
        await next.stop();
      }
    },
  );
});
