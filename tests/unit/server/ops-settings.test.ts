import { describe, expect, it } from "vitest";
import { readOpsSettings } from "~/.server/ops/settings";
import { refusalLog } from "~/.server/ops/overload";

describe("operator settings", () => {
  it("refuses metrics on the shop's own port with a message naming both", () => {
    expect(() => readOpsSettings({ METRICS_PORT: "3000" })).toThrow(
      "Invalid environment variable METRICS_PORT: 3000 is the shop's PORT; metrics need a port of their own",
    );
    expect(() => readOpsSettings({ PORT: "8080", METRICS_PORT: "8080" })).toThrow(/METRICS_PORT: 8080/);
    expect(readOpsSettings({ PORT: "8080", METRICS_PORT: "3000" }).METRICS_PORT).toBe(3000);
    expect(readOpsSettings({ PORT: "8080" }).METRICS_PORT).toBeUndefined();
  });
});

describe("refused requests in the log", () => {
  it("writes one line per reason and interval, counting the refusals since the last", () => {
    const lines: Array<{ reason: string; refused: number }> = [];
    let clock = 0;
    const note = refusalLog(
      (fields) => lines.push(fields),
      10_000,
      () => clock,
    );
    note("database_busy");
    note("database_busy");
    note("turn_wait");
    clock = 5_000;
    note("database_busy");
    expect(lines).toEqual([
      { reason: "database_busy", refused: 1 },
      { reason: "turn_wait", refused: 1 },
    ]);
    clock = 10_000;
    note("database_busy");
    expect(lines.at(-1)).toEqual({ reason: "database_busy", refused: 3 });
  });
});
