import { BRAND } from "~/lib/meta";
import type { Product } from "./types";

/** Store artefacts (gift cards, shipping protection) sold under these vendors never appear in lists. */
export const FILTERED_VENDORS = [BRAND, "In House CT"];
export const HONEYCOMBS = "Honeycombs";

const normal = (vendor: string) => vendor.trim().toLowerCase();
const filtered = new Set(FILTERED_VENDORS.map(normal));

export const withoutFilteredVendors = <T extends Pick<Product, "vendor">>(products: T[]) =>
  products.filter((p) => !filtered.has(normal(p.vendor)));

/** Honeycombs products go last; everything else keeps its order. */
export function honeycombsLast<T extends Pick<Product, "vendor">>(products: T[]): T[] {
  const isHoneycombs = (p: T) => normal(p.vendor) === normal(HONEYCOMBS);
  return [...products.filter((p) => !isHoneycombs(p)), ...products.filter(isHoneycombs)];
}
