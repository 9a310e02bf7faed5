import { z } from "zod";
import {
  ageGroups,
  concerns,
  genders,
  QUIZ_STEP_COUNT,
  symptoms,
  type AgeGroup,
  type Concern,
  type Gender,
  type Symptom,
} from "~/content/quiz";

const values = <T extends readonly { value: string }[]>(options: T) =>
  options.map((o) => o.value) as unknown as [T[number]["value"], ...T[number]["value"][]];

export const ageGroupSchema = z.enum(values(ageGroups));
export const genderSchema = z.enum(values(genders));
export const concernSchema = z.enum(values(concerns));
export const symptomSchema = z.enum(values(symptoms));

/** Quiz answers (SPEC §3). Step 4 (symptoms) is optional. */
export interface QuizAnswers {
  ageGroup?: AgeGroup;
  gender?: Gender;
  primaryConcerns: Concern[];
  symptoms: Symptom[];
}

export type QuizStep = 1 | 2 | 3 | 4 | "results";

export const emptyAnswers = (): QuizAnswers => ({ primaryConcerns: [], symptoms: [] });

/** Whether a step has what it needs for Next (SPEC §5: steps 1-3 required, step 4 optional). */
export function isStepAnswered(step: 1 | 2 | 3 | 4, answers: QuizAnswers): boolean {
  if (step === 1) return answers.ageGroup !== undefined;
  if (step === 2) return answers.gender !== undefined;
  if (step === 3) return answers.primaryConcerns.length > 0;
  return true;
}

/** The first step still missing its answer, or "results" when all required ones are there. */
export function firstUnansweredStep(answers: QuizAnswers): QuizStep {
  for (const step of [1, 2, 3] as const) if (!isStepAnswered(step, answers)) return step;
  return "results";
}

function unique<T>(list: T[]): T[] {
  return [...new Set(list)];
}

/** Reads answers from a query string, keeping only known values. */
export function parseQuizAnswers(params: URLSearchParams): QuizAnswers {
  const age = ageGroupSchema.safeParse(params.get("ageGroup"));
  const gender = genderSchema.safeParse(params.get("gender"));
  const pick = <T>(name: string, schema: z.ZodType<T>) =>
    unique(
      params.getAll(name).flatMap((v) => {
        const parsed = schema.safeParse(v);
        return parsed.success ? [parsed.data] : [];
      }),
    );
  return {
    ageGroup: age.success ? age.data : undefined,
    gender: gender.success ? gender.data : undefined,
    primaryConcerns: pick("primaryConcerns", concernSchema),
    symptoms: pick("symptoms", symptomSchema),
  };
}

/** The answers as query-string pairs, for hidden fields and links. */
export function quizAnswerPairs(answers: QuizAnswers, except?: keyof QuizAnswers): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  if (answers.ageGroup && except !== "ageGroup") pairs.push(["ageGroup", answers.ageGroup]);
  if (answers.gender && except !== "gender") pairs.push(["gender", answers.gender]);
  if (except !== "primaryConcerns") for (const c of answers.primaryConcerns) pairs.push(["primaryConcerns", c]);
  if (except !== "symptoms") for (const s of answers.symptoms) pairs.push(["symptoms", s]);
  return pairs;
}

function requestedStep(raw: string | null): QuizStep {
  if (raw === "results") return "results";
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= QUIZ_STEP_COUNT ? (n as 1 | 2 | 3 | 4) : 1;
}

const order = (step: QuizStep) => (step === "results" ? QUIZ_STEP_COUNT + 1 : step);

/**
 * The no-JavaScript quiz walk (GET forms on /quiz): the step asked for, unless
 * an earlier required step is unanswered, in which case that step is shown
 * again with `missing` set so the page can say what is needed.
 */
export function resolveQuizStep(params: URLSearchParams): { step: QuizStep; answers: QuizAnswers; missing: boolean } {
  const answers = parseQuizAnswers(params);
  const wanted = requestedStep(params.get("step"));
  const gap = firstUnansweredStep(answers);
  if (order(wanted) > order(gap)) return { step: gap, answers, missing: true };
  return { step: wanted, answers, missing: false };
}

/** The answers after the shopper ticks or picks `value` on a step (radio steps replace, checkbox steps toggle). */
export function toggleAnswer(answers: QuizAnswers, step: 1 | 2 | 3 | 4, value: string): QuizAnswers {
  const flip = <T extends string>(list: T[]) =>
    list.includes(value as T) ? list.filter((v) => v !== value) : [...list, value as T];
  if (step === 1) {
    const parsed = ageGroupSchema.safeParse(value);
    return parsed.success ? { ...answers, ageGroup: parsed.data } : answers;
  }
  if (step === 2) {
    const parsed = genderSchema.safeParse(value);
    return parsed.success ? { ...answers, gender: parsed.data } : answers;
  }
  if (step === 3)
    return concernSchema.safeParse(value).success
      ? { ...answers, primaryConcerns: flip(answers.primaryConcerns) }
      : answers;
  return symptomSchema.safeParse(value).success ? { ...answers, symptoms: flip(answers.symptoms) } : answers;
}
