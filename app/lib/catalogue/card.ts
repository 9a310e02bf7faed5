import { toSavedProduct } from "~/lib/saved/summary";
import type { SavedProduct } from "~/lib/saved/lists";
import { isBestValue, isBioSilver } from "./badges";
import type { ListedProduct } from "./types";

/**
 * A product as a card shows it, and no more: what the saved lists keep (the
 * card's wishlist and compare buttons store exactly that) plus its badges.
 * Listing pages send only this, so their loader data stays small.
 */
export interface CardProduct extends SavedProduct {
  bestValue: boolean;
  /** BioSilver products get the wide card with a description snippet. */
  wide: boolean;
}

export const toCardProduct = (product: ListedProduct): CardProduct => ({
  ...toSavedProduct(product),
  bestValue: isBestValue(product),
  wide: isBioSilver(product),
});
