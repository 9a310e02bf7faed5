import { Form } from "@remix-run/react";
import type { RatedDown } from "~/.server/backoffice/ratings";
import { FormAlert } from "~/components/ui/FormAlert";
import { TextAreaField, TextField } from "~/components/ui/FormField";
import type { ChartModel } from "~/lib/backoffice/chart";
import type { FormFailure } from "~/lib/forms/result";
import { Chart } from "./Chart";

/**
 * Nora's ratings: the share rated up per week, and each answer rated down
 * with the question it answered and a form that makes the right answer a
 * knowledge entry (and closes the rating) in one post to /account/ratings.
 */
export function RatingsPanel({
  ratedDown,
  chart,
  failure,
}: {
  ratedDown: RatedDown[];
  chart: ChartModel;
  failure?: FormFailure;
}) {
  return (
    <section aria-labelledby="ratings-heading" className="mt-10 space-y-4">
      <h2 id="ratings-heading" className="text-xl font-bold text-brand-800">
        Nora&apos;s Ratings
      </h2>
      <Chart title="Answers rated up, per week" model={chart} empty="No ratings yet." />
      <h3 className="text-lg font-semibold">Rated down ({ratedDown.length})</h3>
      <FormAlert message={failure?.formError} />
      {ratedDown.length === 0 ? (
        <p className="text-gray-600">No answers waiting: every thumbs-down has been turned into knowledge.</p>
      ) : (
        <ul className="space-y-4">
          {ratedDown.map((r) => {
            const mine = failure?.values.feedbackId === r.feedbackId ? failure : undefined;
            const id = (field: string) => `rating-${r.feedbackId}-${field}`;
            return (
              <li
                key={r.feedbackId}
                data-rating={r.feedbackId}
                className="space-y-2 rounded-lg border border-slate-200 p-4"
              >
                <p>
                  <span className="font-semibold">Question: </span>
                  <span data-rating-question>{r.question || "(no question found)"}</span>
                </p>
                <p className="whitespace-pre-wrap break-words text-sm text-gray-700">
                  <span className="font-semibold">Nora answered: </span>
                  {r.answer}
                </p>
                <Form method="post" action="/account/ratings" className="space-y-2">
                  <input type="hidden" name="feedbackId" value={r.feedbackId} />
                  <TextField
                    id={id("category")}
                    name="category"
                    label="Category"
                    required
                    maxLength={100}
                    defaultValue={mine?.values.category ?? ""}
                    error={mine?.fieldErrors.category}
                  />
                  <TextField
                    id={id("question")}
                    name="question"
                    label="Question"
                    required
                    maxLength={1000}
                    defaultValue={mine?.values.question ?? r.question}
                    error={mine?.fieldErrors.question}
                  />
                  <TextAreaField
                    id={id("answer")}
                    name="answer"
                    label="The right answer"
                    required
                    rows={4}
                    maxLength={10000}
                    defaultValue={mine?.values.answer ?? ""}
                    error={mine?.fieldErrors.answer}
                  />
                  <TextField
                    id={id("keywords")}
                    name="keywords"
                    label="Keywords (comma-separated)"
                    defaultValue={mine?.values.keywords ?? ""}
                  />
                  <button type="submit" className="btn-primary">
                    Add to Knowledge Base
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
