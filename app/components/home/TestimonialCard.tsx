import { Star } from "lucide-react";
import type { Testimonial } from "~/content/testimonials";

export function TestimonialCard({ testimonial: t }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex gap-0.5 text-gold-500" role="img" aria-label={`Rated ${t.rating} out of 5`}>
        {Array.from({ length: 5 }, (_, i) => (
          <Star key={i} className={`h-4 w-4 ${i < t.rating ? "fill-current" : "text-slate-300"}`} aria-hidden="true" />
        ))}
      </div>
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
