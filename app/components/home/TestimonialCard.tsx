import type { Testimonial } from "~/content/testimonials";

export function TestimonialCard({ testimonial: t }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      {/* Text stars: 40 cards of SVG icons would add ~100 KB to the page. */}
      <p className="text-lg leading-none tracking-wider" role="img" aria-label={`Rated ${t.rating} out of 5`}>
        <span className="text-gold-500">{"★".repeat(t.rating)}</span>
        <span className="text-slate-300">{"★".repeat(5 - t.rating)}</span>
      </p>
      <blockquote className="mt-3 flex-1 text-slate-700">“{t.text}”</blockquote>
      <figcaption className="mt-4 flex items-center gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white" aria-hidden="true">
          {t.avatar}
        </span>
        <span className="text-sm">
          <span className="block font-semibold text-brand-900">
            {t.name}, {t.age}
          </span>
          <span className="block text-slate-600">
            {t.location} · {t.condition}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
