import { Link } from "@remix-run/react";
import { PageHero } from "~/components/page/PageHero";
import { FormAlert } from "~/components/ui/FormAlert";
import type { FormFailure } from "~/lib/forms/result";
import { GiveawayPageForm } from "./GiveawayPageForm";
import type { closedGiveaway } from "~/lib/campaigns/giveaway-words";
import type { ToastMessage } from "~/lib/toast";

/** /kia-giveaway when no giveaway runs: no form, only what happened and what comes next. */
export function GiveawayClosed({
  closed,
  refused,
}: {
  closed: Pick<ReturnType<typeof closedGiveaway>, "heading" | "lines">;
  /** The message of an entry refused because no giveaway runs (HTTP 410). */
  refused?: ToastMessage;
}) {
  return (
    <main id="main">
      <PageHero eyebrow="BioLife Giveaway" title={closed.heading} />
      <div className="container-page max-w-3xl space-y-4 py-12" data-giveaway="closed">
        <FormAlert message={refused} />
        {closed.lines.map((line) => (
          <p key={line} className="text-lg leading-relaxed text-slate-700">
            {line}
          </p>
        ))}
        <Link to="/shop" className="btn-primary mt-4">
          Continue Shopping
        </Link>
      </div>
    </main>
  );
}

/** /kia-giveaway when the campaigns cannot be read (the database is down): a failed entry keeps what was typed. */
export function GiveawayUnavailable({ failure }: { failure?: FormFailure }) {
  return (
    <main id="main">
      <PageHero eyebrow="BioLife Giveaway" title="Giveaway" />
      <div className="container-page max-w-3xl py-12">
        {failure ? (
          <>
            <h2 id="entry-title" className="text-2xl font-bold text-brand-900">
              Enter the Giveaway
            </h2>
            <GiveawayPageForm failure={failure} />
          </>
        ) : (
          <p className="text-lg text-slate-700">The giveaway is unavailable right now. Please try again later.</p>
        )}
      </div>
    </main>
  );
}
