/** The home page's static content: hero slides, condition carousels, health goals and the closing sections. */
export interface HeroVideo {
  id: string;
  title: string;
  /** File stem under /media/hero/ (.mp4, .webm, .en.vtt, -poster.webp). */
  file: string;
  /** Catalogue handle whose Add to Cart the slide offers. */
  productHandle?: string;
  /** Physician overlay shown on the slide. */
  doctor?: { name: string; credential: string; quote: string };
}

export const TV_COVER = { title: "BioLife TV", subtitle: "Short films on wellness made for us" };

export const heroVideos: HeroVideo[] = [
  {
    id: "culturally-informed-health",
    title: "Culturally informed health",
    file: "culturally-informed-health",
    doctor: {
      name: "Dr. Angela Whitfield",
      credential: "MD, Family Medicine",
      quote: "Care works best when it starts with your story.",
    },
  },
  { id: "vitamin-d3-k2", title: "Vitamin D3 + K2", file: "vitamin-d3-k2", productHandle: "vitamin-d3-k2" },
];

/** The 13 wellness images after the image hero's cover (files /media/hero/wellness-NN-{640,1024}.webp). */
export const heroImages: string[] = [
  "Morning sunlight and vitamin D",
  "Caring for your heart",
  "Fresh greens on the table",
  "Restful sleep",
  "Calm breathing",
  "Knowing your numbers",
  "Every step counts",
  "Energy for the day",
  "Moments of calm",
  "Women's wellness",
  "Healthy digestion",
  "Men's wellness",
  "Growing healthier together",
];

export interface HomeConditionCard {
  slug: string;
  title: string;
  description: string;
}

/** Three carousels of condition cards covering the spec's themes; each links to /conditions/{slug}. */
export const conditionCarousels: Array<{ id: string; title: string; cards: HomeConditionCard[] }> = [
  {
    id: "metabolic",
    title: "Heart & Metabolic Health",
    cards: [
      { slug: "blood-sugar", title: "Blood Sugar", description: "Support healthy glucose levels every day." },
      { slug: "heart-health", title: "Heart Health", description: "Nutrients for a strong, steady heart." },
      { slug: "blood-pressure", title: "Blood Pressure", description: "Support healthy blood pressure naturally." },
      { slug: "cholesterol", title: "Cholesterol", description: "Help maintain balanced cholesterol." },
      { slug: "weight", title: "Weight Management", description: "Support metabolism and healthy habits." },
    ],
  },
  {
    id: "mind",
    title: "Mind, Mood & Energy",
    cards: [
      { slug: "brain", title: "Brain Health", description: "Focus, memory and clear thinking." },
      { slug: "sleep", title: "Sleep", description: "Fall asleep easier and wake up rested." },
      { slug: "stress", title: "Stress & Mood", description: "Stay calm and balanced." },
      { slug: "energy", title: "Energy", description: "Natural energy without the crash." },
      { slug: "eye", title: "Eye Health", description: "Protect your vision as you age." },
    ],
  },
  {
    id: "body",
    title: "Whole-Body Wellness",
    cards: [
      { slug: "immune", title: "Immune Support", description: "Help your body's natural defences." },
      { slug: "digestion", title: "Digestive Health", description: "Comfort and regularity from the gut up." },
      { slug: "joint", title: "Bone & Joint", description: "Move freely and keep bones strong." },
      { slug: "womens-health", title: "Women's Health", description: "Support through every stage of life." },
      { slug: "mens-health", title: "Men's Health", description: "Prostate, vitality and everyday strength." },
      { slug: "skin", title: "Skin Health", description: "Nourish skin, hair and nails." },
    ],
  },
];

/** Shop by Health Goal: 20 links to shop categories (SPEC §2 Health Goals slugs) and condition pages. */
export const healthGoalLinks: Array<{ label: string; href: string }> = [
  { label: "Blood Sugar", href: "/conditions/blood-sugar" },
  { label: "Heart Health", href: "/shop?category=heart-health" },
  { label: "Digestive Health", href: "/shop?category=digestive-health" },
  { label: "Brain Health", href: "/shop?category=brain-health" },
  { label: "Immune Support", href: "/shop?category=immune-support" },
  { label: "Energy & Vitality", href: "/shop?category=energy-vitality" },
  { label: "Sleep & Relaxation", href: "/shop?category=sleep-relaxation" },
  { label: "Stress & Mood", href: "/shop?category=stress-mood" },
  { label: "Weight Management", href: "/shop?category=weight-management" },
  { label: "Men's Health", href: "/shop?category=mens-health" },
  { label: "Women's Health", href: "/shop?category=womens-health" },
  { label: "Blood Pressure", href: "/conditions/blood-pressure" },
  { label: "Cholesterol", href: "/conditions/cholesterol" },
  { label: "Bone & Joint", href: "/conditions/joint" },
  { label: "Eye Health", href: "/conditions/eye" },
  { label: "Skin Health", href: "/conditions/skin" },
  { label: "Respiratory Health", href: "/conditions/respiratory" },
  { label: "Liver Health", href: "/conditions/liver" },
  { label: "Urinary Health", href: "/conditions/urinary" },
  { label: "Daily Nutrition", href: "/conditions/nutrition" },
];

export const whyDifferent: Array<{ title: string; text: string }> = [
  {
    title: "Made with our community in mind",
    text: "Formulas chosen for the health concerns that affect African American families most, from blood pressure to vitamin D.",
  },
  {
    title: "Tested by independent labs",
    text: "Every batch is third-party tested for purity and potency and made in cGMP facilities in the USA.",
  },
  {
    title: "Honest, clear labels",
    text: "No proprietary blends and no hidden fillers: you see exactly what is in every serving.",
  },
  {
    title: "Guidance, not guesswork",
    text: "Our wellness quiz and Nora, our AI nutritionist, help you find what fits your goals.",
  },
];

export const PROVIDER_NOTICE =
  "Always consult your healthcare provider before starting any supplement, especially if you are pregnant, nursing, taking medication or managing a medical condition. Our products support wellness and are not a substitute for medical care.";

export const VIDEO_DISCLAIMER =
  "These statements have not been evaluated by the Food and Drug Administration. This product is not intended to diagnose, treat, cure, or prevent any disease.";
