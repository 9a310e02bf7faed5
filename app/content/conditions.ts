/**
 * The condition pages (SPEC §2 Conditions) as typed data: sixteen pages under
 * /conditions/{slug}, the twelve cards of the /conditions index and its four
 * public-health resources. Supplements are described as supporting health,
 * never as treating a disease.
 */

export type ConditionSlug =
  | "blood-sugar"
  | "heart-health"
  | "blood-pressure"
  | "cholesterol"
  | "weight"
  | "joint"
  | "brain"
  | "immune"
  | "digestion"
  | "sleep"
  | "stress"
  | "eye"
  | "mens-health"
  | "womens-health"
  | "skin"
  | "energy";

interface ConditionBase {
  slug: ConditionSlug;
  title: string;
  /** One or two sentences for the condition's card. */
  summary: string;
  image: { src: string; alt: string };
  /** The storefront collection the page sells from (/shop?collection={id}). */
  collectionId: string;
  headline: string;
}

/** A full page: headline, paragraphs, key facts and the shop button. */
export interface DetailedCondition extends ConditionBase {
  layout: "detailed";
  paragraphs: string[];
  facts: string[];
}

/** The short page the spec shows for sleep, stress, eye, men's, women's, skin and energy: exactly two paragraphs and one button. */
export interface BriefCondition extends ConditionBase {
  layout: "brief";
  paragraphs: [string, string];
}

export type ConditionPage = DetailedCondition | BriefCondition;

/** The blood sugar page shows this collection in a dialog (the buy-button widget) rather than linking straight to the shop. */
export const BLOOD_SUGAR_COLLECTION_ID = "287821004894";

const image = (slug: ConditionSlug, alt: string) => ({ src: `/images/conditions/${slug}.svg`, alt });

export const conditionPages: ConditionPage[] = [
  {
    slug: "blood-sugar",
    layout: "detailed",
    title: "Blood Sugar Support",
    summary:
      "Type 2 diabetes touches almost every Black family. Learn the numbers that matter and the nutrients that support healthy glucose metabolism.",
    image: image("blood-sugar", "Warm amber artwork for blood sugar support"),
    collectionId: BLOOD_SUGAR_COLLECTION_ID,
    headline: "Know your numbers, and support healthy glucose levels every day.",
    paragraphs: [
      "Black adults in the United States are diagnosed with type 2 diabetes far more often than white adults, and prediabetes often goes unnoticed for years because it rarely causes symptoms. A simple A1C or fasting glucose test at your next check-up tells you where you stand.",
      "Balanced meals built around fiber, lean protein and vegetables, regular movement and good sleep do the heavy lifting. Nutrients such as chromium, cinnamon, berberine and alpha-lipoic acid can support healthy glucose metabolism as part of that routine, alongside any plan and medication from your healthcare provider.",
    ],
    facts: [
      "Black adults are about 60% more likely than white adults to be diagnosed with diabetes (HHS Office of Minority Health).",
      "More than 1 in 3 American adults have prediabetes, and most of them do not know it (CDC).",
      "An A1C below 5.7% is considered normal; 5.7% to 6.4% indicates prediabetes.",
    ],
  },
  {
    slug: "heart-health",
    layout: "detailed",
    title: "Heart Health",
    summary:
      "Heart disease is the leading cause of death for Black Americans. Support healthy circulation with the nutrients your heart relies on.",
    image: image("heart-health", "Deep rose artwork for heart health"),
    collectionId: "287821037662",
    headline: "A strong heart carries your whole family forward.",
    paragraphs: [
      "Heart disease is the leading cause of death in the United States, and Black Americans develop high blood pressure, diabetes and heart disease earlier in life than other groups. Many of those risks can be lowered by what happens every day at the table, on a walk and at the doctor's office.",
      "Omega-3 fatty acids from fish oil, CoQ10, magnesium and aged garlic extract are among the nutrients studied for their support of normal heart function and circulation. They work best next to a diet rich in vegetables, whole grains and beans, and regular check-ups of blood pressure and cholesterol.",
    ],
    facts: [
      "Heart disease is the leading cause of death for Black Americans (CDC).",
      "Adults should aim for at least 150 minutes of moderate activity, such as brisk walking, each week.",
      "Statin users often have lower CoQ10 levels; ask your doctor whether a supplement makes sense for you.",
    ],
  },
  {
    slug: "blood-pressure",
    layout: "detailed",
    title: "Blood Pressure",
    summary:
      "More than half of Black adults live with high blood pressure. Learn what the numbers mean and how nutrition supports healthy levels.",
    image: image("blood-pressure", "Red artwork for blood pressure support"),
    collectionId: "287821135966",
    headline: "High blood pressure is silent. Checking it is simple.",
    paragraphs: [
      "High blood pressure rarely causes symptoms, yet over time it strains the heart, kidneys, eyes and brain. Black Americans have some of the highest rates of hypertension in the world, and it tends to start earlier and be more severe, which makes regular checks at home or at the pharmacy one of the most valuable habits you can build.",
      "Cutting back on sodium, eating potassium-rich foods such as leafy greens, beans and bananas, moving every day and limiting alcohol all help. Magnesium, potassium, beetroot and hibiscus are nutrients that support blood pressure already within a healthy range. Never stop or change a prescribed medication without talking to your doctor.",
    ],
    facts: [
      "Normal blood pressure is below 120/80 mm Hg; 130/80 mm Hg or higher is high blood pressure (ACC/AHA).",
      "More than half of Black adults in the United States have high blood pressure (American Heart Association).",
      "Most adults should keep sodium under 2,300 mg a day; 1,500 mg is ideal for many with high blood pressure.",
    ],
  },
  {
    slug: "cholesterol",
    layout: "detailed",
    title: "Cholesterol",
    summary:
      "Healthy cholesterol keeps arteries clear. Understand LDL and HDL and the fiber and plant compounds that support normal levels.",
    image: image("cholesterol", "Golden artwork for cholesterol support"),
    collectionId: "287821299806",
    headline: "Support the cholesterol balance your arteries depend on.",
    paragraphs: [
      "Cholesterol is not all bad: your body needs it to build cells and hormones. Trouble starts when LDL cholesterol builds up in artery walls, which raises the risk of heart attack and stroke. High cholesterol has no symptoms, so a simple blood test, called a lipid panel, is the only way to know your levels.",
      "Soluble fiber from oats, beans and psyllium, plant sterols, and healthy fats from fish, nuts and olive oil all support cholesterol levels already within a normal range. Combine them with regular activity and the care plan you make with your provider, especially if high cholesterol runs in your family.",
    ],
    facts: [
      "Most healthy adults should have their cholesterol checked every 4 to 6 years, more often with heart-disease risk factors (CDC).",
      "A total cholesterol below 200 mg/dL is generally considered desirable for adults.",
      "Getting 5 to 10 grams of soluble fiber a day can help lower LDL cholesterol.",
    ],
  },
  {
    slug: "weight",
    layout: "detailed",
    title: "Weight Management",
    summary:
      "Healthy weight is about metabolism, sleep, stress and what is on the plate. Find support that fits a sustainable routine.",
    image: image("weight", "Fresh green artwork for weight management"),
    collectionId: "287821365342",
    headline: "Sustainable habits, supported by smart nutrition.",
    paragraphs: [
      "Carrying extra weight raises the risk of type 2 diabetes, high blood pressure, joint pain and some cancers, and about half of Black adults in the United States live with obesity. Crash diets rarely last; small, steady changes in meals, movement, sleep and stress do.",
      "Protein and fiber at every meal help you stay full, and water, sleep and strength training support a healthy metabolism. Supplements such as MCT oil, green tea extract, fiber blends and greens powders can support your goals as part of that routine, never as a replacement for it.",
    ],
    facts: [
      "Losing just 5% to 7% of body weight can sharply lower the risk of type 2 diabetes for people with prediabetes (CDC National Diabetes Prevention Program).",
      "About half of Black adults in the United States have obesity (CDC).",
      "Adults need 7 or more hours of sleep; too little sleep makes weight harder to manage.",
    ],
  },
  {
    slug: "joint",
    layout: "detailed",
    title: "Bone & Joint Health",
    summary:
      "Stay active for the years ahead. Vitamin D, K2, collagen and turmeric support strong bones and comfortable joints.",
    image: image("joint", "Blue artwork for bone and joint health"),
    collectionId: "287821398110",
    headline: "Keep moving comfortably, for life.",
    paragraphs: [
      "Arthritis affects about 1 in 5 American adults and is a leading cause of disability. Black adults with arthritis are more likely to report severe joint pain and limits on daily activity. Staying active, keeping a healthy weight and building muscle around the joints all protect them over time.",
      "Melanin in darker skin reduces how much vitamin D the body makes from sunlight, so many Black Americans run low. Vitamin D3 and K2 support calcium use and strong bones, while collagen, glucosamine and turmeric support joint comfort and flexibility.",
    ],
    facts: [
      "About 1 in 5 adults in the United States has been diagnosed with arthritis (CDC).",
      "Walking, swimming and cycling are joint-friendly ways to stay active.",
      "A blood test can show whether your vitamin D level is low; ask about it at your next visit.",
    ],
  },
  {
    slug: "brain",
    layout: "detailed",
    title: "Brain Health",
    summary:
      "Memory and focus matter at every age. Support healthy cognitive aging with nutrients your brain uses every day.",
    image: image("brain", "Violet artwork for brain health"),
    collectionId: "287821561950",
    headline: "Protect your memory, your focus and your stories.",
    paragraphs: [
      "Older Black Americans are about twice as likely as older white Americans to develop Alzheimer's disease or another dementia. Many of the same risks that harm the heart, such as high blood pressure and diabetes, also harm the brain, so caring for one helps the other.",
      "Sleep, movement, social connection and learning new things keep the brain active. Omega-3 DHA, B vitamins, lion's mane and ginkgo are nutrients that support memory, focus and healthy cognitive aging as part of that lifestyle.",
    ],
    facts: [
      "Older Black Americans are about twice as likely to have Alzheimer's or another dementia (Alzheimer's Association).",
      "Controlling blood pressure is one of the best-supported ways to protect brain health.",
      "Talk to a doctor about memory changes that affect daily life; some causes are treatable.",
    ],
  },
  {
    slug: "immune",
    layout: "detailed",
    title: "Immune Support",
    summary:
      "Your body's defenses work around the clock. Vitamin C, D, zinc and elderberry support a healthy immune response.",
    image: image("immune", "Emerald artwork for immune support"),
    collectionId: "287822119006",
    headline: "Support your natural defenses all year long.",
    paragraphs: [
      "A healthy immune system depends on rest, good food, movement and managing stress. Chronic conditions such as diabetes can make infections more serious, which is one more reason to keep vaccinations and check-ups up to date.",
      "Vitamin C, vitamin D and zinc contribute to the normal function of the immune system, and elderberry has a long tradition of use during the colder months. Because darker skin makes less vitamin D from sunlight, vitamin D is a nutrient worth discussing with your provider.",
    ],
    facts: [
      "Vitamin C, vitamin D and zinc all contribute to normal immune function.",
      "In one study, adults who slept less than 6 hours a night were about four times as likely to catch a cold.",
      "Washing hands with soap for 20 seconds is still one of the best ways to avoid infection.",
    ],
  },
  {
    slug: "digestion",
    layout: "detailed",
    title: "Digestive Health",
    summary:
      "A balanced gut supports energy, comfort and more. Probiotics, enzymes and fiber support regular, comfortable digestion.",
    image: image("digestion", "Lime green artwork for digestive health"),
    collectionId: "287822217310",
    headline: "Comfort starts in the gut.",
    paragraphs: [
      "Your gut holds trillions of bacteria that help digest food and make some vitamins. Diets low in fiber and high in processed foods can leave digestion sluggish and uncomfortable, and most adults eat far less fiber than they need.",
      "Probiotics support a balanced gut flora, digestive enzymes help break down meals, and fiber supports regularity. Black Americans face higher rates of colorectal cancer, so screening from age 45, or earlier if your doctor advises it, matters as much as any supplement.",
    ],
    facts: [
      "Most adults need 22 to 34 grams of fiber a day, depending on age and sex (Dietary Guidelines for Americans).",
      "Colorectal cancer screening is recommended from age 45 for adults at average risk (USPSTF).",
      "See a doctor about blood in the stool, lasting changes in bowel habits or unexplained weight loss.",
    ],
  },
  {
    slug: "sleep",
    layout: "brief",
    title: "Sleep Support",
    summary:
      "Rest is when the body repairs itself. Support deep, restorative sleep with calming minerals and botanicals.",
    image: image("sleep", "Midnight indigo artwork for sleep support"),
    collectionId: "287822282846",
    headline: "Restful nights for brighter days.",
    paragraphs: [
      "Adults need seven or more hours of sleep a night, yet Black adults are more likely than other groups to sleep too little. Short sleep raises the risk of high blood pressure, weight gain and low mood, and sleep apnea often goes undiagnosed.",
      "A steady bedtime, a dark and cool room and less screen time before bed lay the foundation. Magnesium, L-theanine, chamomile and melatonin can support relaxation and a healthy sleep cycle; ask your doctor first if you take other medication.",
    ],
  },
  {
    slug: "stress",
    layout: "brief",
    title: "Stress & Mood",
    summary:
      "Everyday stress adds up. Adaptogens and calming nutrients support a balanced mood and a healthy stress response.",
    image: image("stress", "Teal artwork for stress and mood support"),
    collectionId: "287822348382",
    headline: "Find your calm, and keep it.",
    paragraphs: [
      "Long-term stress, including the stress of facing discrimination, keeps the body on alert and can raise blood pressure, disturb sleep and weigh on mood. Naming it, moving your body, prayer or meditation and time with the people you love all help the body reset.",
      "Adaptogens such as ashwagandha and rhodiola, along with magnesium and B vitamins, support a healthy response to everyday stress. If low mood or worry lasts for weeks, reach out to a healthcare professional; in a crisis, call or text 988.",
    ],
  },
  {
    slug: "eye",
    layout: "brief",
    title: "Eye Health",
    summary: "Protect your vision for the long run. Lutein, zeaxanthin and antioxidants support healthy eyes.",
    image: image("eye", "Sky blue artwork for eye health"),
    collectionId: "287822381150",
    headline: "See your world clearly, for years to come.",
    paragraphs: [
      "Glaucoma is several times more common in Black Americans and tends to start earlier, often without any warning signs, and diabetes can damage the small blood vessels of the eye. A dilated eye exam is the only way to catch these changes early.",
      "Lutein and zeaxanthin concentrate in the macula, where they help filter blue light, and antioxidants such as vitamins C and E and zinc support healthy vision. Leafy greens, eggs and colourful vegetables supply them too.",
    ],
  },
  {
    slug: "mens-health",
    layout: "brief",
    title: "Men's Health",
    summary: "Prostate health, energy and vitality: support built for men's needs at every age.",
    image: image("mens-health", "Slate and blue artwork for men's health"),
    collectionId: "287822446686",
    headline: "Strength and vitality, at every age.",
    paragraphs: [
      "Black men are more likely than any other group in the United States to be diagnosed with prostate cancer, and more likely to die from it. Talking with your doctor about screening in your 40s, along with regular checks of blood pressure and blood sugar, is one of the strongest moves you can make.",
      "Saw palmetto, zinc, lycopene and vitamin D support prostate health and healthy testosterone levels, and a good multivitamin fills everyday gaps. Pair them with strength training, sleep and a plate full of vegetables.",
    ],
  },
  {
    slug: "womens-health",
    layout: "brief",
    title: "Women's Health",
    summary: "Hormonal balance, bone strength and energy: nutrients chosen for women at every stage of life.",
    image: image("womens-health", "Rose pink artwork for women's health"),
    collectionId: "280699142238",
    headline: "Care for the woman who cares for everyone.",
    paragraphs: [
      "Black women face higher rates of high blood pressure, uterine fibroids and pregnancy-related complications, and heart disease is the leading cause of death for women. Regular check-ups and speaking up when something feels wrong are acts of self-care.",
      "Iron, folate, vitamin D and calcium support energy and strong bones, while botanicals such as black cohosh and evening primrose oil support comfort through the menstrual cycle and menopause. Talk with your provider about what fits your stage of life.",
    ],
  },
  {
    slug: "skin",
    layout: "brief",
    title: "Skin Health",
    summary:
      "Healthy skin, hair and nails start from within. Collagen, biotin and vitamin C support your natural glow.",
    image: image("skin", "Warm bronze artwork for skin health"),
    collectionId: "287822577758",
    headline: "Radiance that starts from within.",
    paragraphs: [
      "Melanin-rich skin has its own needs: it is prone to dark spots after irritation, can be dry or ashy, and still needs protection from the sun. Gentle cleansing, daily moisturizer and sunscreen keep it healthy, and a dermatologist can help with conditions such as eczema or keloids.",
      "Vitamin C contributes to normal collagen formation, biotin supports healthy hair and nails, and collagen peptides and omega-3s support skin hydration and elasticity. Water, sleep and colourful fruits and vegetables help too.",
    ],
  },
  {
    slug: "energy",
    layout: "brief",
    title: "Energy & Vitality",
    summary: "Feel like yourself again. B vitamins, iron and adaptogens support natural, steady energy.",
    image: image("energy", "Bright orange artwork for energy and vitality"),
    collectionId: "287822676062",
    headline: "Natural energy for the life you lead.",
    paragraphs: [
      "Constant tiredness can come from short sleep, stress or low levels of iron, vitamin B12 or vitamin D, and sometimes from conditions such as anaemia, thyroid disease or diabetes. If fatigue lasts for weeks, a check-up and simple blood tests can find the cause.",
      "B vitamins help turn food into energy, iron carries oxygen in the blood, and CoQ10 and adaptogens such as ginseng support steady energy without the crash of another coffee. Regular meals, water and daily movement keep that energy going.",
    ],
  },
];

/** The twelve conditions shown as cards on /conditions, in order. */
export const conditionsIndexSlugs: ConditionSlug[] = [
  "blood-sugar",
  "heart-health",
  "blood-pressure",
  "cholesterol",
  "weight",
  "joint",
  "brain",
  "immune",
  "digestion",
  "sleep",
  "stress",
  "energy",
];

export function conditionBySlug(slug: string | undefined): ConditionPage | null {
  return conditionPages.find((c) => c.slug === slug) ?? null;
}

/** The spec's condition card (title, description, image, href, collectionId); the home page's carousels use it too. */
export interface ConditionCardData {
  title: string;
  description: string;
  image: { src: string; alt: string };
  href: string;
  collectionId: string | null;
}

export const conditionCard = (c: ConditionPage): ConditionCardData => ({
  title: c.title,
  description: c.summary,
  image: c.image,
  href: `/conditions/${c.slug}`,
  collectionId: c.collectionId,
});

export const conditionsIndexCards: ConditionCardData[] = conditionsIndexSlugs.map((slug) =>
  conditionCard(conditionBySlug(slug)!),
);

/** Four trusted public-health resources shown under the index's cards. */
export const publicHealthResources = [
  {
    name: "CDC: Diabetes",
    href: "https://www.cdc.gov/diabetes/",
    description: "The Centers for Disease Control and Prevention on preventing and managing diabetes and prediabetes.",
  },
  {
    name: "American Heart Association: High Blood Pressure",
    href: "https://www.heart.org/en/health-topics/high-blood-pressure",
    description: "What blood pressure numbers mean, how to measure at home and how to lower your risk.",
  },
  {
    name: "NIH National Heart, Lung, and Blood Institute",
    href: "https://www.nhlbi.nih.gov/health/high-blood-pressure",
    description: "Research-based guidance on high blood pressure, heart health and healthy eating plans such as DASH.",
  },
  {
    name: "American Diabetes Association",
    href: "https://diabetes.org/",
    description: "Risk tests, nutrition guidance and community programs for people living with diabetes.",
  },
] as const;
