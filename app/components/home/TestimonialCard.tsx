import type { Testimonial } from "~/content/testimonials";

/** One of the home page's ~40 testimonials: its markup is kept lean (see `.quote` in tailwind.css). */
export function TestimonialCard({ testimonial: t }: { testimonial: Testimonial }) {
  return (
    <figure className="quote">
      {/* Text stars: 40 cards of SVG icons would add ~100 KB to the page. */}
      <p className="quote-stars" role="img" aria-label={`Rated ${t.rating} out of 5`}>
        {"★".repeat(t.rating)}
        {t.rating < 5 ? <span>{"★".repeat(5 - t.rating)}</span> : null}
      </p>
      <blockquote>{`“${t.text}”`}</blockquote>
      <figcaption>
        <span className="avatar" aria-hidden="true">
          {t.avatar}
        </span>
        <span>
          <b>{`${t.name}, ${t.age}`}</b>
          <i>{`${t.location} · ${t.condition}`}</i>
        </span>
      </figcaption>
    </figure>
  );
}
