import * as Dialog from "@radix-ui/react-dialog";
import { useFetcher, useLocation } from "@remix-run/react";
import { X } from "~/components/ui/icons";
import { useEffect, useRef, useState } from "react";
import { useFocusReturn } from "~/components/popups/useFocusReturn";
import { quizCopy } from "~/content/quiz";
import {
  emptyAnswers,
  isStepAnswered,
  quizAnswerPairs,
  toggleAnswer,
  type QuizAnswers,
  type QuizStep,
} from "~/lib/quiz/answers";
import type { QuizPageData } from "~/lib/quiz/page-data";
import { recommendProductKeys } from "~/lib/quiz/recommend";
import { fallbackRecommendation, type QuizRecommendation } from "~/lib/quiz/resolve";
import { QuizProgress } from "./QuizProgress";
import { QuizQuestion } from "./QuizQuestion";
import { QuizResults, RetakeIcon } from "./QuizResults";

/**
 * The wellness quiz dialog: four steps (Next disabled until a step is
 * answered; step 4 optional), then the recommendations, resolved from the
 * catalogue by the /quiz loader. Mounted afresh each time it opens.
 */
export default function QuizDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [step, setStep] = useState<QuizStep>(1);
  const [answers, setAnswers] = useState<QuizAnswers>(emptyAnswers);
  const results = useFetcher<QuizPageData>();
  const location = useLocation();
  const stepTop = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const onCloseAutoFocus = useFocusReturn(open);
  // True from asking for results until they arrive. A revalidation (after Add to Cart posts) reloads
  // the same results in the background; the cards must stay mounted so their add-to-cart answer lands.
  const [awaitingResults, setAwaitingResults] = useState(false);
  const sawLoading = useRef(false);
  useEffect(() => {
    if (!awaitingResults) return;
    if (results.state !== "idle") sawLoading.current = true;
    else if (sawLoading.current) setAwaitingResults(false);
  }, [awaitingResults, results.state]);

  useEffect(() => {
    if (moved.current) stepTop.current?.focus();
  }, [step]);

  const go = (next: QuizStep) => {
    moved.current = true;
    setStep(next);
    if (next !== "results") return;
    sawLoading.current = false;
    setAwaitingResults(true);
    results.load(`/quiz?${new URLSearchParams([...quizAnswerPairs(answers), ["step", "results"]])}`);
  };

  const retake = () => {
    setAnswers(emptyAnswers());
    go(1);
  };
  const close = () => onOpenChange(false);

  // While the catalogue look-up runs: a status line; if it answers without results, the spec's own entries.
  const recommendations: QuizRecommendation[] | null =
    step !== "results" || awaitingResults || !results.data
      ? null
      : (results.data.recommendations ?? recommendProductKeys(answers).map(fallbackRecommendation));

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          data-promotion="quiz"
          onCloseAutoFocus={onCloseAutoFocus}
          aria-describedby={undefined}
          className="fixed left-1/2 top-1/2 z-50 max-h-[92vh] w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-2xl font-extrabold text-brand-900">
              {step === "results" ? quizCopy.resultsTitle : quizCopy.title}
            </Dialog.Title>
            <Dialog.Close className="btn-ghost -mr-2 -mt-1 px-2" aria-label="Close quiz">
              <X className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <div ref={stepTop} tabIndex={-1} className="mt-4 focus:outline-none">
            {step === "results" ? (
              recommendations ? (
                <QuizResults
                  recommendations={recommendations}
                  redirectTo={`${location.pathname}${location.search}`}
                  onNavigate={close}
                  onAdded={close}
                  retake={
                    <button type="button" className="btn-secondary" onClick={retake}>
                      <RetakeIcon /> {quizCopy.retake}
                    </button>
                  }
                />
              ) : (
                <p role="status" aria-busy="true" className="py-10 text-center text-slate-600">
                  Finding your recommendations...
                </p>
              )
            ) : (
              <form
                onSubmit={(e) => {
                  e.preventDefault();
                  if (isStepAnswered(step, answers)) go(step === 4 ? "results" : ((step + 1) as QuizStep));
                }}
              >
                <QuizProgress step={step} />
                <div className="mt-5">
                  <QuizQuestion
                    step={step}
                    answers={answers}
                    onToggle={(value) => setAnswers((a) => toggleAnswer(a, step, value))}
                  />
                </div>
                <div className="mt-6 flex justify-between gap-3">
                  {step > 1 ? (
                    <button type="button" className="btn-secondary" onClick={() => go((step - 1) as QuizStep)}>
                      {quizCopy.back}
                    </button>
                  ) : (
                    <span />
                  )}
                  <button type="submit" className="btn-primary" disabled={!isStepAnswered(step, answers)}>
                    {step === 4 ? quizCopy.finish : quizCopy.next}
                  </button>
                </div>
              </form>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
