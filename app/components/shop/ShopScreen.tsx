import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { lazy, Suspense, useEffect } from "react";
import { useHydrated } from "~/lib/react/hydrated";
import type { shopLoader } from "~/.server/shop/loader";
import { ProductCard } from "~/components/product/ProductCard";
import { CardsCartForm } from "~/components/cart/CardsCartForm";
import { notify } from "~/components/ui/Toasts";
import { CertificationBadge } from "~/components/ui/CertificationBadge";
import { certifications, shopCertifications } from "~/content/certifications";
import { Breadcrumb } from "./Breadcrumb";
import { Pagination } from "./Pagination";
import { ShopToolbar } from "./ShopToolbar";

// The comparison lives in the browser: its bar comes with scripts.
const CompareBar = lazy(() => import("~/components/saved/CompareBar"));

type ShopData = Awaited<ReturnType<ReturnType<typeof shopLoader>>>["data"];

/** The shop screen: breadcrumb, hero, certification badges, search and sort, grid and pagination. */
export function ShopScreen() {
  const { query, title, listing, error } = useLoaderData<ShopData>();
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  useEffect(() => {
    if (error) void notify({ ...error, variant: "destructive" });
  }, [error]);

  const hidden: Record<string, string> = {};
  if (query.collection && pathname === "/shop") hidden.collection = query.collection;
  if (query.category) hidden.category = query.category;
  const hrefFor = (page: number) => {
    const params = new URLSearchParams(search);
    params.delete("search");
    if (query.q) params.set("q", query.q);
    params.set("page", String(page));
    return `${pathname}?${params}`;
  };
  const clearHref = `${pathname}${Object.keys(hidden).length ? `?${new URLSearchParams(hidden)}` : ""}`;

  return (
    <main id="main">
      <Breadcrumb items={[{ label: "Home", href: "/" }, { label: "Shop" }]} />
      <section className="container-page py-8">
        <h1 className="text-3xl font-extrabold text-brand-900 md:text-4xl">{title}</h1>
        <p className="mt-2 max-w-2xl text-slate-700">
          Science-backed supplements for African American health and wellness, made to the highest standards.
        </p>
        <ul className="mt-6 flex flex-wrap gap-6" aria-label="Certifications">
          {shopCertifications.map((label, i) => (
            <CertificationBadge key={label} icon={certifications[i].icon} label={label} />
          ))}
        </ul>
      </section>
      <section className="container-page pb-16" aria-label="Products">
        <ShopToolbar q={query.q} sort={query.sort} hidden={hidden} />
        {hydrated ? (
          <div className="compare-row mt-4 flex h-11 items-center justify-end">
            <Suspense fallback={null}>
              <CompareBar />
            </Suspense>
          </div>
        ) : null}
        {error ? (
          <div role="alert" className="mt-8 rounded-xl border border-red-200 bg-red-50 p-6">
            <p className="font-semibold text-red-900">{error.title}</p>
            <p className="text-sm text-red-800">{error.description}</p>
          </div>
        ) : listing.total === 0 ? (
          <div className="py-16 text-center">
            {query.q ? (
              <>
                <p className="text-xl font-semibold">No products match your search</p>
                <Link to={clearHref} className="btn-secondary mt-4">
                  Clear Filters
                </Link>
              </>
            ) : (
              <p className="text-xl font-semibold">No products found</p>
            )}
          </div>
        ) : (
          <>
            <p className="mt-6 text-sm text-slate-600" aria-live="polite">
              {`${listing.total} ${listing.total === 1 ? "product" : "products"}${query.q ? ` for “${query.q}”` : ""}`}
            </p>
            <CardsCartForm id="atc">
              <div className="card-grid">
                {listing.items.map((product, i) => (
                  <ProductCard
                    key={product.id}
                    product={product}
                    // Only the first card is on a phone's first screen; the next three are on a wide screen's, so
                    // without scripts (which load every image at once) they come at full width (issue 61, 0071).
                    priority={i === 0}
                    discover={i === 0}
                    lightWithoutScripts={i >= 4}
                  />
                ))}
              </div>
            </CardsCartForm>
            <Pagination page={listing.page} pageCount={listing.pageCount} hrefFor={hrefFor} />
          </>
        )}
      </section>
    </main>
  );
}
