import type { ProductImage as ProductImageData } from "~/lib/catalogue/types";
import { ProductImage } from "./ProductImage";

/** Half a wide screen; on a phone its width less the page's padding (a 390 px phone at 2x: 716, so 720 is drawn). */
const GALLERY_SIZES = "(min-width: 768px) 50vw, calc(100vw - 32px)";

/** One image, or a swipeable carousel with thumbnail links when there are more (works without scripts). */
export function ProductGallery({
  images,
  title,
}: {
  images: Array<Pick<ProductImageData, "url" | "altText">>;
  title: string;
}) {
  if (images.length <= 1) return <ProductImage image={images[0]} alt={title} sizes={GALLERY_SIZES} priority large />;
  return (
    <section aria-roledescription="carousel" aria-label={`${title} images`}>
      <ul
        className="gallery"
        // Focusable so keyboard users can scroll the images.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        {images.map((image, i) => (
          <li key={image.url} id={`image-${i + 1}`} aria-label={`Image ${i + 1} of ${images.length}`}>
            <ProductImage image={image} alt={image.altText ?? title} sizes={GALLERY_SIZES} priority={i === 0} large />
          </li>
        ))}
      </ul>
      <ol className="thumbs" aria-label="Choose an image">
        {images.map((image, i) => (
          <li key={image.url}>
            <a href={`#image-${i + 1}`} aria-label={`Show image ${i + 1}`}>
              {/* Square by CSS (.thumbs img), like the gallery's images. */}
              <img src={`${image.url}${image.url.includes("?") ? "&" : "?"}width=128`} alt="" loading="lazy" />
            </a>
          </li>
        ))}
      </ol>
    </section>
  );
}
