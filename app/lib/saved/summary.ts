import { displayDescription, snippet } from "~/lib/catalogue/description";
import type { PageProduct } from "~/lib/catalogue/types";
import type { SavedProduct } from "./lists";

/** What the saved lists keep of a product. */
export function toSavedProduct(product: PageProduct): SavedProduct {
  const image = product.images[0];
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    vendor: product.vendor,
    description: snippet(displayDescription(product.description), 160),
    image: image ? { url: image.url, altText: image.altText } : null,
    price: product.priceRange.minVariantPrice,
    variantId: product.variants.find((v) => v.availableForSale)?.id ?? null,
  };
}
