import type { ProductImage as ProductImageData } from "~/lib/catalogue/types";

/** Three widths cover a card from a phone to a 2x desktop screen; the gallery fills half a wide screen (never under
 * 300 px), so 600 to 1200 px, with 720 for a 390 px phone at 2x: the listing card's own drawing, which the product
 * page then finds in the browser's cache. */
const CARD_WIDTHS = [300, 600, 900];
const LARGE_WIDTHS = [600, 720, 1200];

/**
 * A grid card's image by the width it is shown at (.card-grid: one column under 640 px, two to 1024, then four; the
 * sizes are those widths less the page's and the card's padding, rounded up): a 390 px phone at 2x gets 720 px, not
 * 900 (issue 61; the density descriptors of docs/decisions/0027 chose 900 there). Two widths, short sizes: a card
 * repeats them twelve times on a listing held to issue 27's HTML budget; a 3x phone gets 720 too.
 */
export const CARD_WIDTHS_SHOWN = [360, 720];
export const CARD_SIZES = "(min-width:1024px) 20vw,(min-width:640px) 45vw,83vw";
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
  widths: shownWidths,
  densities,
  decorative = !!densities,
  lightWithoutScripts,
  eager = false,
  priority = false,
  large = false,
  className = "",
}: {
  image: Pick<ProductImageData, "url" | "altText"> | null | undefined;
  alt: string;
  /** The slot's width for a width-described srcset; or `densities` instead, for a card's decorative image. */
  sizes?: string;
  /** The srcset's widths (a width-described one): the gallery's or the card's by default. */
  widths?: number[];
  densities?: Densities;
  /** A card's image: its title is beside it (no alt text), and its place styles it (no class). */
  decorative?: boolean;
  /** A lazy image's width for a browser without scripts, which loads it at once (`<source media="(scripting: none)">`). */
  lightWithoutScripts?: number;
  eager?: boolean;
  /** The page's largest image (its LCP): fetched ahead of the other images. */
  priority?: boolean;
  large?: boolean;
  className?: string;
}) {
  eager ||= priority;
  // A card's image is styled by its place (.card > img, .popular img): a grid repeats it.
  const classes = decorative ? className || undefined : className ? `product-img ${className}` : "product-img";
  if (!image) return <div className={`aspect-square w-full rounded-xl bg-slate-100 ${className}`} aria-hidden="true" />;
  const widths = shownWidths ?? (large ? LARGE_WIDTHS : CARD_WIDTHS);
  // A card's image is decorative (its title is beside it): no alt text. Every image is square by CSS (.product-img,
  // .card > img), so none carries a width and height.
  const sources = densities
    ? {
        src: sizedImageUrl(image.url, densities.x1),
        srcSet: `${sizedImageUrl(image.url, densities.high)} ${densities.density}`,
      }
    : {
        src: sizedImageUrl(image.url, widths.includes(600) ? 600 : widths[1]),
        srcSet: widths.map((w) => `${sizedImageUrl(image.url, w)} ${w}w`).join(", "),
        sizes,
      };
  const img = (
    <img
      {...sources}
      alt={decorative ? "" : (image.altText ?? alt)}
      loading={eager ? undefined : "lazy"}
      // React 18 passes the lowercase attribute through (it knows fetchPriority only from 19).
      {...(priority ? { fetchpriority: "high" } : {})}
      className={classes}
    />
  );
  // Without scripts the browser loads a lazy image at once (lazy loading needs scripting): a card below the first
  // screen, which a page with scripts would not load yet, is then fetched at its 1x width (issue 61).
  if (eager || !lightWithoutScripts) return img;
  return (
    <picture>
      <source media="(scripting: none)" srcSet={sizedImageUrl(image.url, lightWithoutScripts)} />
      {img}
    </picture>
  );
}
