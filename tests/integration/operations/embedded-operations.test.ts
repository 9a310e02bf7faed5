import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { connect } from "~/.server/db/connect";
import { freePort, spawnServer, startServerProcess } from "../../../scripts/server-process";

const run = promisify(execFile);
const dirs: string[] = [];
const tempDir = (name: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `ops-${name}-`));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

async function npmScript(script: string, dataDir: string, args: string[] = []) {
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", `scripts/${script}.ts`, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

/** A browser-less shopper: signs up and in through /auth, keeping the session cookie. */
async function signUpAndIn(origin: string, email: string) {
  const form = (body: Record<string, string>, cookie = "") =>
    fetch(`${origin}/auth`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
      body: new URLSearchParams(body),
    });
  const signedUp = await form({ intent: "signup", email, password: "secret123", confirmPassword: "secret123" });
  expect(signedUp.status).toBe(303);
  const login = await form({ intent: "login", email, password: "secret123" });
  expect(login.status).toBe(303);
  return login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

const accountPage = async (origin: string, cookie: string) =>
  (await fetch(`${origin}/account`, { headers: { Cookie: cookie } })).text();
const showsAdmin = (html: string) => html.includes(">Admin</span>") && html.includes("tab=training");

describe("operating the embedded database while the shop runs", () => {
  it("grant-admin through the running server shows at once and after a restart", { timeout: 240_000 }, async () => {
    const dataDir = tempDir("grant");
    const port = await freePort();
    let server = await startServerProcess({ DATA_DIR: dataDir }, port);
    const cookie = await signUpAndIn(server.origin, "operator@example.com");
    expect(showsAdmin(await accountPage(server.origin, cookie))).toBe(false);

    const granted = await npmScript("grant-admin", dataDir, ["operator@example.com"]);
    expect(granted).toMatchObject({ code: 0 });
    expect(granted.output).toContain("operator@example.com is now an admin.");
    expect(showsAdmin(await accountPage(server.origin, cookie))).toBe(true);
    expect((await npmScript("db-migrate", dataDir)).output).toContain("Database is up to date.");

    expect(await server.signal("SIGTERM")).toBe(0);
    server = await startServerProcess({ DATA_DIR: dataDir }, port);
    expect(showsAdmin(await accountPage(server.origin, cookie))).toBe(true);
    await server.signal("SIGTERM");
  });

  it(
    "a second server on the same DATA_DIR exits 1 naming the owner; after kill -9 the next start takes over",
    { timeout: 240_000 },
    async () => {
      const dataDir = tempDir("lock");
      const first = await startServerProcess({ DATA_DIR: dataDir });
      const second = await spawnServer({ DATA_DIR: dataDir });
      let stderr = "";
      second.stderr!.on("data", (chunk) => (stderr += chunk));
      const code = await new Promise((resolve) => second.once("exit", resolve));
      expect(code).toBe(1);
      const lines = stderr.trim().split("\n");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`is in use by PID ${first.pid}`);
      expect((await fetch(`${first.origin}/robots.txt`)).status).toBe(200);

      await first.signal("SIGKILL");
      expect(fs.existsSync(path.join(dataDir, "owner.lock"))).toBe(true);
      const next = await startServerProcess({ DATA_DIR: dataDir });
      expect(JSON.parse(fs.readFileSync(path.join(dataDir, "owner.lock"), "utf8")).pid).toBe(next.pid);
      expect((await fetch(`${next.origin}/robots.txt`)).status).toBe(200);
      expect(await next.signal("SIGTERM")).toBe(0);
      expect(
        fs
          .readdirSync(dataDir)
          .filter((name) => name.startsWith(".s.PGSQL") || name === "owner.lock" || name === "admin.sock"),
      ).toEqual([]);
    },
  );

  it(
    "db:backup while the shop takes writes restores the same rows; db:restore refuses a used or locked directory",
    { timeout: 300_000 },
    async () => {
      const dataDir = tempDir("live");
      const server = await startServerProcess({ DATA_DIR: dataDir, RATE_LIMIT_SCALE: "1000" });
      for (let i = 0; i < 3; i++) await signUpAndIn(server.origin, `before-${i}@example.com`);
      await npmScript("grant-admin", dataDir, ["before-0@example.com"]);

      // Backup while sign-ups keep arriving: it completes and the shop keeps answering.
      let writing = true;
      const writes = (async () => {
        let n = 0;
        while (writing && n < 500) await signUpAndIn(server.origin, `during-${n++}@example.com`);
        return n;
      })();
      const duringFile = path.join(tempDir("dump"), "during.sql");
      const during = await npmScript("db-backup", dataDir, [duringFile]);
      writing = false;
      expect(await writes).toBeGreaterThan(0);
      expect(during).toMatchObject({ code: 0 });

      const dumpFile = path.join(tempDir("dump"), "shop.sql");
      expect(await npmScript("db-backup", dataDir, [dumpFile])).toMatchObject({ code: 0 });

      // Refusals: into the running server's directory (locked), and into a directory with a database.
      const locked = await npmScript("db-restore", dataDir, [dumpFile]);
      expect(locked.code).toBe(1);
      expect(locked.output).toContain(`is in use by PID ${server.pid}`);
      expect(await server.signal("SIGTERM")).toBe(0);
      const before = fs.readdirSync(path.join(dataDir, "pglite")).length;
      const used = await npmScript("db-restore", dataDir, [dumpFile]);
      expect(used.code).toBe(1);
      expect(used.output).toContain("already holds a database");
      expect(fs.readdirSync(path.join(dataDir, "pglite")).length).toBe(before);

      const restoredDir = tempDir("restored");
      expect(await npmScript("db-restore", restoredDir, [dumpFile])).toMatchObject({ code: 0 });

      const tables = [
        "auth.users",
        "public.user_roles",
        "public.cart_sessions",
        "public.kia_giveaway_entries",
        "public.chat_knowledge_base",
      ];
      const snapshot = async (dir: string) => {
        const db = connect({ dataDir: dir });
        try {
          const rows: Record<string, unknown[]> = {};
          for (const table of tables)
            rows[table] = (await sql.raw(`select * from ${table} order by 1`).execute(db)).rows;
          return rows;
        } finally {
          await db.destroy();
        }
      };
      const original = await snapshot(dataDir);
      expect(original["auth.users"]!.length).toBeGreaterThan(3);
      expect(await snapshot(restoredDir)).toEqual(original);
      // The restore left its line in the audit log of the database it made.
      const restoredDb = connect({ dataDir: restoredDir });
      try {
        const lines = await sql.raw(`select actor, action from public.admin_audit_log`).execute(restoredDb);
        expect(lines.rows).toContainEqual({ actor: "operator (db:restore)", action: "db.restore" });
      } finally {
        await restoredDb.destroy();
      }

      // The dump taken mid-writes restores too, as one consistent moment: every user it holds is
      // one the shop has, with the same row, and everyone signed up before it began is in it.
      const duringDir = tempDir("restored-during");
      expect(await npmScript("db-restore", duringDir, [duringFile])).toMatchObject({ code: 0 });
      const midway = await snapshot(duringDir);
      const emails = (rows: unknown[]) => rows.map((row) => (row as { email: string }).email);
      expect(emails(midway["auth.users"]!)).toEqual(
        expect.arrayContaining(["before-0@example.com", "before-2@example.com"]),
      );
      for (const user of midway["auth.users"]!) expect(original["auth.users"]).toContainEqual(user);
      expect(midway["public.user_roles"]).toEqual(original["public.user_roles"]);

      // The restored directory serves the shop with the same admin.
      const restored = await startServerProcess({ DATA_DIR: restoredDir });
      const cookie = await signUpAndIn(restored.origin, "after@example.com").catch(() => "");
      expect(cookie).not.toBe("");
      await restored.signal("SIGTERM");
    },
  );
});
