/** The seeded catalogue of the embedded storefront, before it is shaped into Storefront API objects. */

/** Numeric collection ids; the ones named in SPEC §2 are used verbatim. */
export interface SeedCollection {
  id: string;
  handle: string;
  title: string;
  description: string;
}

export interface SeedVariant {
  /** The value of the product's single option (for example "60 Capsules" or "16 oz"). */
  option: string;
  /** Price in USD, two decimals. */
  price: string;
  /** Defaults to true. */
  available?: boolean;
}

/** How the generated product image looks: a labelled bottle, pouch or dropper bottle. */
export interface SeedArtwork {
  shape: "bottle" | "pouch" | "dropper";
  /** Main colour of the label, CSS hex. */
  color: string;
}

export interface SeedProduct {
  handle: string;
  title: string;
  vendor: string;
  /** Shopify productType, e.g. "Capsules", "Powder", "Liquid", "Softgels", "Gummies", "Gift Card". */
  productType: string;
  /** Option name of the variants, e.g. "Size" or "Flavor". */
  optionName: string;
  variants: SeedVariant[];
  /** HTML: a paragraph or two, a <ul> of benefits (some items may start with ✓), and a "Suggested use" line. */
  descriptionHtml: string;
  tags: string[];
  /** Ids of SeedCollection entries this product belongs to. */
  collections: string[];
  artwork: SeedArtwork;
  /** 1-3 extra image captions beyond the front label (e.g. "Supplement Facts", "Lifestyle"). */
  extraImages?: string[];
}
