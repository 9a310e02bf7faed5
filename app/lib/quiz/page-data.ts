import type { QuizAnswers, QuizStep } from "./answers";
import type { QuizRecommendation } from "./resolve";

/** What the /quiz loader answers: the step to show, the answers so far and, on results, the recommendations. */
export interface QuizPageData {
  step: QuizStep;
  answers: QuizAnswers;
  /** A required step was skipped (no-JavaScript walk): the page says what is needed. */
  missing: boolean;
  recommendations: QuizRecommendation[] | null;
}
