import { Link } from "@remix-run/react";
import { RotateCcw } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { quizCopy } from "~/content/quiz";
import type { QuizRecommendation } from "~/lib/quiz/resolve";
import { QuizResultCard } from "./QuizResultCard";

interface QuizResultsProps {
  recommendations: QuizRecommendation[];
  redirectTo: string;
  /** The Retake Quiz control: a button in the dialog, a link on the page. */
  retake: ReactNode;
  onNavigate?: () => void;
  onAdded?: () => void;
}

/** Up to four recommendations, or the spec's empty state with Browse All Products. */
export function QuizResults({ recommendations, redirectTo, retake, onNavigate, onAdded }: QuizResultsProps) {
  return (
    <div>
      {recommendations.length > 0 ? (
        <>
          <p className="text-slate-700">{quizCopy.resultsIntro}</p>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2" aria-label="Recommended products">
            {recommendations.map((product) => (
              <QuizResultCard
                key={product.id}
                product={product}
                redirectTo={redirectTo}
                onNavigate={onNavigate}
                onAdded={onAdded}
              />
            ))}
          </ul>
        </>
      ) : (
        <div className="rounded-2xl bg-brand-50 p-6 text-center">
          <p className="text-lg font-semibold text-brand-900">{quizCopy.emptyResults}</p>
          <Link to="/shop" onClick={onNavigate} className="btn-primary mt-4">
            {quizCopy.browseAll}
          </Link>
        </div>
      )}
      <p className="mt-4 text-xs text-slate-500">{quizCopy.disclaimer}</p>
      <div className="mt-4 flex justify-center">{retake}</div>
    </div>
  );
}

export function RetakeIcon() {
  return <RotateCcw className="h-4 w-4" />;
}
