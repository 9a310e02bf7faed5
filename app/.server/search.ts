import type { Catalogue } from "~/.server/storefront";
import { conditionSearch } from "~/content/condition-search";
import { displayDescription, snippet } from "~/lib/catalogue/description";
import { listProducts } from "~/lib/catalogue/listing";
import { matchesCondition, searchProducts } from "~/lib/catalogue/search";

export const SEARCH_PRODUCTS_MAX = 10;
export const SEARCH_CONDITIONS_MAX = 8;
export const SNIPPET_LENGTH = 60;
/** The search runs over the whole (cached) catalogue, not only the 100 products the spec's header loaded. */
export const SEARCH_FETCH = 250;

export interface SearchResults {
  products: Array<{ handle: string; title: string; snippet: string; image: string | null }>;
  conditions: Array<{ name: string; href: string }>;
}

export async function searchAll(catalogue: Catalogue, query: string): Promise<SearchResults> {
  const q = query.trim().slice(0, 100);
  if (!q) return { products: [], conditions: [] };
  const products = searchProducts(listProducts(await catalogue.products(SEARCH_FETCH)), q)
    .slice(0, SEARCH_PRODUCTS_MAX)
    .map((p) => ({
      handle: p.handle,
      title: p.title,
      snippet: snippet(displayDescription(p.description), SNIPPET_LENGTH),
      image: p.images[0]?.url ?? null,
    }));
  const conditions = conditionSearch
    .filter((c) => matchesCondition(c, q))
    .slice(0, SEARCH_CONDITIONS_MAX)
    .map(({ name, href }) => ({ name, href }));
  return { products, conditions };
}
