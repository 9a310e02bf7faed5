import { Star } from "lucide-react";

/** Five stars filled to the rating, with the figure for screen readers and sighted shoppers alike. */
export function StarRating({ rating, label }: { rating: number; label?: string }) {
  return (
    <p className="flex items-center gap-1 text-sm text-slate-700">
      <span className="sr-only">{`Rated ${rating.toFixed(1)} out of 5${label ? ` ${label}` : ""}`}</span>
      <span className="flex" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((n) => (
          <Star key={n} className={`h-4 w-4 ${n <= Math.round(rating) ? "fill-gold-400 text-gold-500" : "text-slate-300"}`} />
        ))}
      </span>
      <span aria-hidden="true">
        {rating.toFixed(1)}
        {label ? ` ${label}` : ""}
      </span>
    </p>
  );
}
