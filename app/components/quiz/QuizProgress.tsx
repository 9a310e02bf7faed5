import { QUIZ_STEP_COUNT } from "~/content/quiz";

/** "Step n of 4" with a progress bar at step/4. */
export function QuizProgress({ step }: { step: number }) {
  return (
    <div>
      <p className="text-sm font-semibold text-brand-700">
        Step {step} of {QUIZ_STEP_COUNT}
      </p>
      <div
        role="progressbar"
        aria-label="Quiz progress"
        aria-valuemin={0}
        aria-valuemax={QUIZ_STEP_COUNT}
        aria-valuenow={step}
        aria-valuetext={`Step ${step} of ${QUIZ_STEP_COUNT}`}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-all"
          style={{ width: `${(step / QUIZ_STEP_COUNT) * 100}%` }}
        />
      </div>
    </div>
  );
}
