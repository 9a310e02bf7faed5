import { useCallback, useLayoutEffect, useRef } from "react";

/**
 * Our dialogs open from links and timers rather than a Radix Trigger, so
 * Radix has nowhere to return focus to. This remembers what had focus when
 * the dialog opened and gives it back on close.
 */
export function useFocusReturn(open: boolean) {
  const previous = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open)
      previous.current =
        document.activeElement instanceof HTMLElement && document.activeElement !== document.body
          ? document.activeElement
          : null;
  }, [open]);
  return useCallback((event: Event) => {
    event.preventDefault();
    const target = previous.current;
    previous.current = null;
    if (target?.isConnected) target.focus({ preventScroll: true });
  }, []);
}
