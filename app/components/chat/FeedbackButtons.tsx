import { ThumbsDown, ThumbsUp } from "~/components/ui/icons";

/** Thumbs up / down for a saved reply; both disabled once it is rated (or while the rating is sent). */
export function FeedbackButtons({
  disabled,
  rating,
  onRate,
}: {
  disabled: boolean;
  rating?: 1 | -1;
  onRate: (rating: 1 | -1) => void;
}) {
  const base =
    "rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-brand-700 disabled:cursor-default disabled:opacity-50 disabled:hover:bg-transparent";
  return (
    <div className="mt-1 flex gap-1">
      <button
        type="button"
        aria-label="Helpful"
        aria-pressed={rating === 1}
        disabled={disabled}
        onClick={() => onRate(1)}
        className={base}
      >
        <ThumbsUp className={`h-4 w-4 ${rating === 1 ? "fill-current text-brand-700" : ""}`} />
      </button>
      <button
        type="button"
        aria-label="Not helpful"
        aria-pressed={rating === -1}
        disabled={disabled}
        onClick={() => onRate(-1)}
        className={base}
      >
        <ThumbsDown className={`h-4 w-4 ${rating === -1 ? "fill-current text-red-600" : ""}`} />
      </button>
    </div>
  );
}
