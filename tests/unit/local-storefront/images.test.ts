import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { buildCatalogue, editProduct } from "../../../local-storefront/catalogue/catalogue";
import { seedCollections } from "../../../local-storefront/catalogue/collections";
import { seedProducts } from "../../../local-storefront/catalogue/products";
import { createProductImages } from "../../../local-storefront/images";

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
});
