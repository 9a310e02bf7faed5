/** Pure rules for the home page's carousels (hero and scrolling lists). */

/** The index `step` slides away from `index`, wrapping around both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

export type HeroMode = "videos" | "images";

/** The hero mode a `?hero=` value asks for; videos unless it says images. */
export const heroModeFrom = (value: string | null | undefined): HeroMode => (value === "images" ? "images" : "videos");

/**
 * Timings of a slide move (SPEC §4 Hero): the logo overlay shows first, the
 * slide changes `changeAfter` ms later and the overlay hides `hideAfter` ms
 * after that. Videos: about 0.8 s then 0.5 s; images: a 0.3 s overlay.
 */
export const HERO_TIMING: Record<HeroMode, { changeAfter: number; hideAfter: number }> = {
  videos: { changeAfter: 800, hideAfter: 500 },
  images: { changeAfter: 300, hideAfter: 0 },
};

/** Image mode auto-advances every 5 s (never under prefers-reduced-motion). */
export const AUTO_ADVANCE_MS = 5000;

/** The disclaimer shows during a video's last 3 seconds. */
export const DISCLAIMER_SECONDS = 3;

export function inDisclaimerWindow(currentTime: number, duration: number): boolean {
  if (!Number.isFinite(duration) || duration <= 0) return false;
  return duration - currentTime <= DISCLAIMER_SECONDS;
}

/** The previous arrow: hidden on the image hero's first slide; videos wrap both ways. */
export const showPrevious = (mode: HeroMode, index: number) => mode === "videos" || index > 0;

/**
 * Where a scrolling list goes on next/previous: one page over, back to the
 * start after the end and to the end before the start (wrap-around).
 */
export function scrollTarget(
  { scrollLeft, clientWidth, scrollWidth }: { scrollLeft: number; clientWidth: number; scrollWidth: number },
  direction: 1 | -1,
): number {
  const max = Math.max(0, scrollWidth - clientWidth);
  const edge = 2; // sub-pixel scroll positions
  if (direction === 1) return scrollLeft >= max - edge ? 0 : Math.min(max, scrollLeft + clientWidth);
  return scrollLeft <= edge ? max : Math.max(0, scrollLeft - clientWidth);
}
