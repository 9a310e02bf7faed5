import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, spawnServer, startServerProcess } from "../../../scripts/server-process";

/**
 * Issue #30 item 1: a second server on the same DATA_DIR refuses before it
 * touches anything there; the first one's carts and orders survive it.
 */
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

async function graphql(origin: string, query: string) {
  const response = await fetch(`${origin}/api/2025-07/graphql.json`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { data: Record<string, unknown>; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** A cart in the embedded storefront; with an email, checked out into an order. */
async function cartAndMaybeOrder(origin: string, variantId: string, email?: string) {
  const data = await graphql(
    origin,
    `mutation { cartCreate(input: { lines: [{ merchandiseId: "${variantId}", quantity: 2 }] }) { cart { checkoutUrl } } }`,
  );
  const checkoutUrl = (data.cartCreate as { cart: { checkoutUrl: string } }).cart.checkoutUrl;
  const token = checkoutUrl.split("/").pop()!;
  if (email) {
    const placed = await fetch(`${origin}/local-storefront/checkout/${token}`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email }),
    });
    expect(placed.status).toBe(303);
  }
  return token;
}

async function checkoutPage(origin: string, token: string) {
  const response = await fetch(`${origin}/local-storefront/checkout/${token}`);
  return { status: response.status, html: await response.text() };
}

async function secondServer(dataDir: string, port: number) {
  const child = await spawnServer({ PORT: String(port), DATA_DIR: dataDir });
  let stderr = "";
  child.stderr!.on("data", (chunk) => (stderr += chunk));
  return new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.once("exit", (code) => resolve({ code, stderr })),
  );
}

describe("one owner per DATA_DIR", () => {
  it(
    "a refused second server leaves the first one's carts and orders intact across a restart",
    { timeout: 240_000 },
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ops-owner-"));
      dirs.push(dataDir);
      const port = await freePort();
      let server = await startServerProcess({ DATA_DIR: dataDir }, port);
      const products = await graphql(
        server.origin,
        "{ products(first: 1) { nodes { variants(first: 1) { nodes { id } } } } }",
      );
      const variantId = (products.products as { nodes: Array<{ variants: { nodes: Array<{ id: string }> } }> })
        .nodes[0]!.variants.nodes[0]!.id;

      const before = [
        await cartAndMaybeOrder(server.origin, variantId),
        await cartAndMaybeOrder(server.origin, variantId, "before@example.com"),
      ];
      const filesBefore = fs.readdirSync(dataDir).sort();
      const snapshotBefore = fs.readFileSync(path.join(dataDir, "local-storefront.json"), "utf8");

      const second = await secondServer(dataDir, await freePort());
      expect(second.code).toBe(1);
      expect(second.stderr.trim().split("\n")).toEqual([expect.stringContaining(`is in use by PID ${server.pid}`)]);
      // It touched nothing: the same files, the same snapshot, the journal still open (not deleted) in the first.
      expect(fs.readdirSync(dataDir).sort()).toEqual(filesBefore);
      expect(fs.readFileSync(path.join(dataDir, "local-storefront.json"), "utf8")).toBe(snapshotBefore);
      const openFiles = fs
        .readdirSync(`/proc/${server.pid}/fd`)
        .map((fd) => {
          try {
            return fs.readlinkSync(`/proc/${server.pid}/fd/${fd}`);
          } catch {
            return "";
          }
        })
        .filter((target) => target.includes(dataDir));
      expect(openFiles).toContain(path.join(dataDir, "local-storefront.json.journal"));
      expect(openFiles.filter((target) => target.endsWith("(deleted)"))).toEqual([]);

      // The first server keeps writing; every cart and order survives its restart.
      const after = [
        await cartAndMaybeOrder(server.origin, variantId),
        await cartAndMaybeOrder(server.origin, variantId, "after@example.com"),
      ];
      expect(await server.signal("SIGTERM")).toBe(0);
      server = await startServerProcess({ DATA_DIR: dataDir }, port);
      for (const token of [...before, ...after]) expect((await checkoutPage(server.origin, token)).status).toBe(200);
      expect((await checkoutPage(server.origin, before[1]!)).html).toContain("#1001");
      expect((await checkoutPage(server.origin, after[1]!)).html).toContain("#1002");
      expect(await server.signal("SIGTERM")).toBe(0);
    },
  );
});
