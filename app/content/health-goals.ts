/**
 * The /health-goals cards (SPEC §2 Health Goals): blood sugar goes to its
 * condition page, every other goal to the shop filtered by its category
 * (app/content/shop-collections.ts maps each category to a collection).
 */

export type HealthGoalIcon =
  "droplet" | "heart" | "leaf" | "brain" | "shield" | "zap" | "moon" | "smile" | "scale" | "user" | "flower" | "bone";

export interface HealthGoal {
  title: string;
  description: string;
  href: string;
  icon: HealthGoalIcon;
}

const shop = (category: string) => `/shop?category=${category}`;

export const healthGoals: HealthGoal[] = [
  {
    title: "Blood Sugar Balance",
    description: "Support healthy glucose metabolism alongside balanced meals.",
    href: "/conditions/blood-sugar",
    icon: "droplet",
  },
  {
    title: "Heart Health",
    description: "Omega-3s, CoQ10 and more for healthy heart function and circulation.",
    href: shop("heart-health"),
    icon: "heart",
  },
  {
    title: "Digestive Health",
    description: "Probiotics, enzymes and fiber for regular, comfortable digestion.",
    href: shop("digestive-health"),
    icon: "leaf",
  },
  {
    title: "Brain Health",
    description: "Nutrients that support memory, focus and healthy cognitive aging.",
    href: shop("brain-health"),
    icon: "brain",
  },
  {
    title: "Immune Support",
    description: "Vitamin C, D, zinc and elderberry for your natural defenses.",
    href: shop("immune-support"),
    icon: "shield",
  },
  {
    title: "Energy & Vitality",
    description: "B vitamins, iron and adaptogens for steady, natural energy.",
    href: shop("energy-vitality"),
    icon: "zap",
  },
  {
    title: "Sleep & Relaxation",
    description: "Calming minerals and botanicals for restful, restorative sleep.",
    href: shop("sleep-relaxation"),
    icon: "moon",
  },
  {
    title: "Stress & Mood",
    description: "Adaptogens that support a balanced mood and a healthy stress response.",
    href: shop("stress-mood"),
    icon: "smile",
  },
  {
    title: "Weight Management",
    description: "Metabolism and appetite support to pair with mindful eating and movement.",
    href: shop("weight-management"),
    icon: "scale",
  },
  {
    title: "Men's Health",
    description: "Prostate health, healthy testosterone levels and daily vitality.",
    href: shop("mens-health"),
    icon: "user",
  },
  {
    title: "Women's Health",
    description: "Hormonal balance, bone strength and energy at every stage of life.",
    href: shop("womens-health"),
    icon: "flower",
  },
  {
    title: "Bone & Joint Health",
    description: "Vitamin D3, K2, collagen and turmeric for strong bones and flexible joints.",
    href: shop("bone-joint"),
    icon: "bone",
  },
];
