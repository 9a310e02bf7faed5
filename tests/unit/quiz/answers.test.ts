import { describe, expect, it } from "vitest";
import {
  firstUnansweredStep,
  isStepAnswered,
  parseQuizAnswers,
  quizAnswerPairs,
  resolveQuizStep,
} from "~/lib/quiz/answers";

const q = (s: string) => new URLSearchParams(s);

describe("quiz answers", () => {
  it("keeps only the spec's values", () => {
    expect(
      parseQuizAnswers(
        q(
          "ageGroup=65%2B&gender=other&primaryConcerns=heart&primaryConcerns=bogus&primaryConcerns=heart&symptoms=fatigue&symptoms=x",
        ),
      ),
    ).toEqual({
      ageGroup: "65+",
      gender: "other",
      primaryConcerns: ["heart"],
      symptoms: ["fatigue"],
    });
    expect(parseQuizAnswers(q("ageGroup=12-17&gender=robot"))).toEqual({
      ageGroup: undefined,
      gender: undefined,
      primaryConcerns: [],
      symptoms: [],
    });
  });

  it("requires an age group, a gender and a concern; symptoms are optional", () => {
    const empty = parseQuizAnswers(q(""));
    expect([1, 2, 3, 4].map((s) => isStepAnswered(s as 1 | 2 | 3 | 4, empty))).toEqual([false, false, false, true]);
    expect(firstUnansweredStep(parseQuizAnswers(q("ageGroup=18-34")))).toBe(2);
    expect(firstUnansweredStep(parseQuizAnswers(q("ageGroup=18-34&gender=male")))).toBe(3);
    expect(firstUnansweredStep(parseQuizAnswers(q("ageGroup=18-34&gender=male&primaryConcerns=sleep")))).toBe(
      "results",
    );
  });

  it("round-trips through query pairs", () => {
    const answers = parseQuizAnswers(
      q("ageGroup=50-64&gender=female&primaryConcerns=sleep&primaryConcerns=brain&symptoms=fatigue"),
    );
    expect(parseQuizAnswers(new URLSearchParams(quizAnswerPairs(answers)))).toEqual(answers);
    expect(quizAnswerPairs(answers, "primaryConcerns").some(([k]) => k === "primaryConcerns")).toBe(false);
  });

  it("walks the steps and sends a skipped required step back with `missing`", () => {
    expect(resolveQuizStep(q(""))).toMatchObject({ step: 1, missing: false });
    expect(resolveQuizStep(q("step=2"))).toMatchObject({ step: 1, missing: true });
    expect(resolveQuizStep(q("step=2&ageGroup=18-34"))).toMatchObject({ step: 2, missing: false });
    expect(resolveQuizStep(q("step=1&ageGroup=18-34&gender=male"))).toMatchObject({ step: 1, missing: false });
    expect(resolveQuizStep(q("step=results&ageGroup=18-34&gender=male"))).toMatchObject({ step: 3, missing: true });
    expect(resolveQuizStep(q("step=results&ageGroup=18-34&gender=male&primaryConcerns=joint"))).toMatchObject({
      step: "results",
      missing: false,
    });
    expect(resolveQuizStep(q("step=9"))).toMatchObject({ step: 1, missing: false });
  });
});

describe("answer toggles", () => {
  it("replaces the radio steps and toggles the checkbox steps, ignoring unknown values", async () => {
    const { toggleAnswer, emptyAnswers } = await import("~/lib/quiz/answers");
    let a = toggleAnswer(emptyAnswers(), 1, "18-34");
    a = toggleAnswer(a, 1, "65+");
    a = toggleAnswer(a, 2, "female");
    a = toggleAnswer(a, 3, "heart");
    a = toggleAnswer(a, 3, "sleep");
    a = toggleAnswer(a, 3, "heart");
    a = toggleAnswer(a, 4, "fatigue");
    a = toggleAnswer(a, 3, "nonsense");
    expect(a).toEqual({ ageGroup: "65+", gender: "female", primaryConcerns: ["sleep"], symptoms: ["fatigue"] });
  });
});
