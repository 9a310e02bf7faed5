import type { LocalCollection, LocalProduct } from "./catalogue";

const minPrice = (p: LocalProduct) => Math.min(...p.variants.map((v) => Number(v.price)));
const numericId = (p: LocalProduct) => Number(p.id.split("/").pop());
const text = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "base" });

const comparators: Record<string, (a: LocalProduct, b: LocalProduct) => number> = {
  TITLE: (a, b) => text(a.title, b.title),
  PRICE: (a, b) => minPrice(a) - minPrice(b),
  BEST_SELLING: (a, b) => a.rank - b.rank,
  RELEVANCE: (a, b) => a.rank - b.rank,
  CREATED_AT: (a, b) => text(a.createdAt, b.createdAt),
  CREATED: (a, b) => text(a.createdAt, b.createdAt),
  UPDATED_AT: (a, b) => text(a.updatedAt, b.updatedAt),
  ID: (a, b) => numericId(a) - numericId(b),
  PRODUCT_TYPE: (a, b) => text(a.productType, b.productType),
  VENDOR: (a, b) => text(a.vendor, b.vendor),
};

/**
 * ProductSortKeys and ProductCollectionSortKeys; COLLECTION_DEFAULT and
 * MANUAL keep the collection's own order.
 */
export function sortProducts(products: LocalProduct[], sortKey: string | null | undefined, reverse = false) {
  const compare = sortKey ? comparators[sortKey] : undefined;
  const sorted = compare ? [...products].sort(compare) : [...products];
  return reverse ? sorted.reverse() : sorted;
}

const collectionComparators: Record<string, (a: LocalCollection, b: LocalCollection) => number> = {
  TITLE: (a, b) => text(a.title, b.title),
  ID: (a, b) => Number(a.id) - Number(b.id),
};

/** CollectionSortKeys: TITLE and ID; RELEVANCE and UPDATED_AT (one date for all) keep the store's order. */
export function sortCollections(collections: LocalCollection[], sortKey: string | null | undefined, reverse = false) {
  const compare = sortKey ? collectionComparators[sortKey] : undefined;
  const sorted = compare ? [...collections].sort(compare) : [...collections];
  return reverse ? sorted.reverse() : sorted;
}
