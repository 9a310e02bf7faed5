/** Health conditions the search dialog finds: name, page and the words that lead to it. */
export interface ConditionSearchEntry {
  name: string;
  href: string;
  keywords: string[];
}

export const conditionSearch: ConditionSearchEntry[] = [
  {
    name: "Blood Sugar",
    href: "/conditions/blood-sugar",
    keywords: ["diabetes", "glucose", "insulin", "a1c", "prediabetes"],
  },
  {
    name: "Heart Health",
    href: "/conditions/heart-health",
    keywords: ["heart", "cardiovascular", "circulation", "cardio"],
  },
  { name: "Blood Pressure", href: "/conditions/blood-pressure", keywords: ["hypertension", "pressure", "bp"] },
  { name: "Cholesterol", href: "/conditions/cholesterol", keywords: ["ldl", "hdl", "lipids", "triglycerides"] },
  { name: "Weight Management", href: "/conditions/weight", keywords: ["weight", "metabolism", "obesity", "appetite"] },
  { name: "Bone & Joint", href: "/conditions/joint", keywords: ["joint", "arthritis", "bones", "mobility", "knees"] },
  {
    name: "Brain Health",
    href: "/conditions/brain",
    keywords: ["memory", "focus", "cognitive", "brain fog", "dementia"],
  },
  { name: "Immune Support", href: "/conditions/immune", keywords: ["immunity", "cold", "flu", "immune"] },
  {
    name: "Digestive Health",
    href: "/conditions/digestion",
    keywords: ["gut", "digestion", "bloating", "probiotic", "constipation"],
  },
  { name: "Sleep", href: "/conditions/sleep", keywords: ["insomnia", "rest", "sleep"] },
  { name: "Stress & Mood", href: "/conditions/stress", keywords: ["anxiety", "mood", "stress", "calm"] },
  { name: "Eye Health", href: "/conditions/eye", keywords: ["vision", "eyes", "macular", "glaucoma"] },
  { name: "Men's Health", href: "/conditions/mens-health", keywords: ["men", "prostate", "testosterone"] },
  {
    name: "Women's Health",
    href: "/conditions/womens-health",
    keywords: ["women", "menopause", "hormones", "fibroids"],
  },
  { name: "Skin Health", href: "/conditions/skin", keywords: ["skin", "hair", "nails", "collagen", "eczema"] },
  { name: "Energy", href: "/conditions/energy", keywords: ["fatigue", "tired", "energy", "vitality"] },
];
