import { Link } from "@remix-run/react";
import { useEffect } from "react";
import { formatMoney } from "~/lib/catalogue/money";
import { pushRecentlyViewed, RECENT_SHOWN, type SavedProduct } from "~/lib/saved/lists";
import { useSavedList } from "./useSavedList";

/** Records a product page visit in the recently viewed list. */
export function useRecordView(product: SavedProduct) {
  const [, setRecent] = useSavedList("recent");
  useEffect(() => {
    setRecent((list) => pushRecentlyViewed(list, product));
  }, [product.id]); // eslint-disable-line react-hooks/exhaustive-deps
}

/** The five most recent products the shopper looked at (other than `exclude`); nothing until scripts run. */
export function RecentlyViewed({ exclude }: { exclude?: string }) {
  const [recent] = useSavedList("recent");
  const shown = recent.filter((p) => p.id !== exclude).slice(0, RECENT_SHOWN);
  if (shown.length === 0) return null;
  return (
    <section className="container-page pb-16" aria-labelledby="recently-viewed">
      <h2 id="recently-viewed" className="text-2xl font-bold text-brand-900">
        Recently Viewed
      </h2>
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
              ) : null}
              <span className="mt-2 block text-sm font-semibold text-brand-900 hover:underline">{p.title}</span>
              <span className="text-sm">{formatMoney(p.price)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
