import { Pause, Play } from "~/components/ui/icons";
import { useEffect, useState } from "react";
import { heroImages } from "~/content/home";
import { AUTO_ADVANCE_MS, showPrevious } from "~/lib/home/carousel";
import { CoverImage } from "./CoverImage";
import { HeroArrows, HeroDots, PLACEHOLDER } from "./HeroControls";
import { HeroOverlay } from "./HeroOverlay";
import { HeroTrack } from "./HeroTrack";
import { srcSet, WELLNESS_WIDTHS, wellnessStem, HERO_SIZES } from "./media";
import { useReducedMotion } from "./useReducedMotion";
import { useSlideMover } from "./useSlideMover";

/** Image hero: cover then 13 wellness images, advancing every 5 s unless paused or reduced motion is asked for. */
export function ImageHero({ hydrated }: { hydrated: boolean }) {
  const count = heroImages.length + 1;
  const { index, overlay, goTo, move } = useSlideMover(count, "images");
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const playing = hydrated && !reducedMotion && !paused;

  useEffect(() => {
    if (!playing) return;
    const id = window.setTimeout(() => move(1), AUTO_ADVANCE_MS);
    return () => window.clearTimeout(id);
  }, [playing, index, move]);

  const labelFor = (i: number) => (i === 0 ? "Wellness made for us" : heroImages[i - 1]);
  const slides = [
    { key: "cover", label: labelFor(0), content: <CoverImage alt="BioLife: wellness made for us" /> },
    ...heroImages.map((caption, i) => ({
      key: caption,
      label: caption,
      content: (
        <figure className="relative">
          <img
            src={`${wellnessStem(i)}-1024.webp`}
            srcSet={srcSet(wellnessStem(i), WELLNESS_WIDTHS)}
            sizes={HERO_SIZES}
            width={1024}
            height={576}
            alt=""
            loading="lazy"
            decoding="async"
            className="aspect-video h-auto w-full object-cover"
          />
          <figcaption className="absolute bottom-3 left-3 rounded-full bg-black/70 px-3 py-1 text-sm font-semibold text-white">
            {caption}
          </figcaption>
        </figure>
      ),
    })),
  ];
  return (
    <section className="relative" aria-roledescription="carousel" aria-label="Wellness images">
      <div className="relative overflow-hidden rounded-2xl">
        <HeroTrack label="Wellness images" slides={slides} index={index} hydrated={hydrated} />
        <HeroOverlay shown={overlay} />
        {hydrated ? <HeroArrows showPrevious={showPrevious("images", index)} onMove={move} /> : null}
      </div>
      <div
        className={`flex items-center justify-center gap-2 ${hydrated ? "" : PLACEHOLDER}`}
        aria-hidden={hydrated ? undefined : true}
      >
        {reducedMotion ? null : (
          <button
            type="button"
            className="btn-ghost mt-3 px-2 py-1"
            onClick={() => setPaused((p) => !p)}
            aria-label={paused ? "Play slideshow" : "Pause slideshow"}
          >
            {paused ? <Play className="h-4 w-4" /> : <Pause className="h-4 w-4" />}
          </button>
        )}
        <HeroDots count={count} index={index} onGoTo={goTo} labelFor={labelFor} />
      </div>
    </section>
  );
}
