/** Five stars filled to the rating (drawn by CSS, see `.stars`), with the figure for screen readers and sighted shoppers alike. */
export function StarRating({ rating, label }: { rating: number; label?: string }) {
  const suffix = label ? ` ${label}` : "";
  // The stars are the paragraph's ::before; screen readers hear "Rated 4.8 out of 5", sighted shoppers see "4.8".
  return (
    <p className="rating" data-stars={Math.round(rating)}>
      <span className="sr-only">Rated </span>
      {`${rating.toFixed(1)}`}
      <span className="sr-only"> out of 5</span>
      {suffix}
    </p>
  );
}
