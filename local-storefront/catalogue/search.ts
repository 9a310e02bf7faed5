import type { LocalProduct } from "./catalogue";

/**
 * The Storefront API's `search` and `predictiveSearch` over the local
 * catalogue: a product matches when the whole phrase is in one of its fields
 * or every word is found somewhere in them (the last word may be a prefix, as
 * Shopify's `prefix: LAST` and predictive search allow), and matches are
 * ranked by BM25 over weighted fields (title over tags and type over the
 * description), the way a search engine ranks, not by catalogue position.
 */
export type SearchableField = "TITLE" | "PRODUCT_TYPE" | "TAG" | "VENDOR" | "BODY" | "VARIANTS_TITLE";

const ALL_FIELDS: SearchableField[] = ["TITLE", "PRODUCT_TYPE", "TAG", "VENDOR", "BODY", "VARIANTS_TITLE"];
const WEIGHT: Record<SearchableField | "HANDLE", number> = {
  TITLE: 4,
  HANDLE: 2,
  TAG: 2,
  PRODUCT_TYPE: 1.5,
  VENDOR: 1,
  VARIANTS_TITLE: 1,
  BODY: 1,
};
const K1 = 1.2;
const B = 0.75;

interface Document {
  product: LocalProduct;
  /** Lower-cased text per field. */
  fields: Map<SearchableField | "HANDLE", string>;
  /** Tokens per field. */
  tokens: Map<SearchableField | "HANDLE", string[]>;
}

export const tokenize = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

function fieldText(product: LocalProduct, field: SearchableField | "HANDLE"): string {
  switch (field) {
    case "TITLE":
      return product.title;
    case "HANDLE":
      return product.handle.replace(/-/g, " ");
    case "PRODUCT_TYPE":
      return product.productType;
    case "TAG":
      return product.tags.join(" ");
    case "VENDOR":
      return product.vendor;
    case "BODY":
      return product.description;
    case "VARIANTS_TITLE":
      return product.variants.map((v) => v.title).join(" ");
  }
}

// Documents are rebuilt only for products that changed (a merchant edit swaps the product object).
const documents = new WeakMap<LocalProduct, Document>();
function documentOf(product: LocalProduct): Document {
  let document = documents.get(product);
  if (!document) {
    const fields = new Map<SearchableField | "HANDLE", string>();
    const tokens = new Map<SearchableField | "HANDLE", string[]>();
    for (const field of [...ALL_FIELDS, "HANDLE" as const]) {
      const text = fieldText(product, field);
      fields.set(field, text.toLowerCase());
      tokens.set(field, tokenize(text));
    }
    document = { product, fields, tokens };
    documents.set(product, document);
  }
  return document;
}

export interface SearchOptions {
  /** Fields searched; the handle is always searched, as the spec's shop search reads it. */
  fields?: readonly SearchableField[] | null;
  /** The last word matches as a prefix ("magn" finds magnesium). */
  prefixLast?: boolean;
  /** HIDE drops products with nothing for sale, LAST ranks them after the rest, SHOW leaves them. */
  unavailable?: "HIDE" | "LAST" | "SHOW" | null;
}

interface Hit {
  document: Document;
  score: number;
}

const available = (p: LocalProduct) => p.variants.some((v) => v.available);

function matches(document: Document, fields: Array<SearchableField | "HANDLE">, phrase: string, words: string[]) {
  const texts = fields.map((f) => document.fields.get(f)!);
  if (texts.some((t) => t.includes(phrase))) return true;
  const all = texts.join(" ");
  return words.every((word) => all.includes(word));
}

/** Products matching `query`, best first. */
export function searchCatalogue(
  products: readonly LocalProduct[],
  query: string | null | undefined,
  options: SearchOptions = {},
): LocalProduct[] {
  const phrase = (query ?? "").trim().toLowerCase();
  const words = tokenize(phrase);
  if (!phrase || words.length === 0) return [];
  const fields: Array<SearchableField | "HANDLE"> = [
    ...(options.fields?.length ? options.fields : ALL_FIELDS),
    "HANDLE",
  ];

  const docs = products.map(documentOf);
  const found = docs.filter((d) => matches(d, fields, phrase, words));
  if (found.length === 0) return [];

  // BM25 per field, summed with the field's weight; document frequency over the whole catalogue.
  const termMatches = (token: string, word: string, last: boolean) =>
    token === word || ((options.prefixLast ?? true) && last && token.startsWith(word));
  const averageLength = new Map(
    fields.map((f) => [f, docs.reduce((sum, d) => sum + d.tokens.get(f)!.length, 0) / docs.length || 1]),
  );
  const idf = words.map((word, i) => {
    const last = i === words.length - 1;
    const df = docs.filter((d) => fields.some((f) => d.tokens.get(f)!.some((t) => termMatches(t, word, last)))).length;
    return Math.log(1 + (docs.length - df + 0.5) / (df + 0.5));
  });
  const hits: Hit[] = found.map((document) => {
    let score = 0;
    for (const field of fields) {
      const tokens = document.tokens.get(field)!;
      const norm = 1 - B + (B * tokens.length) / averageLength.get(field)!;
      words.forEach((word, i) => {
        const last = i === words.length - 1;
        const tf = tokens.filter((t) => termMatches(t, word, last)).length;
        if (tf > 0) score += WEIGHT[field] * idf[i] * ((tf * (K1 + 1)) / (tf + K1 * norm));
      });
      // The whole phrase in a field counts again: "vitamin d3" in a title beats the two words apart.
      if (words.length > 1 && document.fields.get(field)!.includes(phrase)) score += WEIGHT[field];
    }
    return { document, score };
  });

  const unavailable = options.unavailable ?? "LAST";
  const kept = unavailable === "HIDE" ? hits.filter((h) => available(h.document.product)) : hits;
  const rank = (h: Hit) => (unavailable === "LAST" && !available(h.document.product) ? 1 : 0);
  return kept
    .sort((a, b) => rank(a) - rank(b) || b.score - a.score || a.document.product.rank - b.document.product.rank)
    .map((h) => h.document.product);
}
