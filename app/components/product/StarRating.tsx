/** Five stars filled to the rating (drawn by CSS, see `.rating`), with the figure for screen readers and sighted shoppers alike. */
export function StarRating({ rating, label }: { rating: number; label?: string }) {
  const suffix = label ? ` ${label}` : "";
  // The stars are the paragraph's ::before and ::after (see `.rating`).
  return (
    <p className="rating" data-stars={Math.round(rating)}>
      <span className="sr-only">{`Rated ${rating.toFixed(1)} out of 5${suffix}`}</span>
      <span aria-hidden="true">{`${rating.toFixed(1)}${suffix}`}</span>
    </p>
  );
}
