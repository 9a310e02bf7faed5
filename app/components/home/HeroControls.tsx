import { ChevronLeft, ChevronRight } from "~/components/ui/icons";

const ARROW =
  "absolute top-1/2 z-30 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-brand-900 shadow hover:bg-white";

/** Previous/next arrows over the hero (rendered only once scripts run: without them the slides scroll). */
export function HeroArrows({ showPrevious, onMove }: { showPrevious: boolean; onMove: (step: number) => void }) {
  return (
    <>
      {showPrevious ? (
        <button type="button" className={`${ARROW} left-3`} onClick={() => onMove(-1)} aria-label="Previous slide">
          <ChevronLeft className="h-6 w-6" />
        </button>
      ) : null}
      <button type="button" className={`${ARROW} right-3`} onClick={() => onMove(1)} aria-label="Next slide">
        <ChevronRight className="h-6 w-6" />
      </button>
    </>
  );
}

/**
 * Hidden (but laid out) until scripts run, so the page below the hero does
 * not move when the controls appear.
 */
export const PLACEHOLDER = "invisible";

/** One dot per slide (each button's ::before, see `.dots`); the current one is marked and drawn wider. */
export function HeroDots({
  count,
  index,
  onGoTo,
  labelFor,
  placeholder = false,
}: {
  count: number;
  index: number;
  onGoTo: (index: number) => void;
  labelFor: (index: number) => string;
  placeholder?: boolean;
}) {
  return (
    <div className={placeholder ? `dots ${PLACEHOLDER}` : "dots"} aria-hidden={placeholder || undefined}>
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          onClick={() => onGoTo(i)}
          aria-label={`Go to slide ${i + 1}: ${labelFor(i)}`}
          aria-current={i === index ? "true" : undefined}
        />
      ))}
    </div>
  );
}
