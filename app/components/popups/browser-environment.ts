import type { FlagStore, PopupCampaigns, PopupEnvironment, Timers } from "~/lib/popups/scheduler";

/** Storage that never throws (private modes, full quota): falls back to memory for the page's life. */
function safeStore(get: () => Storage): FlagStore {
  const memory = new Map<string, string>();
  return {
    getItem(key) {
      try {
        return get().getItem(key);
      } catch {
        return memory.get(key) ?? null;
      }
    },
    setItem(key, value) {
      memory.set(key, value);
      try {
        get().setItem(key, value);
      } catch {
        /* memory only */
      }
    },
  };
}

export const sessionFlags = safeStore(() => window.sessionStorage);
export const localFlags = safeStore(() => window.localStorage);

const TEXT_INPUTS = new Set([
  "text",
  "email",
  "tel",
  "search",
  "password",
  "number",
  "url",
  "date",
  "datetime-local",
  "month",
  "time",
  "week",
]);

/** A text field, select or editable region outside our pop-ups has focus: the shopper is filling something in. */
export function isShopperTyping(doc: Document = document): boolean {
  const el = doc.activeElement as HTMLElement | null;
  if (!el || el === doc.body || el.closest("[data-promotion]")) return false;
  if (el.isContentEditable) return true;
  if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true;
  return el instanceof HTMLInputElement && TEXT_INPUTS.has(el.type);
}

/** A dialog the shopper opened (search, cart, quick view, menu ...) or Nora's chat panel is on screen. */
export function isShopperInDialog(doc: Document = document): boolean {
  return (
    doc.querySelector('[role="dialog"]:not([data-promotion]):not([hidden]), [data-chat-panel]:not([hidden])') !== null
  );
}

/** The browser's clock (Date.now, so Playwright's clock drives it), storages, viewport and path. */
export function browserPopupEnvironment(campaigns: PopupCampaigns): PopupEnvironment {
  return {
    now: () => Date.now(),
    campaigns,
    session: sessionFlags,
    local: localFlags,
    viewportWidth: () => window.innerWidth,
    pathname: () => window.location.pathname,
    isBusy: () => isShopperTyping() || isShopperInDialog(),
  };
}

export const browserTimers: Timers = {
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};
