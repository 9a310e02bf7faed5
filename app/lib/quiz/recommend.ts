import { concernProduct, quizProducts, type QuizProductEntry, type QuizProductKey } from "~/content/quiz";
import type { QuizAnswers } from "./answers";

export const MAX_RECOMMENDATIONS = 4;

/**
 * SPEC §4 recommendation logic, in the spec's order: a product for each
 * chosen concern; the energy product for fatigue when none is there yet;
 * the sleep product for sleep issues; the joint product for joint pain;
 * the women's or men's product by gender; duplicates removed by id; at most four.
 */
export function recommendProductKeys(
  answers: Pick<QuizAnswers, "gender" | "primaryConcerns" | "symptoms">,
): QuizProductKey[] {
  const picked: QuizProductKey[] = [];
  for (const concern of answers.primaryConcerns) {
    const key = concernProduct[concern];
    if (key) picked.push(key);
  }
  if (answers.symptoms.includes("fatigue") && !picked.includes("energy")) picked.push("energy");
  if (answers.symptoms.includes("sleep-issues")) picked.push("sleep");
  if (answers.symptoms.includes("joint-pain")) picked.push("joint");
  if (answers.gender === "female") picked.push("womens");
  if (answers.gender === "male") picked.push("mens");

  const seen = new Set<string>();
  const unique = picked.filter((key) => {
    const id = quizProducts[key].id;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
  return unique.slice(0, MAX_RECOMMENDATIONS);
}

/** The spec's hard-coded entries for the recommended keys. */
export function recommendProducts(
  answers: Pick<QuizAnswers, "gender" | "primaryConcerns" | "symptoms">,
): QuizProductEntry[] {
  return recommendProductKeys(answers).map((key) => quizProducts[key]);
}
