import { useRevalidator } from "@remix-run/react";
import { useEffect } from "react";

/**
 * A page restored from the back/forward cache shows what it showed when it
 * was left: the cart, the signed-in header, an account's data. Its loaders run
 * again at once, so a cart changed meanwhile shows right, and a page whose
 * session ended (signed out elsewhere) is sent to sign in by its own loader.
 * Chromium does not restore a personal ("no-store") page once the session
 * cookie changed (decision 0069); this covers every other case.
 */
export function BackForwardRestore() {
  const revalidator = useRevalidator();
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) revalidator.revalidate();
    };
    window.addEventListener("pageshow", restored);
    return () => window.removeEventListener("pageshow", restored);
  }, [revalidator]);
  return null;
}
