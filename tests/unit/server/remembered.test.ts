import { afterEach, describe, expect, it, vi } from "vitest";
import { remembered } from "~/.server/remembered";

afterEach(() => vi.useRealTimers());

describe("remembered", () => {
  it("shares one read while fresh, reads again after, and at once when forgotten", async () => {
    vi.useFakeTimers();
    let reads = 0;
    const value = remembered(async () => ++reads, 30_000);
    expect(await Promise.all([value.get(), value.get()])).toEqual([1, 1]);
    vi.advanceTimersByTime(30_001);
    expect(await value.get()).toBe(2);
    value.forget();
    expect(await value.get()).toBe(3);
  });

  it("does not keep a failed read", async () => {
    let calls = 0;
    const value = remembered(async () => {
      if (++calls === 1) throw new Error("database down");
      return "rows";
    }, 30_000);
    await expect(value.get()).rejects.toThrow("database down");
    expect(await value.get()).toBe("rows");
  });
});
