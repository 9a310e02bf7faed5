import type { Product } from "./types";

export const BEST_VALUE_MAX = 30;

export const isBestValue = (product: Pick<Product, "priceRange">) =>
  Number(product.priceRange.minVariantPrice.amount) < BEST_VALUE_MAX;

/** BioSilver products get the wide card. */
export const isBioSilver = (product: Pick<Product, "title">) => /biosilver/i.test(product.title);
