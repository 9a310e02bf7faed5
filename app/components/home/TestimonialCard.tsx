import type { Testimonial } from "~/content/testimonials";

/**
 * One of the home page's ~40 testimonials, inside the carousel's `<li class="quote">`.
 * Four elements each (see `.quote` in tailwind.css): the stars are text, the
 * avatar's initials and the bold name line come from CSS.
 */
export function TestimonialCard({ testimonial: t }: { testimonial: Testimonial }) {
  return (
    <>
      {/* Text stars: 40 cards of SVG icons would add ~100 KB to the page. */}
      <p className="quote-stars" role="img" aria-label={`Rated ${t.rating} out of 5`} data-rating={t.rating}>
        {"★".repeat(t.rating)}
      </p>
      <blockquote>{`“${t.text}”`}</blockquote>
      <p className="quote-by" data-avatar={t.avatar}>
        {`${t.name}, ${t.age}\n${t.location} · ${t.condition}`}
      </p>
    </>
  );
}
