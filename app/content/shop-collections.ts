/** Health-goal category slugs (SPEC §2 Health Goals) and the shop's own screens, mapped to their collections. */
export const categoryCollections: Record<string, { id: string; title: string }> = {
  "heart-health": { id: "287821037662", title: "Heart Health" },
  "digestive-health": { id: "287822217310", title: "Digestive Health" },
  "brain-health": { id: "287821561950", title: "Brain Health" },
  "immune-support": { id: "287822119006", title: "Immune Support" },
  "energy-vitality": { id: "287822676062", title: "Energy & Vitality" },
  "sleep-relaxation": { id: "287822282846", title: "Sleep & Relaxation" },
  "stress-mood": { id: "287822348382", title: "Stress & Mood" },
  "weight-management": { id: "287821365342", title: "Weight Management" },
  "mens-health": { id: "287822446686", title: "Men's Health" },
  "womens-health": { id: "280699142238", title: "Women's Health" },
  "bone-joint": { id: "287821398110", title: "Bone & Joint Health" },
};

/** /bundles and /bestsellers show the shop screen over these collections. */
export const shopScreens = {
  bundles: { id: "287823003742", title: "Bundles" },
  bestsellers: { id: "287823036510", title: "Best Sellers" },
} as const;

/** How many products the shop reads for a full list or a collection (the spec's default). */
export const SHOP_FETCH = 100;
