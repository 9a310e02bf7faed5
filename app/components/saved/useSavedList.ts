import { useCallback, useSyncExternalStore } from "react";
import { parseSavedList, SAVED_KEYS, type SavedListKind, type SavedProduct } from "~/lib/saved/lists";

/**
 * A saved list in localStorage, shared by every component on the page and
 * kept in step across tabs. The server renders it as empty, so markup
 * agrees until scripts run.
 */
const CHANGE_EVENT = "biolife:saved-list";
const cache = new Map<string, { raw: string | null; list: SavedProduct[] }>();
const EMPTY: SavedProduct[] = [];

function read(kind: SavedListKind): SavedProduct[] {
  const key = SAVED_KEYS[kind];
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(key);
  } catch {
    return EMPTY;
  }
  const cached = cache.get(key);
  if (cached && cached.raw === raw) return cached.list;
  const list = parseSavedList(raw);
  cache.set(key, { raw, list });
  return list;
}

function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

export function writeSavedList(kind: SavedListKind, list: SavedProduct[]) {
  try {
    window.localStorage.setItem(SAVED_KEYS[kind], JSON.stringify(list));
  } catch {
    // Storage full or blocked: the list simply is not kept.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function useSavedList(kind: SavedListKind) {
  const list = useSyncExternalStore(
    subscribe,
    () => read(kind),
    () => EMPTY,
  );
  const update = useCallback(
    (change: (list: SavedProduct[]) => SavedProduct[]) => writeSavedList(kind, change(read(kind))),
    [kind],
  );
  return [list, update] as const;
}
