import type { Catalogue } from "~/.server/storefront";
import { heroVideos } from "~/content/home";
import { listProducts } from "~/lib/catalogue/listing";
import type { Product } from "~/lib/catalogue/types";
import type { HeroProduct, PopularProduct } from "~/lib/home/products";
import { logger } from "~/.server/ops/logger";

/** The home page's product fetch (SPEC §9: 8 on home). */
export const HOME_PRODUCTS = 8;

const firstVariant = (p: Product) => p.variants.find((v) => v.availableForSale)?.id ?? null;

/** Popular products in the shop's list order, trimmed to what the cards show. */
export async function popularProducts(catalogue: Catalogue): Promise<PopularProduct[]> {
  const products = listProducts(await catalogue.products(HOME_PRODUCTS));
  return products.map((p) => ({
    id: p.id,
    handle: p.handle,
    title: p.title,
    priceRange: p.priceRange,
    images: p.images.slice(0, 1).map(({ url, altText }) => ({ url, altText })),
    variantId: firstVariant(p),
  }));
}

/** The catalogue product a hero video offers; a failed lookup is logged and the slide shows no button. */
export async function heroProduct(catalogue: Catalogue): Promise<HeroProduct | null> {
  const handle = heroVideos.find((v) => v.productHandle)?.productHandle;
  if (!handle) return null;
  try {
    const product = await catalogue.product(handle);
    return product ? { handle: product.handle, title: product.title, variantId: firstVariant(product) } : null;
  } catch (error) {
    logger.error({ err: error }, "home: hero product unavailable");
    return null;
  }
}
