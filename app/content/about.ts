/** The About page: medical advisory board, founder story, mission and promise. */

export interface Advisor {
  name: string;
  credentials: string;
  specialty: string;
  quote: string;
}

/** Five static endorsement cards (SPEC §2 About). */
export const advisoryBoard: Advisor[] = [
  {
    name: "Dr. Angela Whitfield",
    credentials: "MD, FACE",
    specialty: "Endocrinology & Metabolic Health",
    quote:
      "Type 2 diabetes touches nearly every Black family I know. I value that BioLife talks about blood sugar honestly: supplements support a plan built with your doctor, they never replace it.",
  },
  {
    name: "Dr. Marcus Bell",
    credentials: "MD, FACC",
    specialty: "Cardiology",
    quote:
      "High blood pressure shows up earlier and hits harder in our community. When a company puts third-party testing and clear labels first, I can feel good about my patients asking me about it.",
  },
  {
    name: "Dr. Keisha Lawson",
    credentials: "PhD, RDN",
    specialty: "Nutrition Science",
    quote:
      "Good nutrition has to fit real lives, real kitchens and real budgets. BioLife starts from the foods and traditions we already love and fills the gaps that matter most.",
  },
  {
    name: "Dr. Renée Okafor",
    credentials: "PharmD",
    specialty: "Clinical Pharmacy",
    quote:
      "Many of my patients take several medications. I appreciate that BioLife tells people plainly to check with their pharmacist or doctor before adding anything new.",
  },
  {
    name: "Dr. Darnell Hayes",
    credentials: "DO",
    specialty: "Family & Preventive Medicine",
    quote:
      "Prevention works best when people trust the messenger. BioLife meets families where they are, with education first and products second.",
  },
];

/** Two letters for an avatar: the first letters of the first and last names. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/^Dr\.?\s+/i, "")
    .split(/\s+/)
    .filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}

export const aboutIntro =
  "BioLife makes science-backed supplements for African American health and wellness, created with the people we love in mind.";

export const founderStory = {
  heading: "Our Founder's Story",
  founder: "Andre Williams",
  role: "Founder, BioLife",
  paragraphs: [
    "BioLife began at a kitchen table in Atlanta. Andre Williams watched his mother manage type 2 diabetes, his father live with high blood pressure, and his grandmother lose her sight to complications that came on too quietly. Each of them did their best with the advice they were given, but very little of that advice was written with them in mind.",
    "Andre spent years talking with doctors, pharmacists and nutritionists who understood the health challenges that run through Black families, and with the families themselves. What he heard again and again was simple: people wanted products they could trust, information they could understand, and a company that respected them.",
    "In that spirit BioLife was born: premium supplements made in cGMP-certified facilities, tested by independent labs, and paired with straight talk about what they can and cannot do. Today more than 50,000 customers have made BioLife part of their daily routine, and we still answer every message like it came from family.",
  ],
};

export const mission = {
  heading: "Our Mission",
  statement:
    "To close the wellness gap for African American families by making trusted, high-quality supplements and honest health education easy to find, easy to understand and easy to afford.",
  points: [
    "Focus on the conditions that affect our community most, from blood sugar and blood pressure to heart, brain and eye health.",
    "Share culturally informed education alongside every product, so you can have better conversations with your doctor.",
    "Show up in our community through screenings, caregiver resources and support groups.",
  ],
};

export interface PromiseItem {
  icon: "tested" | "clean" | "guarantee" | "care";
  title: string;
  text: string;
}

export const promise = {
  heading: "The BioLife Promise",
  intro: "Every bottle that carries our name comes with these commitments.",
  items: [
    {
      icon: "tested",
      title: "Independently tested",
      text: "Every formula is third-party tested for purity and potency and made in the USA in cGMP-certified facilities.",
    },
    {
      icon: "clean",
      title: "Clean, honest labels",
      text: "Non-GMO ingredients and clear, readable labels, so you always know exactly what you are taking and why.",
    },
    {
      icon: "guarantee",
      title: "30-Day Guarantee",
      text: "If a product is not right for you, send it back unopened within 30 days for a full refund.",
    },
    {
      icon: "care",
      title: "Real people who care",
      text: "Our customer care team answers every question with patience and respect, by email or by phone.",
    },
  ] satisfies PromiseItem[],
};
