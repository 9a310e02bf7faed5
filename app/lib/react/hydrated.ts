import { startTransition, useEffect, useState, useSyncExternalStore } from "react";

/**
 * Whether the page has hydrated, like remix-utils' `useHydrated`, but the
 * switch to the hydrated markup is one low-priority transition that React
 * renders in small slices. remix-utils' store hook made every user re-render
 * synchronously right after hydration: on /shop the screen and its twelve
 * cards in one task of a few hundred milliseconds on a mid-range phone
 * (Lighthouse's Total Blocking Time, docs/decisions/0024).
 *
 * Anything hydrating (a Suspense boundary too) renders false, as the server
 * did; anything mounting after the first hydration renders true at once.
 */
let hydrated = false;
let flipping = false;
const waiting = new Set<(value: boolean) => void>();

const subscribe = () => () => {};

function flip() {
  // After the whole passive-effect flush: a store read that changed during it would force a synchronous re-render.
  hydrated = true;
  startTransition(() => {
    for (const setLate of waiting) setLate(true);
    waiting.clear();
  });
}

export function useHydrated(): boolean {
  const early = useSyncExternalStore(
    subscribe,
    () => hydrated,
    () => false,
  );
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (early) return;
    waiting.add(setLate);
    if (!flipping) {
      flipping = true;
      queueMicrotask(flip);
    }
    return () => void waiting.delete(setLate);
  }, [early]);
  return early || late;
}
