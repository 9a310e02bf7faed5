import type { Catalogue } from "~/.server/storefront";
import { ratingFor } from "~/lib/catalogue/rating";
import type { CatalogueMatch } from "~/lib/quiz/resolve";

/** Finds a quiz product in the catalogue by handle, with its first available variant. */
export async function findQuizProduct(catalogue: Catalogue, handle: string): Promise<CatalogueMatch | null> {
  const product = await catalogue.product(handle);
  if (!product) return null;
  const variant = product.variants.find((v) => v.availableForSale) ?? null;
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    price: variant?.price ?? product.priceRange.minVariantPrice,
    image: product.images[0] ? { url: product.images[0].url, altText: product.images[0].altText } : null,
    variantId: variant?.id ?? null,
    rating: ratingFor(product.id),
  };
}
