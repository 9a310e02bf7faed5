import type { LocalProduct } from "./catalogue";

/**
 * The Storefront API's ProductFilter (Collection.products(filters:),
 * search(productFilters:)): filters of one kind widen (any of them), filters
 * of different kinds narrow (all kinds). Kinds this store has no data for
 * (metafields, taxonomy categories) match nothing, as on a store without them.
 */
export interface ProductFilter {
  available?: boolean | null;
  price?: { min?: number | null; max?: number | null } | null;
  productType?: string | null;
  productVendor?: string | null;
  tag?: string | null;
  variantOption?: { name: string; value: string } | null;
  [other: string]: unknown;
}

function matches(product: LocalProduct, kind: string, filter: ProductFilter): boolean {
  switch (kind) {
    case "available":
      return product.variants.some((v) => v.available) === filter.available;
    case "price": {
      const { min, max } = filter.price ?? {};
      return product.variants.some(
        (v) => (min == null || Number(v.price) >= min) && (max == null || Number(v.price) <= max),
      );
    }
    case "productType":
      return product.productType === filter.productType;
    case "productVendor":
      return product.vendor === filter.productVendor;
    case "tag":
      return product.tags.includes(filter.tag ?? "");
    case "variantOption":
      return (
        product.optionName === filter.variantOption?.name &&
        product.variants.some((v) => v.title === filter.variantOption?.value)
      );
    default:
      return false;
  }
}

export function filterProducts(products: LocalProduct[], filters: ProductFilter[] | null | undefined): LocalProduct[] {
  const kinds = new Map<string, ProductFilter[]>();
  for (const filter of filters ?? []) {
    for (const kind of Object.keys(filter).filter((k) => filter[k] != null)) {
      kinds.set(kind, [...(kinds.get(kind) ?? []), filter]);
    }
  }
  if (kinds.size === 0) return products;
  return products.filter((p) => [...kinds].every(([kind, any]) => any.some((filter) => matches(p, kind, filter))));
}
