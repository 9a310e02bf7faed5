import type { HomeConditionCard as Card } from "~/content/home";
import { conditionArt, CONDITION_WIDTHS, srcSet } from "./media";

/** A condition in a home carousel: art, title, description, Explore link to /conditions/{slug}. */
export function HomeConditionCard({ card }: { card: Card }) {
  const stem = conditionArt(card.slug);
  return (
    <a href={`/conditions/${card.slug}`} className="tile">
      <img
        src={`${stem}-320.webp`}
        srcSet={srcSet(stem, CONDITION_WIDTHS)}
        sizes="(min-width: 1024px) 390px, (min-width: 640px) 45vw, 80vw"
        width={320}
        height={240}
        alt=""
        loading="lazy"
        decoding="async"
        className="tile-img"
      />
      <div className="p-4">
        <h3>{card.title}</h3>
        <p className="mt-1 text-sm text-slate-600">{card.description}</p>
        <span className="mt-2 inline-block text-sm font-semibold text-brand-700">Explore</span>
      </div>
    </a>
  );
}
