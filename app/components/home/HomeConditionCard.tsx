import type { HomeConditionCard as Card } from "~/content/home";
import { conditionArt } from "./media";

/**
 * A condition in a home carousel: art, title, description, Explore link to /conditions/{slug}. One source, 640 px:
 * the tile is 390 CSS px on a wide screen and 80% of a phone's width at 2x or more, where the 320/640 srcset chose
 * it too; only a 1x phone fetched the 320 px file (docs/decisions/0027). Sixteen tiles repeat it.
 */
export function HomeConditionCard({ card }: { card: Card }) {
  const stem = conditionArt(card.slug);
  return (
    <a href={`/conditions/${card.slug}`}>
      {/* 4:3 by CSS (.carousel > li > a img): no width and height to repeat on sixteen tiles. */}
      <img src={`${stem}-640.webp`} alt="" loading="lazy" />
      <div>
        <h3>{card.title}</h3>
        <p>{card.description}</p>
        <span>Explore</span>
      </div>
    </a>
  );
}
