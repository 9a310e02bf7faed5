import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { playwrightCounts, vitestCounts } from "../../../scripts/test-verdict.mjs";

/**
 * `npm test`'s verdict. The fixture is Vitest's JSON report of a real run in
 * which one file's worker was killed mid-test: the report says success, and
 * that file's test is left pending, so only the exit status (1) tells.
 */
const workerDied = JSON.parse(fs.readFileSync("tests/fixtures/test-reports/vitest-worker-died.json", "utf8"));

describe("npm test's verdict", () => {
  it("counts a test worker that died as a failure, though Vitest's report says success", () => {
    expect(workerDied.success).toBe(true);
    const counts = vitestCounts(workerDied, 1);
    expect(counts).toMatchObject({ passed: 2, failed: 1 });
    expect(counts.problem).toMatch(/test worker that died/);
  });

  it("passes a clean run, and counts failed tests and a file that failed to load", () => {
    expect(vitestCounts({ ...workerDied, numPassedTests: 3 }, 0)).toMatchObject({
      passed: 3,
      failed: 0,
      problem: null,
    });
    expect(vitestCounts({ ...workerDied, numFailedTests: 2, success: false }, 1)).toMatchObject({ failed: 2 });
    expect(vitestCounts({ ...workerDied, success: false }, 1)).toMatchObject({ failed: 1 });
    expect(vitestCounts(null, 1)).toMatchObject({ failed: 1 });
  });

  it("counts Playwright's errors outside tests and a non-zero exit with nothing failed", () => {
    const stats = { expected: 5, flaky: 1, unexpected: 0, skipped: 2 };
    expect(playwrightCounts({ stats, errors: [] }, 0)).toMatchObject({ passed: 6, failed: 0, skipped: 2 });
    expect(playwrightCounts({ stats, errors: [{ message: "webServer failed" }] }, 1)).toMatchObject({ failed: 1 });
    expect(playwrightCounts({ stats, errors: [] }, 1)).toMatchObject({ failed: 1 });
  });
});
