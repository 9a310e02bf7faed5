import type { Money, Product, ProductImage, ProductVariant } from "~/lib/catalogue/types";

/** GraphQL product shapes (connections with `nodes`) flattened to the app's Product. */
export interface ProductNode extends Omit<Product, "images" | "variants"> {
  images: { nodes: ProductImage[] };
  variants: { nodes: ProductVariant[] };
}

export const toProduct = (node: ProductNode): Product => ({
  ...node,
  images: node.images.nodes,
  variants: node.variants.nodes,
});

/** A variant looked up by id for a cart line. */
export interface VariantLookup {
  id: string;
  title: string;
  availableForSale: boolean;
  price: Money;
  selectedOptions: Array<{ name: string; value: string }>;
  image: ProductImage | null;
  product: { handle: string; title: string; vendor: string };
}
