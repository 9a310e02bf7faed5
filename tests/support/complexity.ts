/**
 * How much longer `run` takes on an input `long / short` times longer (best of five, thirty runs each). Linear work
 * grows by about that factor, quadratic work by its square: a test on text an attacker controls compares the two
 * without a timed budget that a busy machine could break.
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
  return fastest(long) / fastest(short);
}
