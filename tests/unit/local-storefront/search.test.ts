import { describe, expect, it } from "vitest";
import { buildCatalogue } from "../../../local-storefront/catalogue/catalogue";
import { seedCollections } from "../../../local-storefront/catalogue/collections";
import { generatedSeeds } from "../../../local-storefront/catalogue/generate";
import { createLocalStorefront } from "../../../local-storefront/storefront";

/** The local storefront's `search` and `predictiveSearch`, in the Storefront API's shapes, ranked. */
const storefront = createLocalStorefront({
  dataDir: null,
  catalogue: buildCatalogue(generatedSeeds(600), seedCollections),
});

async function run<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const result = await storefront.execute({ query, variables }, "http://shop.test");
  expect(result.errors ?? []).toEqual([]);
  return result.data as T;
}

const SEARCH = `query ($q: String!, $after: String, $sortKey: SearchSortKeys, $reverse: Boolean) {
  search(query: $q, first: 50, after: $after, types: [PRODUCT], sortKey: $sortKey, reverse: $reverse) {
    totalCount
    pageInfo { hasNextPage endCursor }
    nodes { __typename ... on Product { handle title priceRange { minVariantPrice { amount } } } }
  }
}`;
type SearchData = {
  search: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    nodes: Array<{
      __typename: string;
      handle: string;
      title: string;
      priceRange: { minVariantPrice: { amount: string } };
    }>;
  };
};

describe("local storefront search", () => {
  it("ranks a title match above products that only mention the words", async () => {
    const { search } = await run<SearchData>(SEARCH, { q: "ultra memory" });
    expect(search.nodes[0].__typename).toBe("Product");
    expect(search.nodes[0].title).toMatch(/^Ultra Memory/);
    expect(search.totalCount).toBeGreaterThan(1);
  });

  it("pages through every match with cursors and a total count", async () => {
    const seen: string[] = [];
    let after: string | null = null;
    let total = 0;
    do {
      const { search }: SearchData = await run<SearchData>(SEARCH, { q: "magnesium", after });
      total = search.totalCount;
      seen.push(...search.nodes.map((n) => n.handle));
      after = search.pageInfo.hasNextPage ? search.pageInfo.endCursor : null;
    } while (after);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect(total).toBeGreaterThan(50);
  });

  it("sorts by price either way", async () => {
    const { search } = await run<SearchData>(SEARCH, { q: "vitamin", sortKey: "PRICE", reverse: true });
    const prices = search.nodes.map((n) => Number(n.priceRange.minVariantPrice.amount));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it("finds nothing for a blank query or unknown words", async () => {
    expect((await run<SearchData>(SEARCH, { q: "  " })).search.totalCount).toBe(0);
    expect((await run<SearchData>(SEARCH, { q: "zzzz-nothing" })).search.nodes).toEqual([]);
  });

  it("predictive search answers at most 10 products and takes the last word as a prefix", async () => {
    const data = await run<{ predictiveSearch: { products: Array<{ title: string }>; queries: unknown[] } }>(
      `query ($q: String!) { predictiveSearch(query: $q, limit: 10, types: [PRODUCT]) { products { title } queries { text } } }`,
      { q: "magnes" },
    );
    expect(data.predictiveSearch.products.length).toBe(10);
    for (const p of data.predictiveSearch.products) expect(p.title.toLowerCase()).toContain("magnes");
  });
});
