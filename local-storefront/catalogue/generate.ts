import { seedProducts } from "./products";
import type { SeedProduct } from "./types";

/** A catalogue of `count` products made by repeating the seed with numbered handles (for benchmarks). */
export function generatedSeeds(count: number): SeedProduct[] {
  return Array.from({ length: count }, (_, i) => {
    const seed = seedProducts[i % seedProducts.length];
    const round = Math.floor(i / seedProducts.length);
    return round === 0 ? seed : { ...seed, handle: `${seed.handle}-${round}`, title: `${seed.title} ${round}` };
  });
}
