import { z } from "zod";

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

export const savedProductSchema = z.object({
  id: z.string().min(1),
  handle: z.string().min(1),
  title: z.string(),
  vendor: z.string().default(""),
  description: z.string().default(""),
  image: z.object({ url: z.string(), altText: z.string().nullable() }).nullable().default(null),
  price: z.object({ amount: z.string(), currencyCode: z.string() }),
  variantId: z.string().nullable().default(null),
});

export type SavedProduct = z.infer<typeof savedProductSchema>;

/** A stored list, or an empty one when storage holds something else. */
export function parseSavedList(raw: string | null): SavedProduct[] {
  if (!raw) return [];
  try {
    const result = z.array(savedProductSchema).safeParse(JSON.parse(raw));
    return result.success ? result.data : [];
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
