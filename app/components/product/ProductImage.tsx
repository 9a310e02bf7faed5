import type { ProductImage as ProductImageData } from "~/lib/catalogue/types";

/** Three widths cover a card from a phone to a 2x desktop screen; the gallery fills half a wide screen (never under
 * 300 px), so 600 to 1200 px. */
const CARD_WIDTHS = [300, 600, 900];
const LARGE_WIDTHS = [600, 900, 1200];

/**
 * A card's image by screen density rather than by width: a card is at most about 600 CSS px wide (one column on a
 * phone), so 600 px at 1x and 900 px from 1.5x are what the widths and sizes chose on phones and wide screens, in a
 * third of the markup that a card repeats (docs/decisions/0027).
 */
export const CARD_DENSITIES = { x1: 600, high: 900, density: "1.5x" } as const;
/** The home page's popular products: at most 300 CSS px wide. */
export const SMALL_CARD_DENSITIES = { x1: 300, high: 600, density: "2x" } as const;
type Densities = { x1: number; high: number; density: string };

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
  densities,
  eager = false,
  priority = false,
  large = false,
  className = "",
}: {
  image: Pick<ProductImageData, "url" | "altText"> | null | undefined;
  alt: string;
  /** The slot's width for a width-described srcset; or `densities` instead, for a card's decorative image. */
  sizes?: string;
  densities?: Densities;
  eager?: boolean;
  /** The page's largest image (its LCP): fetched ahead of the other images. */
  priority?: boolean;
  large?: boolean;
  className?: string;
}) {
  eager ||= priority;
  // A card's image is styled by its place (.card > img, .popular img): a grid repeats it.
  const classes = densities ? className || undefined : className ? `product-img ${className}` : "product-img";
  if (!image) return <div className={`aspect-square w-full rounded-xl bg-slate-100 ${className}`} aria-hidden="true" />;
  const widths = large ? LARGE_WIDTHS : CARD_WIDTHS;
  // A card's image is decorative (its title is beside it): no alt text. Every image is square by CSS (.product-img,
  // .card > img), so none carries a width and height.
  const sources = densities
    ? {
        src: sizedImageUrl(image.url, densities.x1),
        srcSet: `${sizedImageUrl(image.url, densities.high)} ${densities.density}`,
      }
    : {
        src: sizedImageUrl(image.url, 600),
        srcSet: widths.map((w) => `${sizedImageUrl(image.url, w)} ${w}w`).join(", "),
        sizes,
      };
  return (
    <img
      {...sources}
      alt={densities ? "" : (image.altText ?? alt)}
      loading={eager ? undefined : "lazy"}
      // React 18 passes the lowercase attribute through (it knows fetchPriority only from 19).
      {...(priority ? { fetchpriority: "high" } : {})}
      className={classes}
    />
  );
}
