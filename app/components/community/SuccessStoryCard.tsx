import { Star } from "~/components/ui/icons";
import type { SuccessStory } from "~/content/community";

/** One static success story: who, where, what changed and over how long. */
export function SuccessStoryCard({ story }: { story: SuccessStory }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <figcaption className="flex items-center gap-4">
        <span
          className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
          aria-hidden="true"
        >
          {story.avatar}
        </span>
        <div>
          <p className="font-bold text-brand-900">{story.name}</p>
          <p className="text-sm text-slate-600">{story.location}</p>
        </div>
      </figcaption>
      <p className="mt-4 flex items-center gap-2 text-sm font-semibold text-brand-700">
        <Star className="h-4 w-4 fill-gold-400 text-gold-500" />
        {story.condition} · {story.timeframe}
      </p>
      <blockquote className="mt-3 flex-1 leading-relaxed text-slate-700">{story.story}</blockquote>
    </figure>
  );
}
