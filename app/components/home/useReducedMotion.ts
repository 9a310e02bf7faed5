import { useMediaQuery } from "~/lib/react/media-query";

/** True when the shopper asked the system for reduced motion (false on the server). */
export function useReducedMotion(): boolean {
  return useMediaQuery("(prefers-reduced-motion: reduce)");
}
