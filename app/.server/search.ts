import type { Storefront } from "~/.server/storefront";
import { conditionSearch } from "~/content/condition-search";
import { PREDICTIVE_SEARCH_QUERY } from "~/graphql/search";
import { displayDescription, snippet } from "~/lib/catalogue/description";
import { matchesCondition, matchesSearch } from "~/lib/catalogue/search";
import { withoutFilteredVendors } from "~/lib/catalogue/vendors";

export const SEARCH_PRODUCTS_MAX = 10;
export const SEARCH_CONDITIONS_MAX = 8;
export const SNIPPET_LENGTH = 60;

export interface SearchResults {
  products: Array<{ handle: string; title: string; snippet: string; image: string | null }>;
  conditions: Array<{ name: string; href: string }>;
}

/**
 * The search dialog: the store's predictive search over the whole catalogue
 * (ranked by the store), held to the spec's rules on our side too (filtered
 * vendors never shown; the phrase, or every word, in the title, description
 * or handle), and the health conditions from the site's own content.
 */
export async function searchAll(storefront: Storefront, query: string): Promise<SearchResults> {
  const q = query.trim().slice(0, 100);
  if (!q) return { products: [], conditions: [] };
  const data = await storefront.query(PREDICTIVE_SEARCH_QUERY, {
    variables: { query: q, limit: SEARCH_PRODUCTS_MAX },
  });
  const products = withoutFilteredVendors(data.predictiveSearch?.products ?? [])
    .filter((p) => matchesSearch(p, q))
    .slice(0, SEARCH_PRODUCTS_MAX)
    .map((p) => ({
      handle: p.handle,
      title: p.title,
      snippet: snippet(displayDescription(p.description), SNIPPET_LENGTH),
      image: p.featuredImage?.url ?? null,
    }));
  const conditions = conditionSearch
    .filter((c) => matchesCondition(c, q))
    .slice(0, SEARCH_CONDITIONS_MAX)
    .map(({ name, href }) => ({ name, href }));
  return { products, conditions };
}
