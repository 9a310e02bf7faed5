import { COVER, HERO_SIZES, srcSet } from "./media";

/** The hero's first image: the page's LCP element, preloaded by the route and fetched with high priority. */
export function CoverImage({ alt }: { alt: string }) {
  return (
    <img
      src={`${COVER.stem}-${COVER.fallback}.webp`}
      srcSet={srcSet(COVER.stem, [...COVER.widths])}
      sizes={HERO_SIZES}
      width={1024}
      height={576}
      alt={alt}
      loading="eager"
      decoding="async"
      // React 18 passes the lowercase attribute through unchanged.
      {...{ fetchpriority: "high" }}
      className="aspect-video h-auto w-full object-cover"
    />
  );
}
