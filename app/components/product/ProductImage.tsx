import type { ProductImage as ProductImageData } from "~/lib/catalogue/types";

/** Three widths cover a card from a phone to a 2x desktop screen; the gallery fills half a wide screen, so up to 1200 px. */
const CARD_WIDTHS = [300, 600, 900];
const LARGE_WIDTHS = [300, 600, 900, 1200];

/** Shopify's CDN (and the local storefront) resize by the `width` query parameter. */
export const sizedImageUrl = (url: string, width: number) => `${url}${url.includes("?") ? "&" : "?"}width=${width}`;

/**
 * A square product image with a responsive srcset, lazy unless it is above
 * the fold. A plain <img> rather than hydrogen-react's Image, which would add
 * some 6 KiB of script to every listing page for the same markup.
 */
export function ProductImage({
  image,
  alt,
  sizes,
  eager = false,
  priority = false,
  large = false,
  className = "",
}: {
  image: Pick<ProductImageData, "url" | "altText"> | null | undefined;
  alt: string;
  sizes: string;
  eager?: boolean;
  /** The page's largest image (its LCP): fetched ahead of the other images. */
  priority?: boolean;
  large?: boolean;
  className?: string;
}) {
  eager ||= priority;
  const classes = className ? `product-img ${className}` : "product-img";
  if (!image) return <div className={`aspect-square w-full rounded-xl bg-slate-100 ${className}`} aria-hidden="true" />;
  const widths = large ? LARGE_WIDTHS : CARD_WIDTHS;
  return (
    <img
      src={sizedImageUrl(image.url, widths[1])}
      srcSet={widths.map((w) => `${sizedImageUrl(image.url, w)} ${w}w`).join(", ")}
      sizes={sizes}
      alt={image.altText ?? alt}
      width={600}
      height={600}
      loading={eager ? undefined : "lazy"}
      // React 18 passes the lowercase attribute through (it knows fetchPriority only from 19).
      {...(priority ? { fetchpriority: "high" } : {})}
      className={classes}
    />
  );
}
