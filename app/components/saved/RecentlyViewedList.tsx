import { Link } from "@remix-run/react";
import { formatMoney } from "~/lib/catalogue/money";
import type { SavedProduct } from "~/lib/saved/lists";

/** The recently viewed products' list, loaded once there is one to show (RecentlyViewed). */
export default function RecentlyViewedList({ shown }: { shown: SavedProduct[] }) {
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
