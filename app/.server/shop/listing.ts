import type { Catalogue, Storefront } from "~/.server/storefront";
import { categoryCollections } from "~/content/shop-collections";
import { listProducts, paginate } from "~/lib/catalogue/listing";
import { searchProducts } from "~/lib/catalogue/search";
import { parseSort } from "~/lib/catalogue/sort";
import { toCardProduct } from "~/lib/catalogue/card";
import type { SortKey } from "~/lib/catalogue/types";
import { walkIndex, type IndexEntry, type IndexScope } from "./index-walk";

/** The shop's query parameters: search (`q`, or the voice assistant's `search`), sort, page, collection or category. */
export interface ShopQuery {
  q: string;
  sort: SortKey;
  page: number;
  collection: string | null;
  category: string | null;
}

export function readShopQuery(url: URL, fixedCollection?: string): ShopQuery {
  const params = url.searchParams;
  const collection = fixedCollection ?? params.get("collection")?.replace(/\D/g, "") ?? null;
  const category = params.get("category");
  return {
    q: (params.get("q") ?? params.get("search") ?? "").trim().slice(0, 100),
    sort: parseSort(params.get("sort")),
    page: Number.parseInt(params.get("page") ?? "1", 10) || 1,
    collection: collection || null,
    category: category && categoryCollections[category] ? category : null,
  };
}

export interface ShopServices {
  storefront: Storefront;
  catalogue: Catalogue;
}

/**
 * Where a query's products come from: a collection (searched in memory, as
 * the API's search cannot be limited to one), the store's search, or the
 * whole catalogue.
 */
export function scopeOf(query: Pick<ShopQuery, "q" | "collection" | "category">): IndexScope {
  const collectionId = query.collection ?? (query.category ? categoryCollections[query.category].id : null);
  if (collectionId) return { kind: "collection", id: collectionId };
  if (query.q) return { kind: "search", query: query.q };
  return { kind: "all" };
}

/**
 * Every product of a query in the spec's list order: filtered vendors out,
 * duplicates out, the spec's ordering rules over the store's own order, and
 * the spec's search match (whatever store answered the search).
 */
export function orderedListing(
  services: ShopServices,
  query: Pick<ShopQuery, "q" | "sort" | "collection" | "category">,
) {
  return walkIndex(services.storefront, scopeOf(query), query.sort, {
    key: JSON.stringify([query.sort, query.q]),
    from: (entries: IndexEntry[]) => {
      const listed = listProducts(entries, query.sort);
      return { listed, found: query.q ? searchProducts(listed, query.q) : listed };
    },
  });
}

/** The page of products for a shop query: the index orders and counts, only the page's 12 cards are read in full. */
export async function shopListing(services: ShopServices, query: ShopQuery) {
  const { listed, found } = await orderedListing(services, query);
  const page = paginate(found, query.page);
  const products = await services.catalogue.productsById(page.items.map((p) => p.id));
  const byId = new Map(products.map((p) => [p.id, p]));
  // A product gone between the index and the read is left out rather than shown empty.
  const items = page.items.flatMap((entry) => {
    const product = byId.get(entry.id);
    return product ? [toCardProduct(product)] : [];
  });
  return { ...page, items, catalogueSize: listed.length };
}
