import type { LocalCatalogue, LocalCollection, LocalProduct, LocalVariant } from "./catalogue/catalogue";
import { filterByQuery } from "./catalogue/query";
import { sortProducts } from "./catalogue/sort";
import { connection, type ConnectionArgs } from "./connection";
import { gid } from "./ids";

/**
 * Shapes the local catalogue into Storefront API objects. Fields that take
 * arguments are methods, which graphql-js's default resolver calls with the
 * field's arguments.
 */
export const CURRENCY = "USD";
export const IMAGE_SIZE = 1200;

export const money = (amount: number | string) => ({
  __typename: "MoneyV2",
  amount: Number(amount).toFixed(2),
  currencyCode: CURRENCY,
});

export const imagePath = (handle: string, index: number) => `/local-storefront/images/${handle}/${index}.webp`;

interface ImageTransform {
  maxWidth?: number;
  maxHeight?: number;
  crop?: string;
  scale?: number;
}

function imageNode(product: LocalProduct, index: number) {
  const path = imagePath(product.handle, index);
  const url = ({ transform }: { transform?: ImageTransform } = {}) => {
    const params = new URLSearchParams();
    const scale = transform?.scale ?? 1;
    if (transform?.maxWidth) params.set("width", String(transform.maxWidth * scale));
    if (transform?.maxHeight) params.set("height", String(transform.maxHeight * scale));
    if (transform?.crop) params.set("crop", transform.crop.toLowerCase());
    return params.size ? `${path}?${params}` : path;
  };
  const caption = product.imageCaptions[index];
  return {
    __typename: "Image",
    id: gid("ProductImage", `${product.id.split("/").pop()}${index}`),
    altText: index === 0 ? product.title : `${product.title} – ${caption}`,
    width: IMAGE_SIZE,
    height: IMAGE_SIZE,
    url,
    src: path,
    originalSrc: path,
    transformedSrc: path,
  };
}

export interface NodeFactory {
  product(p: LocalProduct): Record<string, unknown>;
  variant(v: LocalVariant): Record<string, unknown>;
  collection(c: LocalCollection): Record<string, unknown>;
}

interface ProductListArgs extends ConnectionArgs {
  query?: string | null;
  sortKey?: string | null;
  reverse?: boolean | null;
}

export function listProducts(products: readonly LocalProduct[], args: ProductListArgs, nodes: NodeFactory) {
  const filtered = filterByQuery(products, args.query);
  return connection(sortProducts(filtered, args.sortKey, args.reverse ?? false).map(nodes.product), args);
}

export function createNodeFactory(catalogue: LocalCatalogue): NodeFactory {
  const productCache = new WeakMap<LocalProduct, Record<string, unknown>>();
  const variantCache = new WeakMap<LocalVariant, Record<string, unknown>>();

  const factory: NodeFactory = {
    product(p) {
      let node = productCache.get(p);
      if (node) return node;
      const images = p.imageCaptions.map((_, i) => imageNode(p, i));
      const prices = p.variants.map((v) => Number(v.price));
      const available = p.variants.some((v) => v.available);
      const options = [
        {
          __typename: "ProductOption",
          id: gid("ProductOption", p.id.split("/").pop() ?? ""),
          name: p.optionName,
          values: p.variants.map((v) => v.title),
          optionValues: p.variants.map((v) => ({
            __typename: "ProductOptionValue",
            id: gid("ProductOptionValue", v.id.split("/").pop() ?? ""),
            name: v.title,
          })),
        },
      ];
      node = {
        __typename: "Product",
        id: p.id,
        handle: p.handle,
        title: p.title,
        vendor: p.vendor,
        productType: p.productType,
        tags: p.tags,
        descriptionHtml: p.descriptionHtml,
        description: ({ truncateAt }: { truncateAt?: number } = {}) =>
          truncateAt && p.description.length > truncateAt ? `${p.description.slice(0, truncateAt)}...` : p.description,
        availableForSale: available,
        isGiftCard: p.productType === "Gift Card",
        requiresSellingPlan: false,
        onlineStoreUrl: null,
        createdAt: p.createdAt,
        publishedAt: p.createdAt,
        updatedAt: p.updatedAt,
        totalInventory: p.variants.filter((v) => v.available).length * 120,
        priceRange: { minVariantPrice: money(Math.min(...prices)), maxVariantPrice: money(Math.max(...prices)) },
        compareAtPriceRange: { minVariantPrice: money(0), maxVariantPrice: money(0) },
        featuredImage: images[0] ?? null,
        images: (args: ConnectionArgs) => connection(images, args),
        variants: (args: ConnectionArgs) => connection(p.variants.map(factory.variant), args),
        variantsCount: { count: p.variants.length, precision: "EXACT" },
        options: ({ first }: { first?: number } = {}) => options.slice(0, first ?? 250),
        selectedOrFirstAvailableVariant: () => factory.variant(p.variants.find((v) => v.available) ?? p.variants[0]),
        collections: (args: ConnectionArgs) =>
          connection(catalogue.collections.filter((c) => p.collectionIds.includes(c.id)).map(factory.collection), args),
        seo: { title: p.title, description: p.description.slice(0, 160) },
        trackingParameters: null,
      };
      productCache.set(p, node);
      return node;
    },

    variant(v) {
      let node = variantCache.get(v);
      if (node) return node;
      const price = money(v.price);
      node = {
        __typename: "ProductVariant",
        id: v.id,
        title: v.title,
        sku: v.sku,
        availableForSale: v.available,
        currentlyNotInStock: !v.available,
        quantityAvailable: v.available ? 120 : 0,
        requiresShipping: true,
        taxable: true,
        price,
        priceV2: price,
        compareAtPrice: null,
        compareAtPriceV2: null,
        unitPrice: null,
        selectedOptions: [{ __typename: "SelectedOption", name: v.product.optionName, value: v.title }],
        image: imageNode(v.product, 0),
        product: () => factory.product(v.product),
        weight: 0.4,
        weightUnit: "POUNDS",
      };
      variantCache.set(v, node);
      return node;
    },

    collection(c) {
      return {
        __typename: "Collection",
        id: c.gid,
        handle: c.handle,
        title: c.title,
        description: c.description,
        descriptionHtml: `<p>${c.description}</p>`,
        image: null,
        onlineStoreUrl: null,
        updatedAt: "2025-06-01T12:00:00Z",
        seo: { title: c.title, description: c.description },
        products: (args: ProductListArgs) =>
          listProducts(c.products, { ...args, sortKey: args.sortKey ?? "COLLECTION_DEFAULT" }, factory),
      };
    },
  };
  return factory;
}
