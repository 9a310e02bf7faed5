/**
 * Wishlist, comparison and recently viewed: product summaries kept in the
 * browser under the spec's keys. Pure functions; the hook in
 * components/saved applies them to localStorage.
 */
export const SAVED_KEYS = {
  wishlist: "biolife-wishlist",
  comparison: "biolife-comparison",
  recent: "biolife-recently-viewed",
} as const;

export type SavedListKind = keyof typeof SAVED_KEYS;

export const COMPARE_MAX = 4;
export const RECENT_MAX = 10;
export const RECENT_SHOWN = 5;

export interface SavedProduct {
  id: string;
  handle: string;
  title: string;
  vendor: string;
  description: string;
  image: { url: string; altText: string | null } | null;
  price: { amount: string; currencyCode: string };
  variantId: string | null;
}

const isString = (value: unknown): value is string => typeof value === "string";

// A hand-written check rather than a schema library: this module ships to the browser on every shop page.
function isSavedProduct(value: unknown): value is SavedProduct {
  if (!value || typeof value !== "object") return false;
  const p = value as Record<string, unknown>;
  const price = p.price as Record<string, unknown> | null;
  const image = p.image as Record<string, unknown> | null;
  return (
    isString(p.id) &&
    p.id !== "" &&
    isString(p.handle) &&
    p.handle !== "" &&
    isString(p.title) &&
    isString(p.vendor) &&
    isString(p.description) &&
    (p.variantId === null || isString(p.variantId)) &&
    !!price &&
    isString(price.amount) &&
    isString(price.currencyCode) &&
    (image === null || (!!image && isString(image.url) && (image.altText === null || isString(image.altText))))
  );
}

/** A stored list, or an empty one when storage holds something else. */
export function parseSavedList(raw: string | null): SavedProduct[] {
  if (!raw) return [];
  try {
    const list: unknown = JSON.parse(raw);
    return Array.isArray(list) && list.every(isSavedProduct) ? list : [];
  } catch {
    return [];
  }
}

export const contains = (list: SavedProduct[], id: string) => list.some((p) => p.id === id);

/** Adding an item already in the wishlist does nothing. */
export function addToWishlist(list: SavedProduct[], product: SavedProduct): { list: SavedProduct[]; added: boolean } {
  if (contains(list, product.id)) return { list, added: false };
  return { list: [...list, product], added: true };
}

/** At most four; duplicates ignored. */
export function addToComparison(
  list: SavedProduct[],
  product: SavedProduct,
): { list: SavedProduct[]; result: "added" | "duplicate" | "full" } {
  if (contains(list, product.id)) return { list, result: "duplicate" };
  if (list.length >= COMPARE_MAX) return { list, result: "full" };
  return { list: [...list, product], result: "added" };
}

export const removeSaved = (list: SavedProduct[], id: string) => list.filter((p) => p.id !== id);

/** Newest first; a product seen again moves to the front; ten kept. */
export function pushRecentlyViewed(list: SavedProduct[], product: SavedProduct): SavedProduct[] {
  return [product, ...removeSaved(list, product.id)].slice(0, RECENT_MAX);
}
