import { Image } from "@shopify/hydrogen-react";
import type { ProductImage as ProductImageData } from "~/lib/catalogue/types";

/** A square product image with a responsive srcset (Shopify's CDN sizing), lazy unless it is above the fold. */
export function ProductImage({ image, alt, sizes, eager = false, className = "" }: { image: ProductImageData | null | undefined; alt: string; sizes: string; eager?: boolean; className?: string }) {
  if (!image) return <div className={`aspect-square w-full rounded-xl bg-slate-100 ${className}`} aria-hidden="true" />;
  return (
    <Image
      data={{ url: image.url, altText: image.altText ?? alt, width: image.width ?? 1200, height: image.height ?? 1200 }}
      aspectRatio="1/1"
      sizes={sizes}
      loading={eager ? "eager" : "lazy"}
      className={`aspect-square w-full rounded-xl bg-slate-50 object-contain ${className}`}
    />
  );
}
