/** The wellness quiz's questions and the spec's hard-coded recommendation entries (SPEC §3, §4, §9). */

export const QUIZ_STEP_COUNT = 4;

export const ageGroups = [
  { value: "18-34", label: "18-34" },
  { value: "35-49", label: "35-49" },
  { value: "50-64", label: "50-64" },
  { value: "65+", label: "65+" },
] as const;

export const genders = [
  { value: "male", label: "Male" },
  { value: "female", label: "Female" },
  { value: "other", label: "Prefer not to say" },
] as const;

export const concerns = [
  { value: "blood-sugar", label: "Blood Sugar" },
  { value: "heart", label: "Heart Health" },
  { value: "cholesterol", label: "Cholesterol" },
  { value: "weight", label: "Weight Management" },
  { value: "energy", label: "Energy & Vitality" },
  { value: "sleep", label: "Sleep" },
  { value: "stress", label: "Stress & Mood" },
  { value: "brain", label: "Brain Health" },
  { value: "joint", label: "Joint Health" },
  { value: "digestive", label: "Digestive Health" },
  { value: "immune", label: "Immune Support" },
] as const;

export const symptoms = [
  { value: "fatigue", label: "Fatigue or low energy" },
  { value: "sleep-issues", label: "Trouble sleeping" },
  { value: "joint-pain", label: "Joint pain or stiffness" },
  { value: "digestive", label: "Digestive discomfort" },
  { value: "brain-fog", label: "Brain fog or poor focus" },
  { value: "stress", label: "Stress or anxiety" },
  { value: "weight", label: "Weight changes" },
  { value: "blood-pressure", label: "High blood pressure" },
  { value: "blood-sugar", label: "Blood sugar swings" },
] as const;

export type AgeGroup = (typeof ageGroups)[number]["value"];
export type Gender = (typeof genders)[number]["value"];
export type Concern = (typeof concerns)[number]["value"];
export type Symptom = (typeof symptoms)[number]["value"];

export const quizCopy = {
  title: "Wellness Quiz",
  intro: "Answer four quick questions and we'll suggest supplements for your goals.",
  steps: [
    { title: "What's your age group?", hint: "Choose one." },
    { title: "What's your gender?", hint: "Choose one." },
    { title: "What are your primary health concerns?", hint: "Choose all that apply." },
    { title: "Any symptoms you're experiencing?", hint: "Optional. Choose any that apply." },
  ],
  next: "Next",
  back: "Back",
  finish: "Get My Recommendations",
  resultsTitle: "Your Personalized Recommendations",
  resultsIntro: "Based on your answers, these supplements may support your wellness goals.",
  emptyResults: "We're preparing personalized recommendations for you",
  browseAll: "Browse All Products",
  retake: "Retake Quiz",
  addToCart: "Add to Cart",
  viewProduct: "View Details",
  stepRequired: ["Please choose an age group.", "Please choose an option.", "Please choose at least one concern.", ""],
  disclaimer:
    "These suggestions are educational, not medical advice. Talk with your healthcare provider before starting a supplement.",
} as const;

/** Keys of the products the recommendation logic can pick. */
export type QuizProductKey = "blood-sugar" | "heart" | "energy" | "sleep" | "joint" | "brain" | "womens" | "mens";

/** A recommended product as the spec hard-codes it: the fallback when the catalogue lacks the handle. */
export interface QuizProductEntry {
  id: string;
  name: string;
  benefit: string;
  price: { amount: string; currencyCode: string };
  handle: string;
  /** Empty in the fallback entries: the result card draws a placeholder. */
  image: string;
  rating: number;
  category: string;
}

const price = { amount: "199.99", currencyCode: "USD" };

export const quizProducts: Record<QuizProductKey, QuizProductEntry> = {
  "blood-sugar": {
    id: "quiz-blood-sugar",
    name: "Blood Sugar Maintenance",
    benefit: "Supports healthy glucose metabolism",
    price,
    handle: "blood-sugar-maintenance",
    image: "",
    rating: 4.8,
    category: "blood-sugar",
  },
  heart: {
    id: "quiz-heart",
    name: "Blood Pressure-Heart Support",
    benefit: "Supports healthy blood pressure and heart function",
    price,
    handle: "blood-pressure-heart-support",
    image: "",
    rating: 4.9,
    category: "heart",
  },
  energy: {
    id: "quiz-energy",
    name: "Complete Daily Nutrition Capsules",
    benefit: "Complete daily nutrition for steady energy",
    price,
    handle: "complete-daily-nutrition-capsules",
    image: "",
    rating: 4.7,
    category: "energy",
  },
  sleep: {
    id: "quiz-sleep",
    name: "Magnesium Glycinate",
    benefit: "Supports restful sleep and relaxation",
    price,
    handle: "magnesium-glycinate",
    image: "",
    rating: 4.8,
    category: "sleep",
  },
  joint: {
    id: "quiz-joint",
    name: "Joint Formula",
    benefit: "Supports flexible, comfortable joints",
    price,
    handle: "joint-formula",
    image: "",
    rating: 4.7,
    category: "joint",
  },
  brain: {
    id: "quiz-brain",
    name: "Ultra Memory",
    benefit: "Supports memory and focus",
    price,
    handle: "ultra-memory",
    image: "",
    rating: 4.8,
    category: "brain",
  },
  womens: {
    id: "quiz-womens",
    name: "Women's Health",
    benefit: "Formulated for women's wellness",
    price,
    handle: "womens-health",
    image: "",
    rating: 4.9,
    category: "womens-health",
  },
  mens: {
    id: "quiz-mens",
    name: "Men's Health",
    benefit: "Formulated for men's wellness",
    price,
    handle: "mens-health",
    image: "",
    rating: 4.8,
    category: "mens-health",
  },
};

/** SPEC §4: concern to product. Cholesterol, weight, stress, digestive and immune have no mapping. */
export const concernProduct: Partial<Record<Concern, QuizProductKey>> = {
  "blood-sugar": "blood-sugar",
  heart: "heart",
  energy: "energy",
  sleep: "sleep",
  joint: "joint",
  brain: "brain",
};
