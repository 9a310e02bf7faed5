import type { LocalCatalogue, LocalCollection, LocalProduct, LocalVariant } from "./catalogue/catalogue";
import { filterByQuery } from "./catalogue/query";
import { filterProducts, type ProductFilter } from "./catalogue/filters";
import { searchCatalogue, type SearchableField } from "./catalogue/search";
import { sortProducts } from "./catalogue/sort";
import { connection, type ConnectionArgs } from "./connection";
import { gid } from "./ids";
import { sellingPlanAllocations, sellingPlanGroups } from "./selling-plan-nodes";
import { emptyConnection, noMetafield, noMetafields } from "./empty-values";
import {
  adjacentVariants,
  combinationsOf,
  encodeVariants,
  firstSelectableVariant,
  productOptions,
  selectedOrFirstAvailableVariant,
  variantBySelectedOptions,
  variantOptions,
  type SelectionArgs,
} from "./variant-options";

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

function imageNode(product: LocalProduct, index: number, origin: string) {
  const path = origin + imagePath(product.handle, index);
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
    thumbhash: null,
  };
}

/** Product.media: each product image as a MediaImage. */
function mediaImage(image: ReturnType<typeof imageNode>) {
  return {
    __typename: "MediaImage",
    id: image.id.replace("ProductImage", "MediaImage"),
    alt: image.altText,
    mediaContentType: "IMAGE",
    image,
    previewImage: image,
    presentation: null,
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
  filters?: ProductFilter[] | null;
}

const MAX_ORDERINGS = 64;
const orderings = new WeakMap<
  readonly LocalProduct[],
  Map<string, { snapshot: LocalProduct[]; list: LocalProduct[] }>
>();

/**
 * A filtered and sorted list, kept while the catalogue it came from is
 * unchanged: paging through 10,000 products 250 at a time must not filter
 * and sort all of them again for every page.
 */
function ordered(source: readonly LocalProduct[], key: string, compute: () => LocalProduct[]): LocalProduct[] {
  let lists = orderings.get(source);
  if (!lists) orderings.set(source, (lists = new Map()));
  const kept = lists.get(key);
  if (kept && kept.snapshot.length === source.length && kept.snapshot.every((p, i) => p === source[i])) {
    return kept.list;
  }
  const list = compute();
  lists.delete(key);
  if (lists.size >= MAX_ORDERINGS) lists.delete(lists.keys().next().value!);
  lists.set(key, { snapshot: [...source], list });
  return list;
}

export function listProducts(products: readonly LocalProduct[], args: ProductListArgs, nodes: NodeFactory) {
  const key = JSON.stringify(["list", args.query ?? "", args.sortKey ?? "", args.reverse ?? false, args.filters ?? []]);
  const list = ordered(products, key, () =>
    sortProducts(
      filterProducts(filterByQuery(products, args.query), args.filters),
      args.sortKey,
      args.reverse ?? false,
    ),
  );
  return connection(list.map(nodes.product), args);
}

interface SearchArgs extends ConnectionArgs {
  query: string;
  sortKey?: "RELEVANCE" | "PRICE" | null;
  reverse?: boolean | null;
  types?: string[] | null;
  prefix?: "LAST" | "NONE" | null;
  unavailableProducts?: "HIDE" | "LAST" | "SHOW" | null;
  productFilters?: ProductFilter[] | null;
}

const minPrice = (p: LocalProduct) => Math.min(...p.variants.map((v) => Number(v.price)));

/** QueryRoot.search: a SearchResultItemConnection of products (this store has no articles or pages), with totalCount. */
export function searchProducts(products: readonly LocalProduct[], args: SearchArgs, nodes: NodeFactory) {
  const wantsProducts = !args.types?.length || args.types.includes("PRODUCT");
  const key = JSON.stringify([
    "search",
    args.query,
    args.sortKey ?? "",
    args.reverse ?? false,
    args.prefix ?? "",
    args.productFilters ?? [],
  ]);
  const found = !wantsProducts
    ? []
    : ordered(products, key + String(args.unavailableProducts ?? ""), () => {
        const ranked = filterProducts(
          searchCatalogue(products, args.query, {
            prefixLast: args.prefix === "LAST",
            unavailable: args.unavailableProducts,
          }),
          args.productFilters,
        );
        const sorted = args.sortKey === "PRICE" ? [...ranked].sort((a, b) => minPrice(a) - minPrice(b)) : ranked;
        return args.reverse ? [...sorted].reverse() : sorted;
      });
  return { ...connection(found.map(nodes.product), args), totalCount: found.length, productFilters: [] };
}

interface PredictiveArgs {
  query: string;
  limit?: number | null;
  limitScope?: "ALL" | "EACH" | null;
  types?: string[] | null;
  searchableFields?: SearchableField[] | null;
  unavailableProducts?: "HIDE" | "LAST" | "SHOW" | null;
}

/** QueryRoot.predictiveSearch: up to `limit` (at most 10) products as the shopper types; the last word is a prefix. */
export function predictiveSearch(products: readonly LocalProduct[], args: PredictiveArgs, nodes: NodeFactory) {
  const limit = Math.min(10, Math.max(1, args.limit ?? 10));
  const wantsProducts = !args.types?.length || args.types.includes("PRODUCT");
  const key = JSON.stringify(["predictive", args.query, args.searchableFields ?? [], args.unavailableProducts ?? ""]);
  const found = !wantsProducts
    ? []
    : ordered(products, key, () =>
        searchCatalogue(products, args.query, {
          fields: args.searchableFields,
          prefixLast: true,
          unavailable: args.unavailableProducts,
        }),
      );
  return {
    __typename: "PredictiveSearchResult",
    products: found.slice(0, limit).map(nodes.product),
    queries: [],
    collections: [],
    pages: [],
    articles: [],
  };
}

/** imageOrigin: where the images are served when that is not the shop's own origin (the stand-alone storefront). */
export function createNodeFactory(catalogue: LocalCatalogue, imageOrigin: () => string = () => ""): NodeFactory {
  const productCache = new WeakMap<LocalProduct, Record<string, unknown>>();
  const variantCache = new WeakMap<LocalVariant, Record<string, unknown>>();

  const factory: NodeFactory = {
    product(p) {
      let node = productCache.get(p);
      if (node) return node;
      const images = p.imageCaptions.map((_, i) => imageNode(p, i, imageOrigin()));
      const prices = p.variants.map((v) => Number(v.price));
      const available = p.variants.some((v) => v.available);
      const options = productOptions(p).map((option, o) => ({
        __typename: "ProductOption",
        id: gid("ProductOption", `${p.id.split("/").pop()}${o || ""}`),
        name: option.name,
        values: option.values,
        optionValues: option.values.map((value, i) => {
          const first = firstSelectableVariant(p, option.name, value);
          return {
            __typename: "ProductOptionValue",
            // The first option keeps the ids it always had (its value's variant's number).
            id: gid("ProductOptionValue", (first?.id.split("/").pop() ?? "") + (o ? `-${i}` : "")),
            name: value,
            firstSelectableVariant: first ? factory.variant(first) : null,
            swatch: null,
          };
        }),
      }));
      const variant = (v: LocalVariant | null) => (v ? factory.variant(v) : null);
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
        sellingPlanGroups: sellingPlanGroups(p),
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
        selectedOrFirstAvailableVariant: (args: SelectionArgs) => variant(selectedOrFirstAvailableVariant(p, args)),
        variantBySelectedOptions: (args: SelectionArgs) => variant(variantBySelectedOptions(p, args)),
        adjacentVariants: (args: SelectionArgs) => adjacentVariants(p, args).map(factory.variant),
        encodedVariantExistence: encodeVariants(combinationsOf(p, p.variants)),
        encodedVariantAvailability: encodeVariants(
          combinationsOf(
            p,
            p.variants.filter((v) => v.available),
          ),
        ),
        media: (args: ConnectionArgs) => connection(images.map(mediaImage), args),
        category: null,
        metafield: noMetafield,
        metafields: noMetafields,
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
        selectedOptions: variantOptions(v).map((o) => ({ __typename: "SelectedOption", ...o })),
        image: imageNode(v.product, 0, imageOrigin()),
        product: () => factory.product(v.product),
        weight: 0.4,
        weightUnit: "POUNDS",
        sellingPlanAllocations: sellingPlanAllocations(v),
        barcode: null,
        // No bundles, quantity rules, price breaks or pickup locations in this store.
        components: emptyConnection,
        groupedBy: emptyConnection,
        requiresComponents: false,
        quantityPriceBreaks: emptyConnection,
        quantityRule: { increment: 1, minimum: 1, maximum: null },
        storeAvailability: emptyConnection,
        shopPayInstallmentsPricing: null,
        unitPriceMeasurement: null,
        metafield: noMetafield,
        metafields: noMetafields,
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
        // The collection's picture: its first product's front label.
        image: c.products[0] ? imageNode(c.products[0], 0, imageOrigin()) : null,
        onlineStoreUrl: null,
        trackingParameters: null,
        metafield: noMetafield,
        metafields: noMetafields,
        updatedAt: "2025-06-01T12:00:00Z",
        seo: { title: c.title, description: c.description },
        products: (args: ProductListArgs) =>
          listProducts(c.products, { ...args, sortKey: args.sortKey ?? "COLLECTION_DEFAULT" }, factory),
      };
    },
  };
  return factory;
}
