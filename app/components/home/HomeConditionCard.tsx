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
      />
      <div>
        <h3>{card.title}</h3>
        <p>{card.description}</p>
        <span>Explore</span>
      </div>
    </a>
  );
}
