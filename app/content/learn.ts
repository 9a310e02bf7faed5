/**
 * The /learn topic pages (SPEC §2 Learn): each one explains a condition in
 * plain words and lists a storefront collection's products (12, or 50 on the
 * weight page, SPEC §9).
 */

export type LearnTopicSlug =
  "blood-pressure" | "cholesterol" | "joint-health" | "digestive-health" | "eye-health" | "weight-management";

export interface LearnTopic {
  slug: LearnTopicSlug;
  title: string;
  intro: string;
  cardTitle: string;
  cardParagraphs: string[];
  /** Products the explanatory card names, shown as a short list (the weight page). */
  featured?: Array<{ name: string; note: string }>;
  collectionId: string;
  productLimit: number;
}

export const LEARN_GRID_LIMIT = 12;
export const LEARN_WEIGHT_LIMIT = 50;

export const learnTopics: LearnTopic[] = [
  {
    slug: "blood-pressure",
    title: "Understanding Blood Pressure",
    intro:
      "More than half of Black adults in the United States live with high blood pressure, often without a single symptom. Here is what the numbers mean and how daily habits help.",
    cardTitle: "What your blood pressure numbers mean",
    cardParagraphs: [
      "Blood pressure is written as two numbers. The top (systolic) number is the pressure in your arteries when your heart beats; the bottom (diastolic) number is the pressure between beats. A reading below 120/80 mm Hg is normal, 120 to 129 over less than 80 is elevated, and 130/80 mm Hg or higher is high blood pressure.",
      "Hypertension tends to appear earlier and run higher in Black Americans, and left alone it damages the heart, kidneys, eyes and brain. Home monitoring, less sodium, more potassium-rich foods such as greens, beans and sweet potatoes, daily movement and the medication your doctor prescribes all work together. Nutrients such as magnesium, potassium, beetroot, hibiscus and aged garlic support blood pressure already within a healthy range.",
    ],
    collectionId: "287821430878",
    productLimit: LEARN_GRID_LIMIT,
  },
  {
    slug: "cholesterol",
    title: "Understanding Cholesterol",
    intro:
      "Cholesterol builds up quietly in the arteries. A simple blood test shows where you stand, and everyday food choices make a real difference.",
    cardTitle: "LDL, HDL and triglycerides",
    cardParagraphs: [
      "A lipid panel measures LDL cholesterol, which can build up in artery walls; HDL cholesterol, which helps carry cholesterol away to the liver; and triglycerides, a fat that rises with sugar, refined carbohydrates and alcohol. For most adults a total cholesterol below 200 mg/dL is desirable, and your doctor sets LDL goals from your overall risk.",
      "Soluble fiber from oats, beans and psyllium binds cholesterol in the gut, healthy fats from fish, nuts and olive oil can take the place of saturated fat, and regular activity raises HDL. Omega-3s, plant sterols and red yeast rice are studied for their support of normal cholesterol; check with your doctor before combining them with a statin.",
    ],
    collectionId: "287821299806",
    productLimit: LEARN_GRID_LIMIT,
  },
  {
    slug: "joint-health",
    title: "Understanding Joint Health",
    intro:
      "Stiff knees and aching hands are not just part of getting older. Learn how to protect your joints and keep moving.",
    cardTitle: "Keeping joints comfortable and strong",
    cardParagraphs: [
      "Osteoarthritis, the most common form of arthritis, happens when the cartilage that cushions the ends of bones wears down. Extra body weight, old injuries and inactivity all add to the strain, and Black adults with arthritis report severe pain more often than white adults.",
      "Joint-friendly activity such as walking, swimming and strength training keeps the muscles around the joints strong. Vitamin D3 and K2 support strong bones, a common need because darker skin makes less vitamin D from sunlight, while collagen, glucosamine and turmeric support joint comfort and flexibility.",
    ],
    collectionId: "287821398110",
    productLimit: LEARN_GRID_LIMIT,
  },
  {
    slug: "digestive-health",
    title: "Understanding Digestive Health",
    intro:
      "A comfortable, regular gut affects energy, mood and immunity. Learn what your digestive system needs to work well.",
    cardTitle: "Fiber, bacteria and enzymes",
    cardParagraphs: [
      "Most adults need 22 to 34 grams of fiber a day but eat about half that. Fiber keeps things moving, feeds the helpful bacteria in your gut and supports healthy cholesterol and blood sugar. Lactose intolerance, common among Black Americans, can also cause bloating and discomfort after dairy.",
      "Probiotics support a balanced gut flora, digestive enzymes, including lactase, help break down meals, and psyllium adds gentle fiber. Colorectal cancer is more common and more deadly in Black Americans, so start screening at 45, or earlier if your doctor advises it.",
    ],
    collectionId: "287822217310",
    productLimit: LEARN_GRID_LIMIT,
  },
  {
    slug: "eye-health",
    title: "Understanding Eye Health",
    intro:
      "Some of the most serious eye diseases give no warning until vision is lost. Regular exams and good nutrition help protect your sight.",
    cardTitle: "Glaucoma, diabetes and your vision",
    cardParagraphs: [
      "Glaucoma damages the optic nerve, usually without pain or early symptoms, and it is several times more common in Black Americans. Diabetes and high blood pressure can also harm the tiny blood vessels of the retina. A dilated eye exam every one to two years, or as often as your eye doctor advises, catches these changes early.",
      "Lutein and zeaxanthin collect in the macula and help filter blue light; vitamins C and E, zinc and omega-3s support healthy vision. Leafy greens, eggs, fish and colourful vegetables are good sources, and sunglasses with UV protection help too.",
    ],
    collectionId: "287822381150",
    productLimit: LEARN_GRID_LIMIT,
  },
  {
    slug: "weight-management",
    title: "Understanding Weight Management",
    intro:
      "Lasting weight management is not about willpower. It is about metabolism, blood sugar, sleep and stress, and small habits you can keep.",
    cardTitle: "Working with your metabolism",
    cardParagraphs: [
      "For people with prediabetes, losing just 5% to 7% of body weight through better eating and about 150 minutes a week of activity sharply lowers the risk of type 2 diabetes. Steady blood sugar helps control cravings, while short sleep and chronic stress push the body to hold on to weight.",
      "Build meals around protein, fiber and vegetables, drink water, lift something heavy a few times a week and aim for seven or more hours of sleep. Our weight collection supports that routine:",
    ],
    featured: [
      { name: "Pure C8 MCT oil", note: "a quickly used source of energy from coconut fat that helps you feel full" },
      { name: "An overnight metabolism formula", note: "calming and metabolic nutrients taken before bed" },
      { name: "Blood sugar formulas", note: "berberine, cinnamon and chromium to support healthy glucose levels" },
      { name: "A gentle detox cleanse", note: "fiber and botanicals that support regular digestion" },
      { name: "A super greens powder", note: "a daily scoop of vegetables, grasses and antioxidants" },
    ],
    collectionId: "287822643294",
    productLimit: LEARN_WEIGHT_LIMIT,
  },
];

export function learnTopicBySlug(slug: string | undefined): LearnTopic | null {
  return learnTopics.find((t) => t.slug === slug) ?? null;
}
