export type BadgeIcon = "gmp" | "tested" | "usa" | "nongmo" | "nsf" | "award";

export interface Certification {
  icon: BadgeIcon;
  /** Short name used in the footer row. */
  short: string;
  /** Full name used on the home page. */
  long: string;
}

/** The six certification logos, in the spec's order. */
export const certifications: Certification[] = [
  { icon: "gmp", short: "cGMP", long: "cGMP" },
  { icon: "tested", short: "Tested", long: "Third-Party Tested" },
  { icon: "usa", short: "USA", long: "Made in USA" },
  { icon: "nongmo", short: "Non-GMO", long: "Non-GMO" },
  { icon: "nsf", short: "NSF", long: "NSF" },
  { icon: "award", short: "Award", long: "Best Supplement 2024" },
];

/** The five certification badges shown on the shop page. */
export const shopCertifications = [
  "cGMP Certified",
  "Third-Party Tested",
  "Made in USA",
  "Non-GMO Verified",
  "NSF Certified",
] as const;
