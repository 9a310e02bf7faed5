import { Quote } from "~/components/ui/icons";
import { initialsOf, type Advisor } from "~/content/about";

/** One static endorsement from the medical advisory board. */
export function AdvisorCard({ advisor }: { advisor: Advisor }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <figcaption className="flex items-center gap-4">
        <span
          className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white ring-2 ring-gold-400 ring-offset-2"
          aria-hidden="true"
        >
          {initialsOf(advisor.name)}
        </span>
        <div>
          <p className="font-bold text-brand-900">
            {advisor.name}, {advisor.credentials}
          </p>
          <p className="text-sm text-slate-600">{advisor.specialty}</p>
        </div>
      </figcaption>
      <blockquote className="relative mt-5 flex-1 text-slate-700">
        <Quote className="mb-2 h-5 w-5 text-gold-500" />
        <p className="leading-relaxed">{advisor.quote}</p>
      </blockquote>
    </figure>
  );
}
