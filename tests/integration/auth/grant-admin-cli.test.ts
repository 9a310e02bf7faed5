import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { connect } from "~/.server/db/connect";
import { runMigrations } from "~/.server/db/migrate";

const run = promisify(execFile);

async function grantAdminCli(dataDir: string, email: string) {
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", "scripts/grant-admin.ts", email], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe("npm run grant-admin", () => {
  it(
    "gives an existing account the admin role and fails clearly for an unknown one",
    { timeout: 240_000 },
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "grant-admin-"));
      let db = connect({ dataDir });
      await runMigrations(db);
      await db.insertInto("auth.users").values({ email: "owner@example.com" }).execute();
      await db.destroy();

      const missing = await grantAdminCli(dataDir, "nobody@example.com");
      expect(missing.code).toBe(1);
      expect(missing.output).toContain("No account with the email nobody@example.com exists");

      const granted = await grantAdminCli(dataDir, "Owner@Example.com");
      expect(granted.code).toBe(0);
      expect(granted.output).toContain("is now an admin");

      db = connect({ dataDir });
      const roles = await db
        .selectFrom("user_roles")
        .innerJoin("auth.users", "auth.users.id", "user_roles.user_id")
        .select(["auth.users.email", "user_roles.role"])
        .execute();
      await db.destroy();
      expect(roles).toEqual([{ email: "owner@example.com", role: "admin" }]);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  );
});
