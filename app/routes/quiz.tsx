import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/lib/react/hydrated";
import { PageHero } from "~/components/page/PageHero";
import { QuizProgress } from "~/components/quiz/QuizProgress";
import { QuizQuestion } from "~/components/quiz/QuizQuestion";
import { QuizResults, RetakeIcon } from "~/components/quiz/QuizResults";
import { findQuizProduct } from "~/.server/quiz/catalogue";
import { quizCopy } from "~/content/quiz";
import { staticPageHeaders } from "~/lib/http-cache";
import { pageMeta, siteUrlFrom } from "~/lib/meta";
import {
  isStepAnswered,
  parseQuizAnswers,
  quizAnswerPairs,
  resolveQuizStep,
  toggleAnswer,
  type QuizAnswers,
} from "~/lib/quiz/answers";
import type { QuizPageData } from "~/lib/quiz/page-data";
import { recommendProductKeys } from "~/lib/quiz/recommend";
import { resolveRecommendations } from "~/lib/quiz/resolve";
import { formTools } from "~/lib/webmcp/form-tools";

export const meta: MetaFunction = ({ matches, location }) => [
  ...pageMeta({
    title: "Wellness Quiz",
    description:
      "Answer four quick questions about your age, goals and symptoms and get personalized supplement recommendations from BioLife.",
    path: "/quiz",
    siteUrl: siteUrlFrom(matches),
  }),
  ...(location.search ? [{ name: "robots", content: "noindex" }] : []),
];

export const headers = staticPageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs): Promise<QuizPageData> {
  const { step, answers, missing } = resolveQuizStep(new URL(request.url).searchParams);
  const recommendations =
    step === "results"
      ? await resolveRecommendations(recommendProductKeys(answers), (handle) =>
          findQuizProduct(context.services.catalogue, handle),
        )
      : null;
  return { step, answers, missing, recommendations };
}

const stepField = { 1: "ageGroup", 2: "gender", 3: "primaryConcerns", 4: "symptoms" } as const;

/** One step as a GET form: the other answers ride along as hidden fields; Next and Back name the step to show. */
function QuizStepForm({ step, initial, missing }: { step: 1 | 2 | 3 | 4; initial: QuizAnswers; missing: boolean }) {
  const hydrated = useHydrated();
  const [answers, setAnswers] = useState(initial);
  // Scripts start after the load event (decision 0030): what the shopper ticked before is in the form, not in the
  // state, and the controlled boxes would be set back to the state on the next render. On mount the state takes the
  // form's answers, as the form would submit them.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!form.current) return;
    const pairs = [...new FormData(form.current).entries()].map(([name, value]) => [name, String(value)]);
    setAnswers(parseQuizAnswers(new URLSearchParams(pairs)));
  }, []);
  const answered = isStepAnswered(step, answers);
  const next = step === 4 ? "results" : String(step + 1);
  return (
    <Form
      ref={form}
      method="get"
      action="/quiz"
      {...formTools.quiz}
      className="mx-auto max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-8"
    >
      {quizAnswerPairs(initial, stepField[step]).map(([name, value]) => (
        <input key={`${name}-${value}`} type="hidden" name={name} value={value} />
      ))}
      <QuizProgress step={step} />
      <div className="mt-6">
        <QuizQuestion
          step={step}
          answers={answers}
          onToggle={(value) => setAnswers((a) => toggleAnswer(a, step, value))}
          error={missing && !answered ? quizCopy.stepRequired[step - 1] : undefined}
        />
      </div>
      {/* Next comes first so Enter submits it; flex-row-reverse puts Back on the left. */}
      <div className="mt-8 flex flex-row-reverse justify-between gap-3">
        <button type="submit" name="step" value={next} className="btn-primary" disabled={hydrated && !answered}>
          {step === 4 ? quizCopy.finish : quizCopy.next}
        </button>
        {step > 1 ? (
          <button type="submit" name="step" value={String(step - 1)} className="btn-secondary">
            {quizCopy.back}
          </button>
        ) : null}
      </div>
    </Form>
  );
}

export default function QuizPage() {
  const data = useLoaderData<typeof loader>();
  const location = useLocation();
  const results = data.step === "results";
  return (
    <main id="main">
      <PageHero
        eyebrow={quizCopy.title}
        title={results ? quizCopy.resultsTitle : "Find Your Perfect Supplements"}
        intro={results ? undefined : quizCopy.intro}
      />
      <div className="container-page py-10">
        {results ? (
          <div className="mx-auto max-w-4xl">
            <QuizResults
              recommendations={data.recommendations ?? []}
              redirectTo={`${location.pathname}${location.search}`}
              retake={
                <Link to="/quiz" className="btn-secondary">
                  <RetakeIcon /> {quizCopy.retake}
                </Link>
              }
            />
          </div>
        ) : (
          <QuizStepForm
            key={location.search}
            step={data.step as 1 | 2 | 3 | 4}
            initial={data.answers}
            missing={data.missing}
          />
        )}
      </div>
    </main>
  );
}
