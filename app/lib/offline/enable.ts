import { OFFLINE_ATTRIBUTE } from "./strategy";

/** Marks set by this page (the worker marks a kept copy with an empty value, which stays until a reload). */
const OFFLINE_NOW = "now";

/**
 * The repeat visit (decision 0069), once the page is idle: registers the service worker, marks the page offline
 * while the connection is down (the banner shows by CSS), and sends a link followed offline to the worker as a
 * whole page load, where a kept copy can answer it. Returns what undoes the listeners.
 */
export function enableOffline(): () => void {
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
  navigator.serviceWorker?.register("/sw.js", { scope: "/" }).catch(() => undefined);
  return () => {
    window.removeEventListener("online", mark);
    window.removeEventListener("offline", mark);
    window.removeEventListener("click", plainLinkOffline, true);
  };
}
