import { Link } from "@remix-run/react";
import { useEffect } from "react";
import { useNonce } from "~/components/layout/nonce";
import { formatMoney } from "~/lib/catalogue/money";
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

/**
 * The five most recent products the shopper looked at (other than `exclude`); nothing until scripts run. With
 * `keepsPlace`, an empty slot stands in for it until then, sized by RecentlyViewedCount's count (`.recent-slot`).
 */
export function RecentlyViewed({ exclude, keepsPlace = false }: { exclude?: string; keepsPlace?: boolean }) {
  const [recent] = useSavedList("recent");
  const shown = recent.filter((p) => p.id !== exclude).slice(0, RECENT_SHOWN);
  if (shown.length === 0) return keepsPlace ? <div className="recent-slot" /> : null;
  return (
    <section className="container-page pb-16" aria-labelledby="recently-viewed">
      <h2 id="recently-viewed" className="text-2xl font-bold text-brand-900">
        Recently Viewed
      </h2>
      {/* Each item is one fixed box (picture, two lines of title, price): the slot's height is known from the count. */}
      <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {shown.map((p) => (
          <li key={p.id} className="rounded-xl border border-slate-200 p-3">
            <Link to={`/product/${p.handle}`} className="block">
              {p.image ? (
                <img
                  src={`${p.image.url}?width=240`}
                  alt=""
                  width={120}
                  height={120}
                  loading="lazy"
                  className="mx-auto h-28 w-28 object-contain"
                />
              ) : (
                <span className="mx-auto block h-28 w-28" />
              )}
              <span className="mt-2 line-clamp-2 h-10 text-sm font-semibold text-brand-900 hover:underline">
                {p.title}
              </span>
              <span className="block text-sm">{formatMoney(p.price)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
