import { useCallback, useEffect, useRef, useState } from "react";
import { HERO_TIMING, wrapIndex, type HeroMode } from "~/lib/home/carousel";
import { useReducedMotion } from "./useReducedMotion";

/**
 * The hero's current slide and its logo overlay: a move shows the overlay,
 * changes the slide after `changeAfter` ms and hides the overlay `hideAfter`
 * ms later. Moves made during a transition count from the pending target.
 * With reduced motion asked for, a move changes the slide at once, without the overlay's flash.
 */
export function useSlideMover(count: number, mode: HeroMode) {
  const [index, setIndex] = useState(0);
  const [overlay, setOverlay] = useState(false);
  const target = useRef(0);
  const timers = useRef<number[]>([]);
  const reduced = useReducedMotion();

  const clear = () => {
    for (const id of timers.current) window.clearTimeout(id);
    timers.current = [];
  };
  useEffect(() => clear, []);

  const goTo = useCallback(
    (next: number) => {
      clear();
      target.current = next;
      if (reduced) {
        setOverlay(false);
        setIndex(next);
        return;
      }
      const { changeAfter, hideAfter } = HERO_TIMING[mode];
      setOverlay(true);
      timers.current.push(
        window.setTimeout(() => {
          setIndex(next);
          if (hideAfter === 0) setOverlay(false);
          else timers.current.push(window.setTimeout(() => setOverlay(false), hideAfter));
        }, changeAfter),
      );
    },
    [mode, reduced],
  );

  const move = useCallback((step: number) => goTo(wrapIndex(target.current, step, count)), [goTo, count]);

  return { index, overlay, goTo, move };
}
