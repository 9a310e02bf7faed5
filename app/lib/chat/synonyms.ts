/**
 * Words a health shopper uses for the same thing, each group folded into its
 * first word before ranking (in questions and in the indexed text alike), so
 * "blood sugar", "glucose" and "diabetic" meet, and so do "BP" and
 * "hypertension". Matched after stemming; multi-word forms are joined first.
 */
export const SYNONYM_GROUPS: string[][] = [
  ["glucose", "sugar", "diabetes", "diabetic", "prediabetes", "prediabetic", "a1c", "insulin"],
  ["sleep", "insomnia", "asleep", "fall asleep", "sleepless", "sleepy", "bedtime"],
  ["hypertension", "bp", "pressure", "hypertensive"],
  ["cholesterol", "ldl", "hdl", "lipid", "triglyceride", "statin"],
  ["energy", "tired", "tiredness", "fatigue", "fatigued", "exhausted", "exhaustion", "sluggish", "drained"],
  ["stress", "anxiety", "anxious", "overwhelmed", "worried", "worry", "nervous", "cortisol", "racing mind", "mind racing", "mind keeps racing", "racing thoughts"],
  ["memory", "forget", "forgetful", "forgetting", "cognitive", "dementia", "alzheimer", "focus"],
  ["joint", "knee", "knees", "arthritis", "stiffness", "stiff", "achy", "cartilage"],
  ["digestion", "digestive", "bloating", "bloated", "gut", "stomach", "constipation", "gas", "indigestion"],
  ["immune", "immunity", "cold", "colds", "flu"],
  ["eye", "eyes", "eyesight", "vision", "sight", "macula", "macular"],
  ["weight", "pounds", "slim", "overweight", "obesity"],
  ["menopause", "perimenopause", "menopausal", "hot flashes"],
  ["shipping", "ship", "shipped", "delivery", "deliver", "delivered", "arrive", "postage", "package"],
  ["return", "refund", "send back", "money back", "exchange"],
  ["subscription", "subscribe", "autoship", "auto ship", "recurring", "every month"],
  ["pregnancy", "pregnant", "breastfeeding", "nursing", "conceive", "trying for a baby"],
  [
    "medication", "medicine", "meds", "prescription", "prescriptions", "drug", "drugs", "metformin", "lisinopril",
    "losartan", "amlodipine", "warfarin", "coumadin", "eliquis", "xarelto", "clopidogrel", "plavix", "levothyroxine",
    "synthroid", "blood thinner", "blood thinners", "ozempic", "semaglutide", "glipizide", "sulfonylurea", "diuretic",
    "metoprolol", "sertraline", "antidepressant", "atorvastatin", "simvastatin", "rosuvastatin",
  ],
  ["vitamin d", "vitamin d3", "d3"],
  ["vitamin c", "ascorbic acid"],
  ["b12", "vitamin b12"],
  ["men", "man", "male", "mens"],
  ["women", "woman", "female", "womens"],
  ["dose", "dosage", "dosing"],
  ["giveaway", "sweepstakes", "raffle", "contest", "prize"],
  ["quiz", "questionnaire"],
  ["contact", "phone", "email", "call", "reach"],
  ["skin", "complexion", "dark spots", "hyperpigmentation"],
  ["heart", "cardiovascular", "cardio"],
  ["turmeric", "curcumin"],
  ["omega", "fish oil"],
  ["strength", "strong", "potency", "potent"],
];
