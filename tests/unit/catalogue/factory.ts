import type { Product, ProductVariant } from "~/lib/catalogue/types";

let next = 1;
/** A complete Product from the fields a test cares about. */
export function product(fields: Partial<Product> & { price?: string; variantTitles?: string[] } = {}): Product {
  const id = fields.id ?? `gid://shopify/Product/${next++}`;
  const price = fields.price ?? "20.00";
  const variants: ProductVariant[] =
    fields.variants ??
    (fields.variantTitles ?? ["Default"]).map((title, i) => ({
      id: `${id}-v${i}`,
      title,
      availableForSale: true,
      price: { amount: price, currencyCode: "USD" },
      selectedOptions: [{ name: "Size", value: title }],
    }));
  return {
    id,
    handle: fields.handle ?? `product-${next}`,
    title: fields.title ?? `Product ${next}`,
    description: fields.description ?? "",
    descriptionHtml: fields.descriptionHtml ?? "",
    vendor: fields.vendor ?? "BioLife Naturals",
    priceRange: fields.priceRange ?? { minVariantPrice: { amount: price, currencyCode: "USD" } },
    images: fields.images ?? [],
    variants,
    options: fields.options ?? [],
  };
}

export const titles = (products: Product[]) => products.map((p) => p.title);
