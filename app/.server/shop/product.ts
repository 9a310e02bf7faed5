import sanitizeHtml from "sanitize-html";
import type { Catalogue } from "~/.server/storefront";
import { listProducts } from "~/lib/catalogue/listing";
import { toCardProduct, type CardProduct } from "~/lib/catalogue/card";
import { derivedFrom } from "~/lib/catalogue/derived";
import { toListedProduct, toPageProduct, type Product } from "~/lib/catalogue/types";
import { displayDescription, snippet } from "~/lib/catalogue/description";

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

/**
 * schema.org Product data for Google's product snippets: name, images and
 * brand, one Offer per size. No aggregateRating or review until real reviews
 * exist: review snippets and fair-trading rules forbid claiming reviews no
 * one wrote (the page's visible fixed rating is the spec's, not data).
 * The description is the meta description's snippet, not the whole text: the
 * page shows that once already, as Product Details. The offers' page is the
 * product's `url` (an Offer's own url is optional and would repeat it). Every product is sold new, which is what an
 * offer without an itemCondition means to Google's merchant listings, so the page does not say it twice per size.
 */
/** The meta description's length (and the JSON-LD's description). */
export const DESCRIPTION_CHARS = 155;

export function productJsonLd(product: Product, url: string) {
  // Google wants crawlable absolute image URLs; the local storefront serves root-relative ones.
  const absolute = (href: string) => {
    const resolved = URL.canParse(href, url) ? new URL(href, url) : null;
    return resolved && /^https?:$/.test(resolved.protocol) ? [resolved.href] : [];
  };
  const sku = (id: string) => id.split("/").pop() ?? id;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.title,
    ...(product.description
      ? { description: snippet(displayDescription(product.description), DESCRIPTION_CHARS) }
      : {}),
    image: product.images.flatMap((i) => absolute(i.url)),
    ...(product.vendor.trim() ? { brand: { "@type": "Brand", name: product.vendor.trim() } } : {}),
    sku: sku(product.id),
    url,
    offers: product.variants.map((v) => ({
      "@type": "Offer",
      sku: sku(v.id),
      name: v.title,
      price: v.price.amount,
      priceCurrency: v.price.currencyCode,
      availability: v.availableForSale ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
    })),
  };
}

/**
 * What the product page derives from a product, worked out once per product object (the catalogue answers the same
 * one until its cache refreshes; see derivedFrom): its card-less shapes, meta description, safe details HTML and
 * JSON-LD text for the page's URL.
 */
export const productPageParts = derivedFrom((product: Product) => {
  const listed = toListedProduct(product);
  let jsonLd: { url: string; text: string } | null = null;
  return {
    listed,
    pageProduct: toPageProduct(listed),
    metaDescription: snippet(displayDescription(product.description), DESCRIPTION_CHARS),
    descriptionHtml: sanitizeDescription(product.descriptionHtml),
    jsonLdText(url: string) {
      // `<` escaped: the text goes inside a <script> element.
      if (jsonLd?.url !== url)
        jsonLd = { url, text: JSON.stringify(productJsonLd(product, url)).replace(/</g, "\\u003c") };
      return jsonLd.text;
    },
  };
});
