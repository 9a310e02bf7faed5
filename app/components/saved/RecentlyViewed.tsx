import { lazy, Suspense, useEffect, type ComponentType } from "react";
import { useNonce } from "~/components/layout/nonce";
import { pushRecentlyViewed, RECENT_SHOWN, SAVED_KEYS, type SavedProduct } from "~/lib/saved/lists";
import { useSavedList } from "./useSavedList";

/** Records a product page visit in the recently viewed list. */
export function useRecordView(product: SavedProduct) {
  const [, setRecent] = useSavedList("recent");
  useEffect(() => {
    setRecent((list) => pushRecentlyViewed(list, product));
  }, [product.id]); // eslint-disable-line react-hooks/exhaustive-deps
}

const COUNT_SCRIPT = `try{const l=JSON.parse(localStorage.getItem(${JSON.stringify(SAVED_KEYS.recent)}));if(Array.isArray(l)&&l.length)document.currentScript.parentNode.dataset.recent=Math.min(l.length,${RECENT_SHOWN})}catch{}`;

/**
 * Counts the recently viewed list into its parent's `data-recent` as the page is parsed, before anything after it
 * is painted: the list lives in the browser, so what it shows is drawn only once scripts run, and the stylesheet
 * keeps its place (and that of what depends on it) from the first paint. Placed in home's <main>.
 */
export function RecentlyViewedCount() {
  const nonce = useNonce();
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: COUNT_SCRIPT }} suppressHydrationWarning />;
}

// A chunk that cannot be fetched (a dropped connection) leaves the list out, not the page in its error boundary.
const RecentlyViewedList = lazy<ComponentType<{ shown: SavedProduct[] }>>(() =>
  import("./RecentlyViewedList").catch(() => ({ default: () => null })),
);

/**
 * The five most recent products the shopper looked at (other than `exclude`); nothing until scripts run, and the
 * list's code only once there is one to show. With `keepsPlace`, an empty slot stands in for it until then, sized by
 * RecentlyViewedCount's count (`.recent-slot`).
 */
export function RecentlyViewed({ exclude, keepsPlace = false }: { exclude?: string; keepsPlace?: boolean }) {
  const [recent] = useSavedList("recent");
  const shown = recent.filter((p) => p.id !== exclude).slice(0, RECENT_SHOWN);
  const slot = keepsPlace ? <div className="recent-slot" /> : null;
  if (shown.length === 0) return slot;
  return (
    <Suspense fallback={slot}>
      <RecentlyViewedList shown={shown} />
    </Suspense>
  );
}
