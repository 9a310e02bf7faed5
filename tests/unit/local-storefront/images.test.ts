import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { buildCatalogue, editProduct } from "../../../local-storefront/catalogue/catalogue";
import { seedCollections } from "../../../local-storefront/catalogue/collections";
import { seedProducts } from "../../../local-storefront/catalogue/products";
import { createProductImages, IMAGE_SHAPES, IMAGE_WIDTHS } from "../../../local-storefront/images";

const dirs: string[] = [];
const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "biolife-images-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("product images", () => {
  it("keeps a drawn image on disk, where a restarted server finds it", async () => {
    const catalogue = buildCatalogue(seedProducts, seedCollections);
    const [product] = catalogue.productsByHandle.values();
    const dir = dataDir();
    const first = await createProductImages(catalogue, dir).render(product.handle, 0, { width: "240" });
    expect((await sharp(first!).metadata()).width).toBe(240);
    const files = fs.readdirSync(path.join(dir, "images"));
    expect(files).toHaveLength(1);
    // Marked on disk: the next process must serve that file, not draw again.
    fs.writeFileSync(path.join(dir, "images", files[0]), "kept");
    const again = await createProductImages(catalogue, dir).render(product.handle, 0, { width: "240" });
    expect(again!.toString()).toBe("kept");
    // A product edit changes its label: a fresh drawing, not the old file.
    editProduct(catalogue, product.handle, { title: "Renamed Bottle" });
    const edited = await createProductImages(catalogue, dir).render(product.handle, 0, { width: "240" });
    expect(edited!.toString()).not.toBe("kept");
    expect(await createProductImages(catalogue, dir).render("nope", 0, {})).toBeNull();
  });

  it("draws ahead every card width of every product, then only what is missing", async () => {
    const handles = [...buildCatalogue(seedProducts, seedCollections).productsByHandle.keys()].slice(0, 3);
    const catalogue = buildCatalogue(
      seedProducts.filter((p) => handles.includes(p.handle)),
      [],
    );
    const dir = dataDir();
    const images = createProductImages(catalogue, dir);
    const keep = setInterval(() => {}, 1000); // the drawing waits on unref'd timers
    const drawn = await images.predraw().finally(() => clearInterval(keep));
    expect(drawn).toBeGreaterThanOrEqual(handles.length * 3);
    const files = fs.readdirSync(path.join(dir, "images"));
    for (const handle of handles)
      for (const width of [300, 600, 900]) expect(files.some((f) => f.startsWith(`${handle}-0-${width}x-`))).toBe(true);
    expect(await createProductImages(catalogue, dir).predraw()).toBe(0);
  }, 60_000);

  it("draws 500 distinct requested sizes as at most the fixed set of widths the pages ask for (issue 56, item 9)", async () => {
    const catalogue = buildCatalogue(seedProducts, seedCollections);
    const [product] = catalogue.productsByHandle.values();
    const dir = dataDir();
    const images = createProductImages(catalogue, dir);
    const widths = new Set<number>();
    for (let i = 0; i < 500; i++) {
      // Widths 1 to 1,200 and past it, some with a height and a crop, as a client asking every size would.
      const width = 1 + ((i * 7) % 1_300);
      const query =
        i % 3 === 0
          ? { width: String(width) }
          : { width: String(width), height: String(1 + ((i * 13) % 1_300)), crop: "center" };
      const image = await images.render(product.handle, 0, query);
      widths.add((await sharp(image!).metadata()).width!);
    }
    const files = fs.readdirSync(path.join(dir, "images"));
    expect([...widths].every((w) => IMAGE_WIDTHS.includes(w))).toBe(true);
    expect(files.length).toBeLessThanOrEqual(IMAGE_WIDTHS.length * IMAGE_SHAPES);
    // The widths the shop's own pages name are drawn as asked.
    for (const width of [80, 128, 160, 200, 240, 300, 600, 900, 1200]) {
      const image = await images.render(product.handle, 0, { width: String(width) });
      expect((await sharp(image!).metadata()).width).toBe(width);
    }
  }, 120_000);
});
