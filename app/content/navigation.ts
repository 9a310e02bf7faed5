export interface NavLink {
  label: string;
  href: string;
}

export const desktopNav: NavLink[] = [
  { label: "Conditions", href: "/conditions" },
  { label: "Learn", href: "/learn" },
  { label: "Community", href: "/community" },
  { label: "About", href: "/about" },
];

/** Mobile side menu, in the spec's order (account entries are added by the menu itself). */
export const mobileMenu: NavLink[] = [
  { label: "Shop Products", href: "/shop" },
  { label: "Take Wellness Quiz", href: "/quiz" },
  { label: "Health Conditions", href: "/conditions" },
  { label: "Learn", href: "/learn" },
  { label: "Community", href: "/community" },
  { label: "About Us", href: "/about" },
];

export const footerColumns: Array<{ title: string; links: NavLink[] }> = [
  {
    title: "Shop",
    links: [
      { label: "All Products", href: "/shop" },
      { label: "Bestsellers", href: "/bestsellers" },
      { label: "Bundles", href: "/bundles" },
      { label: "Shop by Health Goal", href: "/health-goals" },
      { label: "Health Conditions", href: "/conditions" },
    ],
  },
  {
    title: "Support",
    links: [
      { label: "Contact Us", href: "/contact" },
      { label: "Shipping & Returns", href: "/shipping" },
      { label: "FAQ", href: "/faq" },
      { label: "My Account", href: "/account" },
      { label: "Community", href: "/community" },
    ],
  },
  {
    title: "Legal",
    links: [
      { label: "Privacy Policy", href: "/privacy" },
      { label: "Terms of Service", href: "/terms" },
      { label: "Medical Disclaimer", href: "/disclaimer" },
    ],
  },
];

export const MEDICAL_DISCLAIMER =
  "These statements have not been evaluated by the Food and Drug Administration. These products are not intended to diagnose, treat, cure, or prevent any disease. Talk with your healthcare provider before starting any supplement, especially if you are pregnant, nursing, taking medication or managing a medical condition.";

export const CLAIMS = {
  customers: "Join 50,000+ satisfied customers",
  discount: "10% first-order discount",
  guarantee: "30-Day Guarantee",
  shipping: "Free Shipping",
} as const;
