import { describe, expect, it } from "vitest";
import { isOctoberTheme } from "~/lib/season";

describe("October theme", () => {
  it("is on through 31 Oct 2025 23:59:59 Eastern", () => {
    expect(isOctoberTheme(new Date("2025-10-01T12:00:00-04:00"))).toBe(true);
    expect(isOctoberTheme(new Date("2025-10-31T23:59:59-04:00"))).toBe(true);
  });
  it("is off from 1 Nov 2025", () => {
    expect(isOctoberTheme(new Date("2025-11-01T00:00:00-04:00"))).toBe(false);
    expect(isOctoberTheme(new Date("2026-11-22T10:00:00Z"))).toBe(false);
  });
});
