import { stem, tokenize } from "./tokenize";
import type { ChatProduct } from "./types";

/**
 * The health themes Nora recognises in a question (SPEC §1), with the
 * products the spec maps to a concern first (SPEC §4: blood sugar, heart,
 * energy, sleep, joint, brain) and words that find related catalogue items.
 */
export interface Concern {
  id: string;
  label: string;
  /** Words in a question that signal the concern (matched after tokenizing). */
  signals: string[];
  /** Handles recommended first, in order, when the catalogue has them. */
  preferred: string[];
  /** Words in a product's title that make it relevant. */
  productWords: string[];
}

export const CONCERNS: Concern[] = [
  {
    id: "blood-sugar",
    label: "blood sugar",
    signals: ["sugar", "glucose", "diabetes", "diabetic", "insulin", "a1c", "prediabetes"],
    preferred: ["blood-sugar-maintenance"],
    productWords: ["blood sugar", "berberine", "cinnamon", "bitter melon"],
  },
  {
    id: "heart",
    label: "heart health",
    signals: ["heart", "cardio", "cardiovascular", "circulation"],
    preferred: ["blood-pressure-heart-support"],
    productWords: ["heart", "coq10", "omega", "garlic"],
  },
  {
    id: "blood-pressure",
    label: "blood pressure",
    signals: ["pressure", "hypertension", "bp", "sodium", "salt"],
    preferred: ["blood-pressure-heart-support"],
    productWords: ["pressure", "beet", "hibiscus", "potassium"],
  },
  {
    id: "cholesterol",
    label: "cholesterol",
    signals: ["cholesterol", "ldl", "hdl", "triglyceride", "lipid"],
    preferred: [],
    productWords: ["red yeast", "omega", "psyllium", "garlic"],
  },
  {
    id: "energy",
    label: "energy",
    signals: ["energy", "tired", "fatigue", "fatigued", "exhausted", "sluggish"],
    preferred: ["complete-daily-nutrition-capsules"],
    productWords: ["b12", "energy", "maca", "daily nutrition"],
  },
  {
    id: "sleep",
    label: "sleep",
    signals: ["sleep", "insomnia", "asleep", "rest", "restless", "night"],
    preferred: ["magnesium-glycinate"],
    productWords: ["sleep", "magnesium", "chamomile"],
  },
  {
    id: "stress",
    label: "stress and mood",
    signals: ["stress", "stressed", "anxiety", "anxious", "mood", "overwhelmed", "cortisol"],
    preferred: [],
    productWords: ["ashwagandha", "saffron", "magnesium"],
  },
  {
    id: "joint",
    label: "joint health",
    signals: ["joint", "knee", "arthritis", "stiff", "stiffness", "cartilage", "hip"],
    preferred: ["joint-formula"],
    productWords: ["joint", "turmeric", "collagen"],
  },
  {
    id: "brain",
    label: "brain health",
    signals: ["brain", "memory", "focus", "concentration", "cognitive", "fog", "forgetful"],
    preferred: ["ultra-memory"],
    productWords: ["memory", "lion", "ginkgo"],
  },
  {
    id: "weight",
    label: "weight management",
    signals: ["weight", "metabolism", "belly", "appetite", "obesity", "lose"],
    preferred: [],
    productWords: ["metabolism", "mct", "apple cider", "greens", "weight"],
  },
  {
    id: "digestive",
    label: "digestive health",
    signals: ["digestion", "digestive", "gut", "bloating", "bloated", "constipation", "lactose", "stomach", "fiber"],
    preferred: [],
    productWords: ["probiotic", "enzyme", "psyllium", "fiber"],
  },
  {
    id: "immune",
    label: "immune support",
    signals: ["immune", "immunity", "cold", "flu", "sick"],
    preferred: [],
    productWords: ["elderberry", "vitamin c", "immune", "sea moss"],
  },
  {
    id: "eye",
    label: "eye health",
    signals: ["eye", "vision", "sight", "macular", "glaucoma"],
    preferred: [],
    productWords: ["vision", "lutein", "bilberry"],
  },
  {
    id: "skin",
    label: "skin health",
    signals: ["skin", "hair", "nail", "collagen", "eczema", "complexion"],
    preferred: [],
    productWords: ["skin", "collagen"],
  },
  {
    id: "mens",
    label: "men's health",
    signals: ["men", "man", "prostate", "testosterone", "male"],
    preferred: ["mens-health"],
    productWords: ["men's", "maca"],
  },
  {
    id: "womens",
    label: "women's health",
    signals: ["women", "woman", "menopause", "pregnancy", "period", "female", "hormonal"],
    preferred: ["womens-health"],
    productWords: ["women's"],
  },
];

const signalSets = CONCERNS.map((c) => ({ concern: c, words: new Set(c.signals.map((s) => stem(s))) }));

/** The concerns a question names, in the order of the spec's themes. */
export function recognizeConcerns(question: string): Concern[] {
  const words = new Set(tokenize(question));
  return signalSets
    .filter(({ words: signals }) => [...signals].some((s) => words.has(s)))
    .map(({ concern }) => concern);
}

/** Up to `limit` products for the concerns: mapped products first, then title matches; never outside `products`. */
export function productsForConcerns(concerns: Concern[], products: ChatProduct[], limit = 3): ChatProduct[] {
  const picked: ChatProduct[] = [];
  const add = (product: ChatProduct | undefined) => {
    if (product && picked.length < limit && !picked.some((p) => p.id === product.id)) picked.push(product);
  };
  for (const concern of concerns)
    for (const handle of concern.preferred) add(products.find((p) => p.handle === handle));
  for (const concern of concerns) {
    for (const word of concern.productWords) {
      for (const product of products) if (product.title.toLowerCase().includes(word)) add(product);
    }
  }
  return picked;
}
