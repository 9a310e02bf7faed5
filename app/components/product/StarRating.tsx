import { useId } from "react";

// Lucide's "star" outline, drawn once per rating and repeated with <use>: a page of
// product cards then renders and hydrates 6 elements per rating instead of 5 icons.
const STAR =
  "M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z";

/** Five stars filled to the rating, with the figure for screen readers and sighted shoppers alike. */
export function StarRating({ rating, label }: { rating: number; label?: string }) {
  const id = `star${useId().replace(/:/g, "")}`;
  const filled = Math.round(rating);
  return (
    <p className="flex items-center gap-1 text-sm text-slate-700">
      <span className="sr-only">{`Rated ${rating.toFixed(1)} out of 5${label ? ` ${label}` : ""}`}</span>
      <svg className="h-4 w-20 shrink-0" viewBox="0 0 120 24" fill="none" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        <defs>
          <path id={id} d={STAR} />
        </defs>
        {[0, 1, 2, 3, 4].map((n) => (
          <use key={n} href={`#${id}`} x={n * 24} stroke="currentColor" className={n < filled ? "fill-gold-400 text-gold-500" : "text-slate-300"} />
        ))}
      </svg>
      <span aria-hidden="true">
        {rating.toFixed(1)}
        {label ? ` ${label}` : ""}
      </span>
    </p>
  );
}
