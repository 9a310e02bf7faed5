import { useEffect } from "react";
import { OFFLINE_COPY } from "~/lib/offline/copy";
import { OFFLINE_ATTRIBUTE } from "~/lib/offline/strategy";

/** Marks set by this page (the worker marks a kept copy with an empty value, which stays until a reload). */
const OFFLINE_NOW = "now";

/**
 * The repeat visit (decision 0069): registers the service worker once the page
 * is idle (only with scripts; the shop works without it), shows the offline
 * banner while the connection is down, and sends a link followed offline to
 * the worker as a whole page load, where a kept copy can answer it.
 */
export function OfflineSupport() {
  useEffect(() => {
    const html = document.documentElement;
    const mark = () => {
      if (!navigator.onLine) html.setAttribute(OFFLINE_ATTRIBUTE, OFFLINE_NOW);
      else if (html.getAttribute(OFFLINE_ATTRIBUTE) === OFFLINE_NOW) html.removeAttribute(OFFLINE_ATTRIBUTE);
    };
    mark();
    window.addEventListener("online", mark);
    window.addEventListener("offline", mark);
    // Remix would fetch the next page's data and fail; a plain page load reaches the worker's kept copy.
    const plainLinkOffline = (event: MouseEvent) => {
      if (navigator.onLine || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (link instanceof HTMLAnchorElement && link.origin === location.origin && !link.target) event.stopPropagation();
    };
    window.addEventListener("click", plainLinkOffline, true);

    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    const register = () =>
      idle(() => void navigator.serviceWorker?.register("/sw.js", { scope: "/" }).catch(() => undefined));
    if ("serviceWorker" in navigator) {
      if (document.readyState === "complete") register();
      else window.addEventListener("load", register, { once: true });
    }
    return () => {
      window.removeEventListener("online", mark);
      window.removeEventListener("offline", mark);
      window.removeEventListener("click", plainLinkOffline, true);
      window.removeEventListener("load", register);
    };
  }, []);
  return null;
}

/** The banner: in every page's markup, shown by CSS when <html> carries the offline mark (before any script runs). */
export function OfflineNotice() {
  return (
    <p className="offline-notice" role="status" data-offline-notice="">
      {OFFLINE_COPY.notice}
    </p>
  );
}
