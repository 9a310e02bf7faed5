/** Storefront products as the app uses them: GraphQL connections flattened to arrays. */
export interface Money {
  amount: string;
  currencyCode: string;
}

export interface ProductImage {
  url: string;
  altText: string | null;
  width: number | null;
  height: number | null;
}

export interface SelectedOption {
  name: string;
  value: string;
}

export interface ProductVariant {
  id: string;
  title: string;
  availableForSale: boolean;
  price: Money;
  selectedOptions: SelectedOption[];
}

export interface ProductOption {
  name: string;
  values: string[];
}

export interface Product {
  id: string;
  handle: string;
  title: string;
  description: string;
  descriptionHtml: string;
  vendor: string;
  priceRange: { minVariantPrice: Money };
  images: ProductImage[];
  variants: ProductVariant[];
  options: ProductOption[];
}

/** A product as a card (and its quick view) needs it: without the description's HTML, which only the product page shows. */
export type ListedProduct = Omit<Product, "descriptionHtml">;

export const toListedProduct = ({ descriptionHtml: _html, ...listed }: Product): ListedProduct => listed;

/**
 * What the listing rules read of a product (vendor, form keywords, price,
 * title): a shop index entry has exactly this, a full product more.
 */
export interface ListingEntry {
  id: string;
  handle: string;
  title: string;
  description: string;
  vendor: string;
  priceRange: { minVariantPrice: Money };
  variants: Array<{ title: string; selectedOptions: SelectedOption[] }>;
}

export type SortKey = "featured" | "price-low" | "price-high" | "name-asc" | "name-desc";
