import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

/** An admin action's audit line in the JSON log: one line with the actor's id, the action and when, addresses scrubbed. */
describe("audit lines in the JSON log", () => {
  it("writes one JSON line per admin action with who, what and when", { timeout: 120_000 }, async () => {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "tests/integration/backoffice/write-audit-line.ts"],
      { env: { ...process.env, LOG_LEVEL: "info", LOG_FORMAT: "json" } },
    );
    const adminId = /admin (\S+)/.exec(stderr)![1];
    const lines = stdout
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l) as { audit?: Record<string, unknown>; time: string; msg: string });
    const audits = lines.filter((l) => l.audit);
    expect(audits).toHaveLength(1);
    expect(audits[0].audit).toMatchObject({ actorId: adminId, action: "message.archive", id: "m-1" });
    expect(Date.parse(audits[0].time)).not.toBeNaN();
    // The log keeps no address: the back office shows them, the log names the account by id.
    expect(stdout).not.toContain("@example.com");
  });
});
