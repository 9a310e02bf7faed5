import { ageGroups, concerns, genders, quizCopy, symptoms } from "~/content/quiz";
import type { QuizAnswers } from "~/lib/quiz/answers";

type Step = 1 | 2 | 3 | 4;

const questions = {
  1: { name: "ageGroup", multiple: false, options: ageGroups },
  2: { name: "gender", multiple: false, options: genders },
  3: { name: "primaryConcerns", multiple: true, options: concerns },
  4: { name: "symptoms", multiple: true, options: symptoms },
} as const;

function isChosen(answers: QuizAnswers, step: Step, value: string): boolean {
  if (step === 1) return answers.ageGroup === value;
  if (step === 2) return answers.gender === value;
  if (step === 3) return (answers.primaryConcerns as string[]).includes(value);
  return (answers.symptoms as string[]).includes(value);
}

/**
 * One quiz step as a fieldset of radio buttons (age, gender) or checkboxes
 * (concerns, symptoms) named like the query string, so the same markup
 * serves the dialog (controlled, with `onToggle`) and the no-JavaScript GET form.
 */
export function QuizQuestion({
  step,
  answers,
  onToggle,
  error,
}: {
  step: Step;
  answers: QuizAnswers;
  onToggle?: (value: string) => void;
  error?: string;
}) {
  const q = questions[step];
  const copy = quizCopy.steps[step - 1];
  const legendId = `quiz-step-${step}-legend`;
  return (
    <fieldset aria-describedby={error ? `quiz-step-${step}-error` : undefined}>
      <legend id={legendId} className="text-xl font-bold text-brand-900">
        {copy.title}
      </legend>
      <p className="mt-1 text-sm text-slate-600">{copy.hint}</p>
      {error ? (
        <p id={`quiz-step-${step}-error`} role="alert" className="field-error">
          {error}
        </p>
      ) : null}
      <div className={`mt-4 grid gap-2 ${q.options.length > 4 ? "sm:grid-cols-2" : ""}`}>
        {q.options.map((option) => {
          const id = `quiz-${q.name}-${option.value}`;
          const chosen = isChosen(answers, step, option.value);
          const control = onToggle
            ? { checked: chosen, onChange: () => onToggle(option.value) }
            : { defaultChecked: chosen };
          return (
            <label
              key={option.value}
              htmlFor={id}
              className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 px-4 py-3 hover:border-brand-600 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
            >
              <input
                id={id}
                type={q.multiple ? "checkbox" : "radio"}
                name={q.name}
                value={option.value}
                className="h-4 w-4 accent-brand-600"
                {...control}
              />
              <span className="font-medium text-slate-800">{option.label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
