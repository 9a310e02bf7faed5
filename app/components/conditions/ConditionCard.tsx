import { Link } from "@remix-run/react";
import type { ConditionCardData } from "~/content/conditions";

/** A condition: image, title, description, and either Explore or (showCTAs) Take Quiz and View Products. */
export function ConditionCard({
  condition,
  showCTAs = false,
  headingLevel = 2,
}: {
  condition: ConditionCardData;
  showCTAs?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <img
        src={condition.image.src}
        alt={condition.image.alt}
        width={480}
        height={270}
        loading="lazy"
        className="aspect-video w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <Heading className="text-lg font-bold text-brand-900">{condition.title}</Heading>
        <p className="mt-2 flex-1 text-sm text-slate-700">{condition.description}</p>
        {showCTAs ? (
          <div className="mt-4 flex flex-wrap gap-2">
            <a href="/quiz" data-quiz-trigger className="btn-primary px-4 py-2 text-sm">
              Take Quiz for {condition.title}
            </a>
            {condition.collectionId ? (
              <Link to={`/shop?collection=${condition.collectionId}`} className="btn-secondary px-4 py-2 text-sm">
                View Products
              </Link>
            ) : null}
          </div>
        ) : (
          <Link
            to={condition.href}
            className="btn-secondary mt-4 self-start px-4 py-2 text-sm"
            aria-label={`Explore ${condition.title}`}
          >
            Explore
          </Link>
        )}
      </div>
    </article>
  );
}
