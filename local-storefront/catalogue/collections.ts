import type { SeedCollection } from "./types";

/** Collection ids by name; products.ts refers to collections through this map. */
export const COLLECTION = {
  heartHealth: "287821037662",
  bloodPressure: "287821135966",
  cholesterol: "287821299806",
  weightManagement: "287821365342",
  boneJoint: "287821398110",
  brainHealth: "287821561950",
  immuneSupport: "287822119006",
  digestiveHealth: "287822217310",
  sleep: "287822282846",
  stressMood: "287822348382",
  eyeHealth: "287822381150",
  mensHealth: "287822446686",
  womensHealth: "280699142238",
  skinHealth: "287822577758",
  energyVitality: "287822676062",
  learnBloodPressure: "287821430878",
  learnWeight: "287822643294",
  bloodSugar: "287821004894",
  bundles: "287823003742",
  bestsellers: "287823036510",
} as const;

export const seedCollections: SeedCollection[] = [
  {
    id: COLLECTION.bestsellers,
    handle: "bestsellers",
    title: "Bestsellers",
    description:
      "The BioLife formulas our community reaches for most, from daily foundations to targeted heart and blood sugar support.",
  },
  {
    id: COLLECTION.bloodSugar,
    handle: "blood-sugar",
    title: "Blood Sugar Support",
    description:
      "Botanicals and minerals such as berberine, cinnamon and chromium that support healthy glucose metabolism as part of a balanced diet.",
  },
  {
    id: COLLECTION.heartHealth,
    handle: "heart-health",
    title: "Heart Health",
    description: "Nutrients like omega-3s, CoQ10 and aged garlic that support healthy heart function and circulation.",
  },
  {
    id: COLLECTION.bloodPressure,
    handle: "blood-pressure",
    title: "Blood Pressure Support",
    description:
      "Formulas that support blood pressure levels already within a healthy range, alongside the care plan you build with your doctor.",
  },
  {
    id: COLLECTION.cholesterol,
    handle: "cholesterol",
    title: "Cholesterol Support",
    description:
      "Fiber, plant compounds and heart-healthy fats that support cholesterol levels already within a normal range.",
  },
  {
    id: COLLECTION.weightManagement,
    handle: "weight-management",
    title: "Weight Management",
    description: "Metabolism, appetite and cleanse support to pair with mindful eating and regular movement.",
  },
  {
    id: COLLECTION.boneJoint,
    handle: "bone-joint",
    title: "Bone & Joint",
    description:
      "Vitamin D3, K2, collagen and turmeric formulas that support strong bones and comfortable, flexible joints.",
  },
  {
    id: COLLECTION.brainHealth,
    handle: "brain-health",
    title: "Brain Health",
    description: "Nootropic botanicals and key nutrients that support memory, focus and healthy cognitive aging.",
  },
  {
    id: COLLECTION.immuneSupport,
    handle: "immune-support",
    title: "Immune Support",
    description: "Elderberry, vitamin C, zinc and other daily essentials that support your body's natural defenses.",
  },
  {
    id: COLLECTION.digestiveHealth,
    handle: "digestive-health",
    title: "Digestive Health",
    description: "Probiotics, enzymes and fiber that support regularity, comfortable digestion and a balanced gut.",
  },
  {
    id: COLLECTION.sleep,
    handle: "sleep",
    title: "Sleep Support",
    description: "Calming minerals and botanicals that support relaxation and restful, restorative sleep.",
  },
  {
    id: COLLECTION.stressMood,
    handle: "stress-mood",
    title: "Stress & Mood",
    description:
      "Adaptogens and calming nutrients that support a balanced mood and a healthy response to everyday stress.",
  },
  {
    id: COLLECTION.eyeHealth,
    handle: "eye-health",
    title: "Eye Health",
    description:
      "Lutein, zeaxanthin and antioxidants that support healthy vision and help protect eyes from blue light.",
  },
  {
    id: COLLECTION.mensHealth,
    handle: "mens-health",
    title: "Men's Health",
    description:
      "Formulas built for men's needs, supporting prostate health, healthy testosterone levels and daily vitality.",
  },
  {
    id: COLLECTION.womensHealth,
    handle: "womens-health",
    title: "Women's Health",
    description: "Nutrients chosen for women at every stage, supporting hormonal balance, bone strength and energy.",
  },
  {
    id: COLLECTION.skinHealth,
    handle: "skin-health",
    title: "Skin Health",
    description:
      "Collagen, vitamin C and antioxidants that support hydrated, resilient, glowing melanin-rich skin from within.",
  },
  {
    id: COLLECTION.energyVitality,
    handle: "energy-vitality",
    title: "Energy & Vitality",
    description: "B vitamins, greens and adaptogens that support natural, steady energy without the crash.",
  },
  {
    id: COLLECTION.learnBloodPressure,
    handle: "learn-blood-pressure",
    title: "Learn: Blood Pressure",
    description:
      "Our guide to blood pressure in Black communities, with the formulas that support healthy levels alongside diet, movement and regular checks.",
  },
  {
    id: COLLECTION.learnWeight,
    handle: "learn-weight",
    title: "Learn: Healthy Weight",
    description:
      "Our guide to sustainable weight management, with the metabolism, greens and cleanse formulas that support your goals.",
  },
  {
    id: COLLECTION.bundles,
    handle: "bundles",
    title: "Bundles",
    description: "Curated sets of complementary BioLife formulas, priced lower than buying each one separately.",
  },
];
