import { buildCatalogue } from "../../../local-storefront/catalogue/catalogue";
import { seedCollections } from "../../../local-storefront/catalogue/collections";
import { seedProducts } from "../../../local-storefront/catalogue/products";
import { createProductImages } from "../../../local-storefront/images";
import { dataDir } from "../../../playwright.config";

/**
 * Playwright's global setup (after the web servers start, before any test):
 * every product image the pages name is drawn into the e2e server's
 * DATA_DIR/images, by the same code and into the same files as a shop started
 * with PREDRAW_IMAGES=on (docs/decisions/0024). The tests then meet a shop
 * that has been up a minute: no page's load event, and so no page's scripts
 * (docs/decisions/0030), waits on an image being drawn, and no drawing in the
 * background competes with the tests for the CPU.
 */
export default async function drawImages() {
  const started = Date.now();
  const drawn = await createProductImages(buildCatalogue(seedProducts, seedCollections), dataDir).predraw();
  console.log(`e2e: ${drawn} product images drawn in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
