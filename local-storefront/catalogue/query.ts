import type { LocalProduct } from "./catalogue";

/**
 * The part of Shopify's product search syntax a storefront uses: free words,
 * `field:value` (title, handle, tag, vendor, product_type, available_for_sale),
 * quoted values, `-` negation, implicit AND and explicit OR.
 */
type Term = { field: string | null; value: string; negate: boolean };

function tokenize(group: string): Term[] {
  const terms: Term[] = [];
  const pattern = /(-)?(?:([a-z_]+):)?(?:"([^"]*)"|(\S+))/gi;
  for (const match of group.matchAll(pattern)) {
    const value = (match[3] ?? match[4] ?? "").toLowerCase();
    if (!value || (!match[2] && value === "and")) continue;
    terms.push({ negate: Boolean(match[1]), field: match[2]?.toLowerCase() ?? null, value: value.replace(/\*$/, "") });
  }
  return terms;
}

export function parseProductQuery(query: string): Term[][] {
  return query
    .split(/\s+OR\s+/)
    .map(tokenize)
    .filter((group) => group.length > 0);
}

function fieldValues(product: LocalProduct, field: string): string[] {
  switch (field) {
    case "title":
      return [product.title];
    case "handle":
      return [product.handle];
    case "tag":
      return product.tags;
    case "vendor":
      return [product.vendor];
    case "product_type":
      return [product.productType];
    case "available_for_sale":
      return [String(product.variants.some((v) => v.available))];
    default:
      return [];
  }
}

function matchesTerm(product: LocalProduct, term: Term): boolean {
  let found: boolean;
  if (term.field) {
    const exact = term.field === "tag" || term.field === "available_for_sale";
    found = fieldValues(product, term.field).some((v) =>
      exact ? v.toLowerCase() === term.value : v.toLowerCase().includes(term.value),
    );
  } else {
    const text = [product.title, product.vendor, product.productType, product.description, ...product.tags]
      .concat(product.variants.map((v) => v.title))
      .join(" ")
      .toLowerCase();
    found = text.includes(term.value);
  }
  return term.negate ? !found : found;
}

export function filterByQuery(products: readonly LocalProduct[], query: string | null | undefined): LocalProduct[] {
  const groups = query ? parseProductQuery(query) : [];
  if (groups.length === 0) return [...products];
  return products.filter((p) => groups.some((group) => group.every((term) => matchesTerm(p, term))));
}
