/** Five stars filled to the rating (drawn by CSS, see `.stars`), with the figure for screen readers and sighted shoppers alike. */
export function StarRating({ rating, label }: { rating: number; label?: string }) {
  const suffix = label ? ` ${label}` : "";
  return (
    <p className="rating">
      <span className="sr-only">{`Rated ${rating.toFixed(1)} out of 5${suffix}`}</span>
      <span className="stars" data-stars={Math.round(rating)} aria-hidden="true" />
      <span aria-hidden="true">{`${rating.toFixed(1)}${suffix}`}</span>
    </p>
  );
}
