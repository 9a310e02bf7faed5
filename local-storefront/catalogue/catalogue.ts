import { gid } from "../ids";
import type { SeedArtwork, SeedCollection, SeedProduct } from "./types";

export interface LocalVariant {
  id: string;
  title: string;
  price: string;
  available: boolean;
  sku: string;
  product: LocalProduct;
}

export interface LocalProduct {
  id: string;
  handle: string;
  title: string;
  vendor: string;
  productType: string;
  tags: string[];
  descriptionHtml: string;
  description: string;
  optionName: string;
  variants: LocalVariant[];
  /** Caption of each image; the first is the front label. */
  imageCaptions: string[];
  artwork: SeedArtwork;
  collectionIds: string[];
  createdAt: string;
  updatedAt: string;
  /** Position in the seed list, which is best-selling first. */
  rank: number;
}

export interface LocalCollection extends SeedCollection {
  gid: string;
  products: LocalProduct[];
}

export interface LocalCatalogue {
  products: LocalProduct[];
  productsByHandle: Map<string, LocalProduct>;
  productsById: Map<string, LocalProduct>;
  variantsById: Map<string, LocalVariant>;
  collections: LocalCollection[];
  collectionsById: Map<string, LocalCollection>;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** Shopify's `description`: the HTML description as plain text. */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/(p|li|h\d|div)>|<br\s*\/?>/gi, " ")
    .replace(/<[^>]+>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, " ")
    .trim();
}

const DAY = 86_400_000;
const EPOCH = Date.parse("2024-03-01T15:00:00Z");

export function buildCatalogue(seeds: readonly SeedProduct[], collections: readonly SeedCollection[]): LocalCatalogue {
  let variantNumber = 0;
  const products = seeds.map((seed, index): LocalProduct => {
    const product: LocalProduct = {
      id: gid("Product", 7_800_000_000_001 + index),
      handle: seed.handle,
      title: seed.title,
      vendor: seed.vendor,
      productType: seed.productType,
      tags: seed.tags,
      descriptionHtml: seed.descriptionHtml,
      description: htmlToText(seed.descriptionHtml),
      optionName: seed.optionName,
      variants: [],
      imageCaptions: ["Front label", ...(seed.extraImages ?? [])],
      artwork: seed.artwork,
      collectionIds: seed.collections,
      createdAt: new Date(EPOCH + index * 3 * DAY).toISOString().replace(".000", ""),
      updatedAt: new Date(EPOCH + (index * 3 + 200) * DAY).toISOString().replace(".000", ""),
      rank: index,
    };
    product.variants = seed.variants.map((variant, v) => ({
      id: gid("ProductVariant", 45_100_000_000_001 + variantNumber++),
      title: variant.option,
      price: variant.price,
      available: variant.available ?? true,
      sku: `BL-${String(index + 1).padStart(3, "0")}-${v + 1}`,
      product,
    }));
    return product;
  });

  const local = collections.map((c): LocalCollection => ({
    ...c,
    gid: gid("Collection", c.id),
    products: products.filter((p) => p.collectionIds.includes(c.id)),
  }));

  return {
    products,
    productsByHandle: new Map(products.map((p) => [p.handle, p])),
    productsById: new Map(products.map((p) => [p.id, p])),
    variantsById: new Map(products.flatMap((p) => p.variants.map((v) => [v.id, v] as const))),
    collections: local,
    collectionsById: new Map(local.map((c) => [c.gid, c])),
  };
}

/**
 * A merchant's product edit: the product (and its variants) are replaced by
 * new objects everywhere the catalogue holds them, so nothing shaped from the
 * old ones (the GraphQL node caches) is served again.
 */
export function editProduct(
  catalogue: LocalCatalogue,
  handle: string,
  edit: { title?: string; price?: string },
  now = new Date(),
): LocalProduct | null {
  const old = catalogue.productsByHandle.get(handle);
  if (!old) return null;
  const product: LocalProduct = {
    ...old,
    title: edit.title ?? old.title,
    updatedAt: now.toISOString().replace(/\.\d{3}/, ""),
  };
  product.variants = old.variants.map((variant) => ({ ...variant, price: edit.price ?? variant.price, product }));
  const swap = (list: LocalProduct[]) => list.map((p) => (p === old ? product : p));
  catalogue.products.splice(0, catalogue.products.length, ...swap(catalogue.products));
  for (const collection of catalogue.collections) collection.products = swap(collection.products);
  catalogue.productsByHandle.set(handle, product);
  catalogue.productsById.set(product.id, product);
  for (const variant of product.variants) catalogue.variantsById.set(variant.id, variant);
  return product;
}
