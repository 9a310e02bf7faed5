import { logger } from "~/.server/ops/logger";
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
/**
 * A search reads its 1,000 most relevant products at most: every new search
 * text is a new walk, and a word found in every product must not make each
 * stranger's request read the whole store.
 */
export const MAX_SEARCH_PAGES = 4;

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
 * A walk memoised on the cached first page it started from. A cached read
 * costs about 0.1 ms, so reading all 40 pages of a 10,000-product store on
 * every request would make the page grow with the catalogue: a request reads
 * only the first page, and while that is the same cached object the walk
 * and the lists derived from it are reused. The later pages are checked in
 * the background at most every VERIFY_MS; a changed page starts a new walk.
 * A purge or a refresh of the first page is a new object, and a new walk.
 */
interface Walk {
  /** Each page's cached answer, and the cursor it was read after. */
  pages: Array<{ raw: object; after: string | null; page: IndexPage }>;
  lists: Map<string, unknown>;
  checkedAt: number;
  checking?: Promise<void>;
}
const MAX_DERIVED = 32;
export const VERIFY_MS = 30_000;
const walks = new WeakMap<object, Walk>();

async function walkFrom(
  storefront: Storefront,
  scope: IndexScope,
  sort: SortKey,
  first: { raw: object; page: IndexPage },
): Promise<Walk> {
  const pages: Walk["pages"] = [{ ...first, after: null }];
  const limit = scope.kind === "search" ? MAX_SEARCH_PAGES : MAX_INDEX_PAGES;
  for (let n = 1; n < limit; n++) {
    const previous = pages[n - 1];
    const cursor = previous.page.endCursor;
    if (!previous.page.hasNextPage || !cursor || cursor === previous.after) break;
    pages.push({ ...(await readPage(storefront, scope, sort, cursor)), after: cursor });
  }
  return { pages, lists: new Map(), checkedAt: Date.now() };
}

async function verify(storefront: Storefront, scope: IndexScope, sort: SortKey, walk: Walk) {
  for (const known of walk.pages.slice(1)) {
    const now = await readPage(storefront, scope, sort, known.after);
    if (now.raw !== known.raw) {
      walks.set(walk.pages[0].raw, await walkFrom(storefront, scope, sort, walk.pages[0]));
      return;
    }
  }
  walk.checkedAt = Date.now();
}

async function readAll(storefront: Storefront, scope: IndexScope, sort: SortKey): Promise<Walk> {
  const first = await readPage(storefront, scope, sort, null);
  const known = walks.get(first.raw);
  if (known) {
    if (Date.now() - known.checkedAt > VERIFY_MS && !known.checking) {
      known.checking = verify(storefront, scope, sort, known)
        .catch((error: Error) => logger.error(`shop index: background check failed: ${error.message}`))
        .finally(() => (known.checking = undefined));
    }
    return known;
  }
  const walk = await walkFrom(storefront, scope, sort, first);
  walks.set(first.raw, walk);
  return walk;
}

export async function walkIndex<T>(
  storefront: Storefront,
  scope: IndexScope,
  sort: SortKey,
  derive: { key: string; from: (entries: IndexEntry[]) => T },
): Promise<T> {
  const { pages, lists } = await readAll(storefront, scope, sort);
  if (!lists.has(derive.key)) {
    // Keys can carry a shopper's search words: keep a handful, not every one ever typed.
    if (lists.size >= MAX_DERIVED) lists.clear();
    lists.set(derive.key, derive.from(pages.flatMap((p) => p.page.nodes.map(toIndexEntry))));
  }
  return lists.get(derive.key) as T;
}
