import type { ListingEntry, SortKey } from "./types";

type Sortable = Pick<ListingEntry, "priceRange" | "title">;

export const SORT_OPTIONS: Array<{ value: SortKey; label: string }> = [
  { value: "featured", label: "Featured" },
  { value: "price-low", label: "Price: Low to High" },
  { value: "price-high", label: "Price: High to Low" },
  { value: "name-asc", label: "Name: A to Z" },
  { value: "name-desc", label: "Name: Z to A" },
];

export function parseSort(value: string | null | undefined): SortKey {
  return SORT_OPTIONS.find((o) => o.value === value)?.value ?? "featured";
}

const price = (p: Sortable) => Number(p.priceRange.minVariantPrice.amount);
const byName = (a: Sortable, b: Sortable) => a.title.localeCompare(b.title, undefined, { sensitivity: "base" });

const COMPARATORS: Record<Exclude<SortKey, "featured">, (a: Sortable, b: Sortable) => number> = {
  "price-low": (a, b) => price(a) - price(b),
  "price-high": (a, b) => price(b) - price(a),
  "name-asc": byName,
  "name-desc": (a, b) => byName(b, a),
};

/** Stable: ties keep their earlier order; "featured" keeps the order as given. */
export function sortProducts<T extends Sortable>(products: T[], sort: SortKey): T[] {
  if (sort === "featured") return [...products];
  return [...products].sort(COMPARATORS[sort]);
}
