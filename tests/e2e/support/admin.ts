import { execFile } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, request, type APIRequestContext } from "@playwright/test";
import { baseURL, dataDir } from "../../../playwright.config";

const run = promisify(execFile);

/**
 * Grants the admin role the way an operator does: `npm run grant-admin`, which
 * reaches the running e2e server's database through the admin socket in its
 * DATA_DIR (no HTTP route grants a role).
 */
export async function grantAdmin(email: string): Promise<void> {
  await oneWorkerAtATime(async () => {
    // The admin socket takes one client at a time: anything else using it is waited for.
    for (let attempt = 1; ; attempt++) {
      try {
        const { stdout } = await run(process.execPath, ["--import", "tsx", "scripts/grant-admin.ts", email], {
          env: { ...process.env, DATA_DIR: dataDir },
        });
        expect(stdout).toContain(email);
        return;
      } catch (error) {
        const stderr = String((error as { stderr?: string }).stderr);
        if (attempt >= 5 || !/another admin client|connection timeout/.test(stderr)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
      }
    }
  });
}

/**
 * Runs `grant` while no other worker of this run is granting: the workers'
 * grant-admin processes would otherwise meet at the admin socket, which takes
 * one client. A folder made with mkdir is the lock, with the holder's pid in
 * it: a lock whose worker has gone (Playwright ends a worker after a failed
 * test) is taken over at once.
 */
async function oneWorkerAtATime(grant: () => Promise<void>): Promise<void> {
  const key = createHash("sha1").update(path.resolve(dataDir)).digest("hex").slice(0, 12);
  const lock = path.join(os.tmpdir(), `biolife-e2e-grant-admin-${key}.lock`);
  const giveUpAt = Date.now() + 60_000;
  let held = false;
  while (!held && Date.now() < giveUpAt) {
    try {
      fs.mkdirSync(lock);
      fs.writeFileSync(path.join(lock, "pid"), String(process.pid));
      held = true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      if (holderGone(lock)) fs.rmSync(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    await grant();
  } finally {
    if (held) fs.rmSync(lock, { recursive: true, force: true });
  }
}

function holderGone(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(path.join(lock, "pid"), "utf8"));
  } catch {
    return false; // just made: its pid is not written yet (or it was removed meanwhile)
  }
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
}

let signedIn: Promise<APIRequestContext> | undefined;

/** An API client signed in as an admin of its own (one per worker), for the admin-only /dev JSON routes. */
export function adminRequest(): Promise<APIRequestContext> {
  signedIn ??= (async () => {
    const context = await request.newContext({ baseURL });
    const email = `e2e-admin-${randomBytes(6).toString("hex")}@example.com`;
    const password = `pw-${randomBytes(9).toString("hex")}`;
    const signUp = await context.post("/auth", {
      form: { intent: "signup", email, password, confirmPassword: password },
      maxRedirects: 0,
    });
    expect(signUp.status(), "admin sign-up").toBeLessThan(400);
    await grantAdmin(email);
    const login = await context.post("/auth", { form: { intent: "login", email, password }, maxRedirects: 0 });
    expect(login.status(), "admin sign-in").toBe(303);
    return context;
  })();
  return signedIn;
}
