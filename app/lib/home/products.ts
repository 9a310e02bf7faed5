import type { Product, ProductImage } from "~/lib/catalogue/types";

/** The catalogue product a hero video slide offers (null when the catalogue has no match). */
export interface HeroProduct {
  handle: string;
  title: string;
  variantId: string | null;
}

/** A popular product as the home page's cards show it. */
export type PopularProduct = Pick<Product, "id" | "handle" | "title" | "priceRange"> & {
  images: Array<Pick<ProductImage, "url" | "altText">>;
  variantId: string | null;
};
