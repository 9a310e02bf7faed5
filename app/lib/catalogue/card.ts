import { toSavedProduct } from "~/lib/saved/summary";
import type { SavedProduct } from "~/lib/saved/lists";
import { isBestValue, isBioSilver } from "./badges";
import { derivedFrom } from "./derived";
import type { ListedProduct } from "./types";

/**
 * A product as a card shows it, and no more: what the saved lists keep (the
 * card's wishlist and compare buttons store it, see savedFromCard) plus its
 * badges. Vendor, description and the badges are left out unless the card
 * shows them: listing pages send only this, twelve times, so their loader
 * data stays small.
 */
export interface CardProduct extends Omit<SavedProduct, "vendor" | "description"> {
  description?: string;
  bestValue?: true;
  /** BioSilver products get the wide card with a description snippet. */
  wide?: true;
}

/** The card of a product (computed once per product object: see derivedFrom). */
export const toCardProduct = derivedFrom(cardOf);

function cardOf(product: ListedProduct): CardProduct {
  const { vendor: _vendor, description, ...saved } = toSavedProduct(product);
  // Only the wide card shows a description and no card shows the vendor: the compare dialog fetches both when opened.
  return {
    ...saved,
    ...(isBioSilver(product) ? { description, wide: true as const } : {}),
    ...(isBestValue(product) ? { bestValue: true as const } : {}),
  };
}

/** A card's product as the saved lists keep it (vendor and description empty unless the card had them). */
export const savedFromCard = ({ bestValue: _b, wide: _w, ...card }: CardProduct): SavedProduct => ({
  vendor: "",
  description: "",
  ...card,
});
