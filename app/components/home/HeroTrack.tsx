import type { ReactNode } from "react";

/**
 * The hero's slides. Before scripts run they form a horizontally scrolling,
 * snapping row (the first slide in view); once hydrated only the current
 * slide shows and the controls move between them.
 */
export function HeroTrack({
  label,
  slides,
  index,
  hydrated,
}: {
  label: string;
  slides: Array<{ key: string; label: string; content: ReactNode }>;
  index: number;
  hydrated: boolean;
}) {
  return (
    <div
      // Still a (non-scrolling) scroll container once hydrated: Chrome counts a slide leaving a scroller as a layout shift.
      className={hydrated ? "relative flex overflow-hidden" : "flex snap-x snap-mandatory overflow-x-auto"}
      aria-label={hydrated ? undefined : label}
      tabIndex={hydrated ? undefined : 0}
      role={hydrated ? undefined : "region"}
    >
      {slides.map((slide, i) => (
        <div
          key={slide.key}
          role="group"
          aria-roledescription="slide"
          aria-label={`${i + 1} of ${slides.length}: ${slide.label}`}
          hidden={hydrated && i !== index}
          className="relative w-full shrink-0 snap-start"
          data-testid="hero-slide"
        >
          {slide.content}
        </div>
      ))}
    </div>
  );
}
