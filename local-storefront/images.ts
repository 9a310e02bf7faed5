import { LRUCache } from "lru-cache";
import sharp from "sharp";
import type { LocalCatalogue } from "./catalogue/catalogue";
import { productArtworkSvg } from "./artwork";
import { IMAGE_SIZE } from "./nodes";

/**
 * Serves product images like Shopify's CDN: `?width=` and `?height=` resize,
 * `crop=` crops to fill, answering WebP. Rendered images are kept in memory.
 */
const rendered = new LRUCache<string, Buffer>({ maxSize: 64 * 1024 * 1024, sizeCalculation: (b) => b.length });

const dimension = (value: unknown) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.min(Math.round(n), IMAGE_SIZE) : undefined;
};

export async function renderProductImage(
  catalogue: LocalCatalogue,
  handle: string,
  index: number,
  query: { width?: unknown; height?: unknown; crop?: unknown },
): Promise<Buffer | null> {
  const product = catalogue.productsByHandle.get(handle);
  if (!product || !Number.isInteger(index) || index < 0 || index >= product.imageCaptions.length) return null;
  const width = dimension(query.width);
  const height = dimension(query.height);
  const crop = typeof query.crop === "string" && query.crop !== "" && width && height;
  const key = `${handle}/${index}/${width ?? ""}x${height ?? ""}/${crop ? "c" : ""}`;
  const cached = rendered.get(key);
  if (cached) return cached;
  const image = await sharp(Buffer.from(productArtworkSvg(product, index)))
    .resize({ width: width ?? (height ? undefined : IMAGE_SIZE), height, fit: crop ? "cover" : "inside" })
    .webp({ quality: 78 })
    .toBuffer();
  rendered.set(key, image);
  return image;
}
