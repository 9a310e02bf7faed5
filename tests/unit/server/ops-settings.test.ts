import { describe, expect, it } from "vitest";
import { readOpsSettings } from "~/.server/ops/settings";
import { refusalLog } from "~/.server/ops/refuse";

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
  it("writes one line per reason, route and interval, counting the refusals since the last", () => {
    const lines: Array<{ reason: string; route: string; refused: number }> = [];
    let clock = 0;
    const note = refusalLog(
      (fields) => lines.push(fields),
      10_000,
      () => clock,
    );
    note("waited", "routes/shop");
    note("waited", "routes/shop");
    note("database_busy", "routes/shop");
    note("waited", "healthz");
    clock = 5_000;
    note("waited", "routes/shop");
    expect(lines).toEqual([
      { reason: "waited", route: "routes/shop", refused: 1 },
      { reason: "database_busy", route: "routes/shop", refused: 1 },
      { reason: "waited", route: "healthz", refused: 1 },
    ]);
    clock = 10_000;
    note("waited", "routes/shop");
    expect(lines.at(-1)).toEqual({ reason: "waited", route: "routes/shop", refused: 3 });
  });
});

describe("the overload policy's settings", () => {
  it("has two, with defaults for a small host, and refuses nonsense with a message naming the setting", () => {
    expect(readOpsSettings({})).toMatchObject({ OVERLOAD_MAX_WAIT_MS: 500, REQUEST_CONCURRENCY: 16 });
    expect(() => readOpsSettings({ REQUEST_CONCURRENCY: "0" })).toThrow(/REQUEST_CONCURRENCY/);
    expect(() => readOpsSettings({ OVERLOAD_MAX_WAIT_MS: "soon" })).toThrow(/OVERLOAD_MAX_WAIT_MS/);
  });
});
