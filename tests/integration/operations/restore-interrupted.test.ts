import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { spawnServer, startServerProcess } from "../../../scripts/server-process";
import { adminCommand, allRows, runAdminCommand, tempDirs } from "../../support/admin-commands";
import { placeLocalOrder, signUp } from "../../support/shop-http";

/**
 * Issue 56 item 10: a db:restore killed half-way leaves nothing a start opens
 * as an empty shop: the start refuses and says why, and the restore run
 * again makes the whole shop.
 */
const temp = tempDirs();
afterAll(temp.removeAll);
const tempDir = temp.make;

/** A start on dataDir: its exit code and what it printed, or "serving" if it came up and answered. */
async function startOn(dataDir: string): Promise<{ code: number | null; stderr: string } | "serving"> {
  const child = await spawnServer({ DATA_DIR: dataDir, PREDRAW_IMAGES: "off" });
  let stderr = "";
  child.stderr!.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.once("exit", (code) => resolve({ code, stderr })),
  );
  const serving = new Promise<"serving">((resolve) => {
    let stdout = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      stdout += chunk;
      if (stdout.includes("BioLife storefront on")) resolve("serving");
    });
  });
  const outcome = await Promise.race([exited, serving]);
  if (outcome === "serving") {
    child.kill("SIGTERM");
    await exited;
  }
  return outcome;
}

describe("an interrupted db:restore", () => {
  it("is refused at start, and a restore run again makes the whole shop", { timeout: 300_000 }, async () => {
    const backupFile = path.join(tempDir("ops-backup-"), "shop.backup");
    const server = await startServerProcess({ RATE_LIMIT_SCALE: "1000" });
    let order: string;
    try {
      expect(await signUp(server.origin, "kept@example.com")).toBe(303);
      order = await placeLocalOrder(server.origin, "kept@example.com");
      const made = await runAdminCommand("db-backup", [backupFile], server.dataDir);
      expect(made.code, made.output).toBe(0);
    } finally {
      await server.stop();
    }

    // Killed once it has begun writing the database.
    const dataDir = tempDir("ops-restore-");
    const restore = adminCommand("db-restore", [backupFile], dataDir);
    const exited = new Promise((resolve) => restore.once("exit", resolve));
    const started = () => ["pglite", ".restore/pglite"].some((part) => fs.existsSync(path.join(dataDir, part)));
    while (!started() && restore.exitCode === null) await new Promise((resolve) => setTimeout(resolve, 5));
    restore.kill("SIGKILL");
    await exited;
    expect(restore.signalCode).toBe("SIGKILL");

    const start = await startOn(dataDir);
    expect(start).not.toBe("serving");
    expect(start).toMatchObject({ code: 1, stderr: expect.stringMatching(/db:restore that did not finish/) });

    const again = await runAdminCommand("db-restore", [backupFile], dataDir);
    expect(again.code, again.output).toBe(0);
    expect(fs.readdirSync(dataDir)).not.toContain(".restore");
    const restored = await startServerProcess({ DATA_DIR: dataDir, RATE_LIMIT_SCALE: "1000" });
    try {
      expect((await fetch(`${restored.origin}/robots.txt`)).status).toBe(200);
      const store = fs.readFileSync(path.join(dataDir, "local-storefront.json"), "utf8");
      expect(store).toContain(`"name":"${order!}"`);
      const rows = await allRows(dataDir);
      expect(rows["auth.users"]!.map((user) => (user as { email: string }).email)).toContain("kept@example.com");
    } finally {
      await restored.stop();
    }
  });
});
