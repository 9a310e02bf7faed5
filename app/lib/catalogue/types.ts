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

/**
 * What the product page reads of its product in the browser: a first load's loader data carries only this (the
 * description is server HTML there; image sizes, option values and a size's selected options are shown nowhere).
 */
export interface PageProduct extends Omit<ListedProduct, "images" | "variants" | "options"> {
  images: Array<Pick<ProductImage, "url" | "altText">>;
  variants: Array<Omit<ProductVariant, "selectedOptions">>;
  options: Array<Pick<ProductOption, "name">>;
}

export const toPageProduct = (product: ListedProduct): PageProduct => ({
  id: product.id,
  handle: product.handle,
  title: product.title,
  description: "",
  vendor: product.vendor,
  priceRange: product.priceRange,
  images: product.images.map(({ url, altText }) => ({ url, altText })),
  variants: product.variants.map(({ selectedOptions: _options, ...variant }) => variant),
  options: product.options.map(({ name }) => ({ name })),
});

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
