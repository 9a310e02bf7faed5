import { Link } from "@remix-run/react";
import { PageHero } from "~/components/page/PageHero";
import { FormAlert } from "~/components/ui/FormAlert";
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
