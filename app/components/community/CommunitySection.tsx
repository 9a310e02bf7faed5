import type { ReactNode } from "react";
import type { RefreshKind } from "~/lib/community/refresh";
import { refreshCopy } from "~/lib/community/refresh";
import { RefreshButton } from "./RefreshButton";

/**
 * One database-backed list of the community page: heading, the admin's
 * Update button, the items, or the empty message (with a fetch-now button
 * for admins).
 */
export function CommunitySection<T>({
  id,
  heading,
  intro,
  empty,
  items,
  kind,
  isAdmin,
  render,
}: {
  id: string;
  heading: string;
  intro: string;
  empty: string;
  items: T[];
  kind: RefreshKind;
  isAdmin: boolean;
  render: (item: T) => ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id={`${id}-title`} className="text-2xl font-bold text-brand-900 md:text-3xl">
            {heading}
          </h2>
          <p className="mt-1 text-slate-700">{intro}</p>
        </div>
        {isAdmin && items.length ? <RefreshButton kind={kind} /> : null}
      </div>
      {items.length ? (
        <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">{items.map(render)}</ul>
      ) : (
        <div className="mt-6 flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-8 text-center">
          <p className="text-slate-700">{empty}</p>
          {isAdmin ? <RefreshButton kind={kind} label={refreshCopy[kind].fetchNow} /> : null}
        </div>
      )}
    </section>
  );
}
