import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
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
  // The admin socket takes one client at a time: another worker granting its own admin is told to try again.
  for (let attempt = 1; ; attempt++) {
    try {
      const { stdout } = await run(process.execPath, ["--import", "tsx", "scripts/grant-admin.ts", email], {
        env: { ...process.env, DATA_DIR: dataDir },
      });
      expect(stdout).toContain(email);
      return;
    } catch (error) {
      if (attempt >= 5 || !String((error as { stderr?: string }).stderr).includes("another admin client")) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    }
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
