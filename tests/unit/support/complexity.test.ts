import { describe, expect, it } from "vitest";
import { growthLimit, timeGrowth } from "../../support/complexity";

// The measure the tests on attacker-controlled text rely on: it must tell quadratic work from linear work.
describe("timeGrowth", () => {
  const linear = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += i % 7;
    return sum;
  };
  const quadratic = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) for (let j = 0; j < length; j += 64) sum += (i ^ j) % 7;
    return sum;
  };

  it("finds linear work under the limit", () => {
    expect(timeGrowth(linear, 2_000, 32_000)).toBeLessThan(growthLimit(2_000, 32_000));
  });
  it("finds quadratic work past it", () => {
    expect(timeGrowth(quadratic, 500, 8_000)).toBeGreaterThan(growthLimit(500, 8_000));
  });
});
