import type {
  ProductCardFragment,
  ProductDetailFragment,
  ProductImageFragment,
  VariantsByIdQuery,
} from "~/graphql/storefrontapi.generated";
import type { Product, ProductImage } from "~/lib/catalogue/types";

/** A product as the Storefront API answers it (connections with `nodes`), flattened to the app's Product. */
export type ProductNode = ProductCardFragment | ProductDetailFragment;

/** The generated types mark nullable fields optional; the API always sends them, null when empty. */
const toImage = ({ url, altText, width, height }: ProductImageFragment): ProductImage => ({
  url,
  altText: altText ?? null,
  width: width ?? null,
  height: height ?? null,
});

export const toProduct = (node: ProductNode): Product => ({
  ...node,
  images: node.images.nodes.map(toImage),
  variants: node.variants.nodes,
});

type VariantNode = NonNullable<VariantsByIdQuery["nodes"][number]>;

/** A variant looked up by id for a cart line. */
export type VariantLookup = Omit<VariantNode, "image"> & { image: ProductImage | null };

export const toVariantLookup = ({ image, ...variant }: VariantNode): VariantLookup => ({
  ...variant,
  image: image ? toImage(image) : null,
});
