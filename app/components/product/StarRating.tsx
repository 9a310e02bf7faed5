/**
 * Five stars filled to the rating (drawn by CSS, see `.rating`) beside the figure; one image to assistive technology,
 * named with the whole rating (a card repeats it, so one element rather than a visible and a screen-reader text).
 */
export function StarRating({ rating, label }: { rating: number; label?: string }) {
  const suffix = label ? ` ${label}` : "";
  // The stars are the paragraph's ::before and ::after (see `.rating`).
  return (
    <p
      className="rating"
      data-stars={Math.round(rating)}
      role="img"
      aria-label={`Rated ${rating.toFixed(1)} out of 5${suffix}`}
    >{`${rating.toFixed(1)}${suffix}`}</p>
  );
}
