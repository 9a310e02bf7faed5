import { Link } from "@remix-run/react";
import { PartyPopper } from "~/components/ui/icons";
import { giveawayCopy } from "~/content/giveaway";

/** Shown on /kia-giveaway after a successful entry; `body` names the running giveaway's drawing date. */
export function EnteredNotice({ body }: { body: string }) {
  return (
    <div className="py-6 text-center" role="status">
      <PartyPopper className="mx-auto h-12 w-12 text-gold-500" />
      <h2 id="entry-title" className="mt-3 text-2xl font-bold text-brand-900">
        {giveawayCopy.enteredHeading}
      </h2>
      <p className="mt-2 text-slate-700">{body}</p>
      <Link to="/shop" className="btn-primary mt-6">
        Continue Shopping
      </Link>
    </div>
  );
}
