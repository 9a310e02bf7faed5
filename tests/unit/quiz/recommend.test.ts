import { describe, expect, it } from "vitest";
import { quizProducts } from "~/content/quiz";
import type { QuizAnswers } from "~/lib/quiz/answers";
import { MAX_RECOMMENDATIONS, recommendProductKeys, recommendProducts } from "~/lib/quiz/recommend";

const answers = (over: Partial<QuizAnswers>): QuizAnswers => ({
  ageGroup: "35-49",
  gender: "other",
  primaryConcerns: [],
  symptoms: [],
  ...over,
});

describe("quiz recommendations (SPEC §4)", () => {
  it("maps each chosen concern to its product, in the order chosen", () => {
    expect(recommendProductKeys(answers({ primaryConcerns: ["brain", "blood-sugar", "heart"] }))).toEqual([
      "brain",
      "blood-sugar",
      "heart",
    ]);
  });

  it("uses the spec's concern map", () => {
    const names = (c: QuizAnswers["primaryConcerns"][number]) =>
      recommendProducts(answers({ primaryConcerns: [c] })).map((p) => p.name);
    expect(names("blood-sugar")).toEqual(["Blood Sugar Maintenance"]);
    expect(names("heart")).toEqual(["Blood Pressure-Heart Support"]);
    expect(names("energy")).toEqual([quizProducts.energy.name]);
    expect(quizProducts.energy.name).toMatch(/complete daily nutrition capsule/i);
    expect(names("sleep")).toEqual(["Magnesium Glycinate"]);
    expect(names("joint")).toEqual(["Joint Formula"]);
    expect(names("brain")).toEqual(["Ultra Memory"]);
  });

  it("gives nothing for cholesterol, weight, stress, digestive and immune", () => {
    expect(
      recommendProductKeys(answers({ primaryConcerns: ["cholesterol", "weight", "stress", "digestive", "immune"] })),
    ).toEqual([]);
  });

  it("adds the energy product for fatigue when it is not there yet", () => {
    expect(recommendProductKeys(answers({ primaryConcerns: ["heart"], symptoms: ["fatigue"] }))).toEqual([
      "heart",
      "energy",
    ]);
    expect(recommendProductKeys(answers({ primaryConcerns: ["energy", "heart"], symptoms: ["fatigue"] }))).toEqual([
      "energy",
      "heart",
    ]);
  });

  it("adds the sleep product for sleep issues", () => {
    expect(recommendProductKeys(answers({ primaryConcerns: ["stress"], symptoms: ["sleep-issues"] }))).toEqual([
      "sleep",
    ]);
  });

  it("adds the joint product for joint pain", () => {
    expect(recommendProductKeys(answers({ primaryConcerns: ["weight"], symptoms: ["joint-pain"] }))).toEqual(["joint"]);
  });

  it("adds the women's product for female and the men's product for male, nothing for prefer not to say", () => {
    expect(recommendProducts(answers({ gender: "female", primaryConcerns: ["immune"] })).map((p) => p.name)).toEqual([
      "Women's Health",
    ]);
    expect(recommendProducts(answers({ gender: "male", primaryConcerns: ["immune"] })).map((p) => p.name)).toEqual([
      "Men's Health",
    ]);
    expect(recommendProductKeys(answers({ gender: "other", primaryConcerns: ["immune"] }))).toEqual([]);
  });

  it("ignores symptoms without a rule", () => {
    expect(
      recommendProductKeys(
        answers({
          primaryConcerns: ["immune"],
          symptoms: ["digestive", "brain-fog", "stress", "weight", "blood-pressure", "blood-sugar"],
        }),
      ),
    ).toEqual([]);
  });

  it("removes duplicates by id", () => {
    expect(
      recommendProductKeys(answers({ primaryConcerns: ["sleep", "joint"], symptoms: ["sleep-issues", "joint-pain"] })),
    ).toEqual(["sleep", "joint"]);
  });

  it("keeps at most four, the first ones found", () => {
    const keys = recommendProductKeys(
      answers({
        gender: "female",
        primaryConcerns: ["blood-sugar", "heart", "energy", "sleep", "joint", "brain"],
        symptoms: ["fatigue"],
      }),
    );
    expect(MAX_RECOMMENDATIONS).toBe(4);
    expect(keys).toEqual(["blood-sugar", "heart", "energy", "sleep"]);
  });

  it("returns nothing when no rule matches (the empty state)", () => {
    expect(recommendProducts(answers({ primaryConcerns: ["cholesterol"] }))).toEqual([]);
  });

  it("hard-codes every fallback entry at 199.99 USD with a rating from 4.7 to 4.9", () => {
    for (const entry of Object.values(quizProducts)) {
      expect(entry.price).toEqual({ amount: "199.99", currencyCode: "USD" });
      expect(entry.rating).toBeGreaterThanOrEqual(4.7);
      expect(entry.rating).toBeLessThanOrEqual(4.9);
    }
  });
});
