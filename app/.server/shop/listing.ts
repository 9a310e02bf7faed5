import type { Catalogue } from "~/.server/storefront";
import { categoryCollections, SHOP_FETCH } from "~/content/shop-collections";
import { listProducts, paginate } from "~/lib/catalogue/listing";
import { searchProducts } from "~/lib/catalogue/search";
import { parseSort } from "~/lib/catalogue/sort";
import { toCardProduct } from "~/lib/catalogue/card";
import type { SortKey } from "~/lib/catalogue/types";

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

/** The page of products for a shop query, after the spec's listing rules and the search. */
export async function shopListing(catalogue: Catalogue, query: ShopQuery) {
  const collectionId = query.collection ?? (query.category ? categoryCollections[query.category].id : null);
  const products = collectionId
    ? await catalogue.collectionProducts(collectionId, SHOP_FETCH)
    : await catalogue.products(SHOP_FETCH);
  const listed = listProducts(products, query.sort);
  const found = query.q ? searchProducts(listed, query.q) : listed;
  const page = paginate(found, query.page);
  return { ...page, items: page.items.map(toCardProduct), catalogueSize: listed.length };
}
