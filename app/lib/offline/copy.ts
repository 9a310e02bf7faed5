/**
 * Every word the shop says about being offline: the page banner, the
 * service worker's own pages and the refused checkout. One place, so the
 * page, the worker and the tests say the same thing.
 */
export const OFFLINE_COPY = {
  /** Over a page shown from this device while the connection is down. */
  notice: "You are offline. This is the page as you last saw it; prices and stock may have changed.",
  /** A page this device has not saved (the worker's own page). */
  pageTitle: "You are offline",
  pageNotSaved: "This page has not been saved on this device. Reconnect and try again.",
  /** Checkout and every cart change: never answered from this device. */
  checkoutRefused: "You are offline. Checkout needs a connection, so nothing was sent. Reconnect and try again.",
  backHome: "Go to the home page",
} as const;

export type OfflineCopy = typeof OFFLINE_COPY;
