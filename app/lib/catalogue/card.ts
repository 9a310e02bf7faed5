import { toSavedProduct } from "~/lib/saved/summary";
import type { SavedProduct } from "~/lib/saved/lists";
import { isBestValue, isBioSilver } from "./badges";
import type { ListedProduct } from "./types";

/**
 * A product as a card shows it, and no more: what the saved lists keep (the
 * card's wishlist and compare buttons store exactly that) plus its badges,
 * with vendor and description left empty unless the card shows them.
 * Listing pages send only this, so their loader data stays small.
 */
export interface CardProduct extends SavedProduct {
  bestValue: boolean;
  /** BioSilver products get the wide card with a description snippet. */
  wide: boolean;
}

export function toCardProduct(product: ListedProduct): CardProduct {
  const wide = isBioSilver(product);
  const saved = toSavedProduct(product);
  // Only the wide card shows a description and no card shows the vendor: the compare dialog fetches both when opened.
  return { ...saved, vendor: "", description: wide ? saved.description : "", bestValue: isBestValue(product), wide };
}
