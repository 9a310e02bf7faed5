import type { Testimonial } from "~/content/testimonials";

/**
 * One of the home page's ~40 testimonials, an item of the wide carousel.
 * Four elements each, and no classes (see `.carousel-wide` in tailwind.css):
 * the stars, the avatar's initials and the bold name line come from CSS.
 */
export function TestimonialCard({ testimonial: t }: { testimonial: Testimonial }) {
  return (
    <>
      {/* The stars are the paragraph's ::before (text stars, 40 cards of SVG icons would add ~100 KB). */}
      <p role="img" aria-label={`Rated ${t.rating} out of 5`} data-rating={t.rating < 5 ? t.rating : undefined} />
      <blockquote>{`“${t.text}”`}</blockquote>
      <p data-avatar={t.avatar}>{`${t.name}, ${t.age}\n${t.location} · ${t.condition}`}</p>
    </>
  );
}
