import { useEffect, useLayoutEffect, useRef } from "react";

/**
 * When `change` (say, a cart's line count) takes the focused element out of the page, focus would drop to <body> and
 * a keyboard user would start again from the top: it goes to `fallback()` instead.
 */
export function useFocusRescue(change: unknown, fallback: () => HTMLElement | null | undefined) {
  const last = useRef<Element | null>(null);
  const target = useRef(fallback);
  target.current = fallback;
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      last.current = event.target instanceof Element ? event.target : null;
    };
    document.addEventListener("focusin", onFocusIn);
    return () => document.removeEventListener("focusin", onFocusIn);
  }, []);
  useLayoutEffect(() => {
    const lost = last.current !== null && !last.current.isConnected;
    if (!lost || (document.activeElement && document.activeElement !== document.body)) return;
    last.current = null;
    target.current()?.focus();
  }, [change]);
}
