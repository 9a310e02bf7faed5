import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { LRUCache } from "lru-cache";
import sharp from "sharp";
import type { LocalCatalogue, LocalProduct } from "./catalogue/catalogue";
import { productArtworkSvg } from "./artwork";
import { IMAGE_SIZE } from "./nodes";

/**
 * Serves product images like Shopify's CDN: `?width=` and `?height=` resize,
 * `crop=` crops to fill, answering WebP. Unlike the CDN it draws a fixed set
 * of sizes: a width asked for is served at the next of the widths the shop's
 * pages name (1,200 past the last), a crop at the nearest of a few shapes,
 * so no client can fill the disk with one file per size (issue 56, item 9).
 *
 * Drawing one takes sharp 50-200 ms, so a drawn image is kept: on disk under
 * DATA_DIR/images when there is a data folder (a restart finds them; memory
 * stays flat), else in a small in-memory cache. `predraw` draws the widths
 * the pages ask for ahead of the first shopper (docs/decisions/0024).
 */
type Query = { width?: unknown; height?: unknown; crop?: unknown };
/** How an image is asked for besides its query: `saveData` when the browser sent `Save-Data: on`. */
export type RenderOptions = { saveData?: boolean };

/** Bump when the drawing changes, so files drawn by an older version are not served. */
const DRAWING_VERSION = "1";

/** The widths the shop's pages name: card srcsets (ProductImage), the gallery's large image and thumbnails, search, cart lines. */
const CARD_WIDTHS = [300, 360, 600, 720, 900];
const FIRST_IMAGE_WIDTHS = [80, 128, 160, 1200];
const GALLERY_WIDTHS = [128, 300, 600, 720, 900, 1200];
/** Every width drawn: the ones above, the compare table's 200 and recently viewed's 240. */
export const IMAGE_WIDTHS = [...new Set([...FIRST_IMAGE_WIDTHS, ...CARD_WIDTHS, ...GALLERY_WIDTHS, 200, 240])].sort(
  (a, b) => a - b,
);
/** Height over width of a crop; the artwork is square, so square needs no crop. */
const CROP_RATIOS = [9 / 16, 2 / 3, 3 / 4, 4 / 5, 5 / 4, 4 / 3, 3 / 2, 16 / 9];
/** How many shapes one width is drawn in: square, or one of the crops. */
export const IMAGE_SHAPES = 1 + CROP_RATIOS.length;

// Every drawing is of a different picture: libvips' operation cache (50 MB by default) would only hold memory.
sharp.cache(false);

const dimension = (value: unknown) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.min(Math.round(n), IMAGE_SIZE) : undefined;
};

/** The drawn width for one asked for: the next in the set, the largest past it. */
const drawnWidth = (asked: number) => IMAGE_WIDTHS.find((w) => w >= asked) ?? IMAGE_SIZE;

/**
 * The size drawn for a query: a square of a set width, or a set width cropped to the nearest set shape. A shopper
 * saving data (Save-Data: on) gets half the width asked (one device pixel per two), about a quarter of the bytes.
 */
function drawnSize(query: Query, { saveData = false }: RenderOptions = {}): { width: number; height?: number } {
  const scale = saveData ? 0.5 : 1;
  const asked = (value: unknown) => {
    const n = dimension(value);
    return n === undefined ? undefined : Math.max(1, Math.round(n * scale));
  };
  const width = asked(query.width);
  const height = asked(query.height);
  const crop = typeof query.crop === "string" && query.crop !== "";
  if (crop && width && height) {
    const asked = Math.log(height / width);
    const ratio = [1, ...CROP_RATIOS].reduce((best, r) =>
      Math.abs(Math.log(r) - asked) < Math.abs(Math.log(best) - asked) ? r : best,
    );
    const drawn = drawnWidth(width);
    if (ratio !== 1) return { width: drawn, height: Math.round(drawn * ratio) };
    return { width: drawn };
  }
  // Square artwork fits inside the box by its shorter side.
  return { width: drawnWidth(Math.min(width ?? IMAGE_SIZE, height ?? IMAGE_SIZE)) };
}

export type ProductImages = ReturnType<typeof createProductImages>;

export function createProductImages(catalogue: LocalCatalogue, dataDir: string | null) {
  const dir = dataDir ? path.join(dataDir, "images") : null;
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const memory = dir
    ? null
    : new LRUCache<string, Buffer>({ maxSize: 16 * 1024 * 1024, sizeCalculation: (b) => b.length });
  const drawing = new Map<string, Promise<Buffer>>();

  async function draw(svg: string, width: number | undefined, height: number | undefined, crop: boolean) {
    // Rasterised at the size asked for (an SVG's density), not at 1,200 px and then shrunk: far fewer pixels to draw.
    const target = Math.max(width ?? 0, height ?? 0) || IMAGE_SIZE;
    return sharp(Buffer.from(svg), { density: (72 * target) / IMAGE_SIZE })
      .resize({ width: width ?? (height ? undefined : IMAGE_SIZE), height, fit: crop ? "cover" : "inside" })
      .webp({ quality: 78 })
      .toBuffer();
  }

  function fileName(handle: string, index: number, svg: string, width?: number, height?: number, crop = false) {
    // The drawing's own text in the name: an edited product (its title) gets a fresh file.
    const digest = createHash("sha1").update(`${DRAWING_VERSION}\0${svg}`).digest("hex").slice(0, 16);
    return `${handle}-${index}-${width ?? ""}x${height ?? ""}${crop ? "c" : ""}-${digest}.webp`;
  }

  function drawOnce(key: string, svg: string, width?: number, height?: number, crop = false): Promise<Buffer> {
    let pending = drawing.get(key);
    if (!pending) {
      pending = (async () => {
        const image = await draw(svg, width, height, crop);
        if (memory) memory.set(key, image);
        if (dir) {
          // Written whole, then renamed: a reader (or another worker) never sees half a file.
          const temporary = path.join(dir, `.${key}.${process.pid}.tmp`);
          await fs.promises.writeFile(temporary, image);
          await fs.promises.rename(temporary, path.join(dir, key));
        }
        return image;
      })().finally(() => drawing.delete(key));
      drawing.set(key, pending);
    }
    return pending;
  }

  async function render(handle: string, index: number, query: Query, options?: RenderOptions): Promise<Buffer | null> {
    const product = catalogue.productsByHandle.get(handle);
    if (!product || !Number.isInteger(index) || index < 0 || index >= product.imageCaptions.length) return null;
    const { width, height } = drawnSize(query, options);
    const crop = height !== undefined;
    const svg = productArtworkSvg(product, index);
    const key = fileName(handle, index, svg, width, height, crop);
    const kept = memory?.get(key) ?? (dir ? await fs.promises.readFile(path.join(dir, key)).catch(() => null) : null);
    return kept ?? drawOnce(key, svg, width, height, crop);
  }

  /**
   * Draws, one at a time, every width the pages ask for that is not on disk
   * yet: first every product's card image (listing pages), then the rest of
   * the first images, then the galleries. Resolves with the number drawn.
   * Between drawings it waits on an unref'd timer, so it never holds a
   * stopping process open for more than the drawing under way.
   */
  async function predraw(): Promise<number> {
    if (!dir) return 0;
    const products = [...catalogue.productsByHandle.values()];
    const jobs: Array<[LocalProduct, number, number]> = [];
    for (const p of products) for (const width of CARD_WIDTHS) jobs.push([p, 0, width]);
    for (const p of products) for (const width of FIRST_IMAGE_WIDTHS) jobs.push([p, 0, width]);
    for (const p of products)
      for (let index = 1; index < p.imageCaptions.length; index++)
        for (const width of GALLERY_WIDTHS) jobs.push([p, index, width]);
    let drawn = 0;
    for (const [product, index, width] of jobs) {
      const svg = productArtworkSvg(product, index);
      const key = fileName(product.handle, index, svg, width);
      if (fs.existsSync(path.join(dir, key))) continue;
      await drawOnce(key, svg, width);
      drawn++;
      await new Promise((resolve) => setTimeout(resolve, 0).unref());
    }
    return drawn;
  }

  return { render, predraw };
}
