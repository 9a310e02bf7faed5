/**
 * How much longer `run` takes on an input `long / short` times longer (best of five, thirty runs each). Linear work
 * grows by about that factor, quadratic work by its square: a test on text an attacker controls compares the two
 * without a timed budget that a busy machine could break.
 *
 * A busy machine can still slow one measurement and not the other, so a growth at or past `growthLimit` is measured
 * again (three times at most) and the least is returned. Quadratic work would come under the limit only if the short
 * input's best time were slowed fourfold while the long one's was not.
 */
export function timeGrowth(run: (length: number) => void, short: number, long: number): number {
  const fastest = (length: number) => {
    let best = Infinity;
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      for (let rep = 0; rep < 30; rep++) run(length);
      best = Math.min(best, performance.now() - started);
    }
    return best;
  };
  fastest(short); // warm
  let least = Infinity;
  for (let attempt = 0; attempt < 3 && least >= growthLimit(short, long); attempt++)
    least = Math.min(least, fastest(long) / fastest(short));
  return least;
}

/**
 * The growth between linear and quadratic, their geometric mean: for 16 times the length, 64 (linear about 16,
 * quadratic about 256), a factor of four from each.
 */
export function growthLimit(short: number, long: number): number {
  return (long / short) ** 1.5;
}
