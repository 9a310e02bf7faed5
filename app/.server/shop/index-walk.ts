import type { Storefront } from "~/.server/storefront";
import { collectionGid } from "~/.server/storefront/catalogue";
import { COLLECTION_INDEX_QUERY, PRODUCT_INDEX_QUERY, SEARCH_INDEX_QUERY } from "~/graphql/catalogue-index";
import type { ListingEntry, SortKey } from "~/lib/catalogue/types";

/**
 * The shop's product index: a whole listing (the catalogue, a collection, or
 * a search) read through the Storefront API with cursors, 250 light entries
 * a page, in the store's own order for the chosen sort (`sortKey`/`reverse`).
 * Each page is a cached Storefront read (fresh 5 minutes, refreshed in the
 * background), so a shopper's request only reads the cache; the 12 cards a
 * page shows are fetched by id afterwards.
 */
export type IndexScope = { kind: "all" } | { kind: "collection"; id: string } | { kind: "search"; query: string };

export interface IndexEntry extends ListingEntry {
  updatedAt: string;
}

/** 250 is the Storefront API's largest page. */
export const INDEX_PAGE = 250;
/** A runaway walk (a store answering the same cursor forever) stops here: 100,000 products. */
export const MAX_INDEX_PAGES = 400;

type ProductSortKey = "BEST_SELLING" | "PRICE" | "TITLE" | "CREATED_AT";
type CollectionSortKey = "COLLECTION_DEFAULT" | "PRICE" | "TITLE" | "CREATED";
type SearchSortKey = "RELEVANCE" | "PRICE";

/**
 * The spec's sorts as the API's sort keys. "Featured" is the store's own
 * order: best sellers for the whole catalogue, the merchant's order in a
 * collection, relevance in a search. Search has no title sort: it reads by
 * relevance and the names are ordered in memory.
 */
export const API_SORTS: Record<
  SortKey,
  {
    products: ProductSortKey;
    collection: CollectionSortKey;
    search: SearchSortKey;
    reverse: boolean;
    searchReverse: boolean;
  }
> = {
  featured: {
    products: "BEST_SELLING",
    collection: "COLLECTION_DEFAULT",
    search: "RELEVANCE",
    reverse: false,
    searchReverse: false,
  },
  "price-low": { products: "PRICE", collection: "PRICE", search: "PRICE", reverse: false, searchReverse: false },
  "price-high": { products: "PRICE", collection: "PRICE", search: "PRICE", reverse: true, searchReverse: true },
  "name-asc": { products: "TITLE", collection: "TITLE", search: "RELEVANCE", reverse: false, searchReverse: false },
  "name-desc": { products: "TITLE", collection: "TITLE", search: "RELEVANCE", reverse: true, searchReverse: false },
};

type RawEntry = Omit<IndexEntry, "variants"> & { variants: { nodes: IndexEntry["variants"] } };

const toIndexEntry = ({ variants, ...entry }: RawEntry): IndexEntry => ({ ...entry, variants: variants.nodes });

interface IndexPage {
  nodes: RawEntry[];
  hasNextPage: boolean;
  endCursor?: string | null;
}

async function readPage(
  storefront: Storefront,
  scope: IndexScope,
  sort: SortKey,
  after: string | null,
): Promise<{ raw: object; page: IndexPage }> {
  const api = API_SORTS[sort];
  if (scope.kind === "all") {
    const data = await storefront.query(PRODUCT_INDEX_QUERY, {
      variables: { first: INDEX_PAGE, after, sortKey: api.products, reverse: api.reverse },
    });
    const { nodes, pageInfo } = data.products;
    return { raw: data, page: { nodes, ...pageInfo } };
  }
  if (scope.kind === "collection") {
    const data = await storefront.query(COLLECTION_INDEX_QUERY, {
      variables: {
        id: collectionGid(scope.id),
        first: INDEX_PAGE,
        after,
        sortKey: api.collection,
        reverse: api.reverse,
      },
    });
    const products = data.collection?.products;
    return {
      raw: data,
      page: products
        ? { nodes: products.nodes, ...products.pageInfo }
        : { nodes: [], hasNextPage: false, endCursor: null },
    };
  }
  const data = await storefront.query(SEARCH_INDEX_QUERY, {
    variables: { query: scope.query, first: INDEX_PAGE, after, sortKey: api.search, reverse: api.searchReverse },
  });
  // Only products are asked for; the union's other members come back as empty objects.
  const nodes = data.search.nodes.flatMap((n) => ("id" in n && typeof n.id === "string" ? [n as RawEntry] : []));
  return { raw: data, page: { nodes, ...data.search.pageInfo } };
}

/**
 * Derived lists memoised on the cached page objects they came from: while
 * every page of a walk is the same cached object, the ordered listing is
 * too, so a request over 10,000 products does not order them again. A
 * refreshed page is a new object, and the memo goes with the old one.
 */
const MAX_DERIVED = 32;
const derived = new WeakMap<object, { pages: object[]; lists: Map<string, unknown> }>();

export async function walkIndex<T>(
  storefront: Storefront,
  scope: IndexScope,
  sort: SortKey,
  derive: { key: string; from: (entries: IndexEntry[]) => T },
): Promise<T> {
  const raws: object[] = [];
  const entries: RawEntry[] = [];
  let after: string | null = null;
  for (let n = 0; n < MAX_INDEX_PAGES; n++) {
    const { raw, page }: { raw: object; page: IndexPage } = await readPage(storefront, scope, sort, after);
    raws.push(raw);
    entries.push(...page.nodes);
    if (!page.hasNextPage || !page.endCursor || page.endCursor === after) break;
    after = page.endCursor;
  }
  const memo = derived.get(raws[0]);
  const same = memo && memo.pages.length === raws.length && memo.pages.every((p, i) => p === raws[i]);
  const lists = same ? memo.lists : new Map<string, unknown>();
  if (!same) derived.set(raws[0], { pages: raws, lists });
  if (!lists.has(derive.key)) {
    // Keys can carry a shopper's search words: keep a handful, not every one ever typed.
    if (lists.size >= MAX_DERIVED) lists.clear();
    lists.set(derive.key, derive.from(entries.map(toIndexEntry)));
  }
  return lists.get(derive.key) as T;
}
