import { describe, expect, it } from "vitest";
import { unmeasured } from "../../../bench/lighthouse-run";

type Lhr = Parameters<typeof unmeasured>[0];

const audit = (numericValue?: number, extra: object = {}) =>
  ({ numericValue, scoreDisplayMode: "numeric", ...extra }) as Lhr["audits"][string];

function lhr(overrides: Partial<Record<string, Lhr["audits"][string]>> = {}, runtimeError?: Lhr["runtimeError"]): Lhr {
  return {
    runtimeError,
    audits: {
      "first-contentful-paint": audit(760),
      "largest-contentful-paint": audit(1140),
      "total-blocking-time": audit(85),
      "cumulative-layout-shift": audit(0),
      ...overrides,
    } as Lhr["audits"],
  };
}

describe("a Lighthouse run counts only when it measured", () => {
  it("counts a run with every figure, a TBT and a CLS of 0 included", () => {
    expect(unmeasured(lhr({ "total-blocking-time": audit(0) }))).toBeNull();
  });

  it("refuses a run Lighthouse reports as failed", () => {
    expect(unmeasured(lhr({}, { code: "NO_LCP", message: "The page did not display content" }))).toBe("NO_LCP");
  });

  it("refuses a run whose figures have no value, whose audit failed, or whose LCP is 0", () => {
    expect(unmeasured(lhr({ "total-blocking-time": audit(undefined) }))).toMatch(/^total-blocking-time/);
    expect(unmeasured(lhr({ "total-blocking-time": audit(Number.NaN) }))).toMatch(/^total-blocking-time/);
    expect(
      unmeasured(
        lhr({ "largest-contentful-paint": audit(undefined, { scoreDisplayMode: "error", errorMessage: "NO_LCP" }) }),
      ),
    ).toBe("largest-contentful-paint: NO_LCP");
    expect(unmeasured(lhr({ "largest-contentful-paint": audit(0) }))).toBe("largest-contentful-paint: 0");
  });
});
