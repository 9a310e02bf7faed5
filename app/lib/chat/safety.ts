import { plainWords } from "./tokenize";

/**
 * What in a question makes "talk with your healthcare provider first" due,
 * decided by rule (word lists), never by how well a passage happened to match:
 * a medication, pregnancy or breastfeeding, a child, a dose, or a symptom that
 * needs a doctor now.
 */
export type SafetyFlag = "medication" | "pregnancy" | "child" | "dose" | "urgent";

const MEDICATION =
  /\b(medications?|medicines?|meds|prescriptions?|prescribed|drugs?|pills? for|metformin|glipizide|glyburide|sulfonylureas?|insulin|ozempic|semaglutide|jardiance|lisinopril|losartan|amlodipine|hydrochlorothiazide|diuretics?|beta blockers?|metoprolol|statins?|atorvastatin|lipitor|simvastatin|rosuvastatin|crestor|lovastatin|warfarin|coumadin|eliquis|apixaban|xarelto|rivaroxaban|clopidogrel|plavix|aspirin|blood thinners?|levothyroxine|synthroid|thyroid (medication|medicine|pills?)|sertraline|zoloft|fluoxetine|prozac|ssris?|antidepressants?|birth control|prednisone|chemotherapy|chemo|sedatives?|antibiotics?)\b/;
const PREGNANCY =
  /\b(pregnant|pregnancy|breastfeeding|breast feeding|nursing (mother|mom|my baby)|while nursing|trying to conceive|trying for a baby|expecting a baby|prenatal)\b/;
const CHILD =
  /\b(child|children|childs|kid|kids|toddler|toddlers|baby|babies|infant|infants|newborn|son|daughter|teen|teens|teenager|teenagers|([1-9]|1[0-7]) (year|yr) old|([1-9]|1[0-7]) years old)\b/;
const DOSE =
  /\b(dose|doses|dosage|dosing|overdose|mg a day|mg per day|how (many|much)\b.{0,40}\b(take|per day|a day|daily)|(two|three|four|double|extra|more)\b.{0,30}\b(pills?|capsules?|tablets?|softgels?|gummies|scoops?|drops?|servings?)|(pills?|capsules?|tablets?|softgels?|gummies|scoops?|drops?) (a|per) day)\b/;
const URGENT =
  /\b(chest (pain|pains|tightness|pressure)|(arm|face|leg) (feels )?numb|numbness|can ?not breathe|cant breathe|trouble breathing|short(ness)? of breath|slurred speech|face drooping|faint(ed|ing)?|passed out|blood in (my |the )?(stool|stools|urine|pee|vomit)|bloody (stool|stools|urine)|(coughing|vomiting|throwing) up blood|fever (of|over|above) 10[3-9]|10[3-9] (degree )?fever|suicid(e|al)|kill myself|seizures?|stroke|heart attack|anaphyla\w*|throat (is )?swelling|allergic reaction)\b/;

/** Questions are read up to this many words for the rules (past it, a longer question adds nothing but cost). */
const WORDS_READ = 300;

export function safetyFlags(question: string): SafetyFlag[] {
  const text = plainWords(question).slice(0, WORDS_READ).join(" ");
  const flags: SafetyFlag[] = [];
  if (URGENT.test(text)) flags.push("urgent");
  if (MEDICATION.test(text)) flags.push("medication");
  if (PREGNANCY.test(text)) flags.push("pregnancy");
  if (CHILD.test(text)) flags.push("child");
  if (DOSE.test(text)) flags.push("dose");
  return flags;
}

const REASONS: Record<Exclude<SafetyFlag, "urgent">, string> = {
  medication: "you mentioned a medication, and some supplements add to or change a medicine's effect",
  pregnancy: "you mentioned pregnancy or breastfeeding",
  child: "you asked about a child, and our supplements and their suggested amounts are made for adults",
  dose: "the right amount depends on you: the suggested use on a label is for healthy adults and is no substitute for their advice",
};

/** The line an answer starts with when a flag is up; null when none is. */
export function consultLine(flags: SafetyFlag[]): string | null {
  const reasons = flags.filter((f): f is Exclude<SafetyFlag, "urgent"> => f !== "urgent").map((f) => REASONS[f]);
  if (reasons.length === 0) return null;
  return `Please check with your healthcare provider or pharmacist first, because ${reasons.join("; and ")}.`;
}

export const URGENT_REPLY =
  "What you describe can need a doctor right away. If it is severe or sudden (chest pain, trouble breathing, numbness, fainting, a very high fever, bleeding), call 911 or your local emergency number now; otherwise contact your healthcare provider today. A supplement is not the answer to this, so I won't suggest one. In a mental health crisis, call or text 988.";

/** Flags under which no product is suggested at all: the shopper needs their provider's word first. */
export const NO_PRODUCTS_WHEN: readonly SafetyFlag[] = ["urgent", "medication", "pregnancy", "child"];
