import { Link } from "@remix-run/react";
import { Eye } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { SaveButtons } from "~/components/saved/SaveButtons";
import { toSavedProduct } from "~/lib/saved/summary";
import { AddToCartButton } from "~/components/cart/AddToCartButton";
import { isBestValue, isBioSilver } from "~/lib/catalogue/badges";
import { displayDescription, snippet } from "~/lib/catalogue/description";
import { formatMoney } from "~/lib/catalogue/money";
import { ratingFor } from "~/lib/catalogue/rating";
import type { ListedProduct } from "~/lib/catalogue/types";
import { ProductImage } from "./ProductImage";
import { StarRating } from "./StarRating";

const QuickViewDialog = lazy(() => import("./QuickViewDialog"));

/** A product in a grid: image, title, price, derived rating, Best Value badge and Add to Cart. BioSilver gets the wide card. */
export function ProductCard({ product, eager = false }: { product: ListedProduct; eager?: boolean }) {
  const wide = isBioSilver(product);
  const variant = product.variants.find((v) => v.availableForSale) ?? null;
  const href = `/product/${product.handle}`;
  const hydrated = useHydrated();
  const [quickView, setQuickView] = useState(false);
  return (
    <article
      className={`relative flex flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm ${wide ? "sm:col-span-2 sm:flex-row sm:gap-6" : ""}`}
      data-testid="product-card"
    >
      {isBestValue(product) ? (
        <span className="absolute left-3 top-3 z-10 rounded-full bg-gold-400 px-2 py-0.5 text-xs font-bold text-brand-900">Best Value</span>
      ) : null}
      <Link to={href} className={wide ? "sm:w-1/2" : ""} prefetch="intent" tabIndex={-1} aria-hidden="true">
        <ProductImage image={product.images[0]} alt={product.title} sizes={wide ? "(min-width: 640px) 50vw, 100vw" : "(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"} eager={eager} />
      </Link>
      <div className={`mt-3 flex flex-1 flex-col ${wide ? "sm:mt-0 sm:w-1/2 sm:justify-center" : ""}`}>
        <h2 className="text-base font-semibold leading-snug text-brand-900">
          <Link to={href} prefetch="intent" className="hover:underline">
            {product.title}
          </Link>
        </h2>
        {wide ? <p className="mt-2 text-sm text-slate-600">{snippet(displayDescription(product.description), 180)}</p> : null}
        <StarRating rating={ratingFor(product.id)} />
        <p className="mt-1 text-lg font-bold" data-testid="product-price">
          {formatMoney(product.priceRange.minVariantPrice)}
        </p>
        <div className="mt-auto pt-3">
          {variant ? (
            <AddToCartButton variantId={variant.id} productTitle={product.title} />
          ) : (
            <p className="rounded-full bg-slate-100 py-2 text-center text-sm font-semibold text-slate-600">Sold out</p>
          )}
          <div className="mt-1 grid grid-cols-2 gap-1">
            <Link
              to={href}
              className="btn-ghost px-2 text-xs"
              onClick={(event) => {
                if (!hydrated || event.metaKey || event.ctrlKey || event.shiftKey) return;
                event.preventDefault();
                setQuickView(true);
              }}
              aria-label={`Quick View: ${product.title}`}
            >
              <Eye className="h-4 w-4" aria-hidden="true" /> Quick View
            </Link>
            {hydrated ? null : (
              <Link to={`/shop/compare?ids=${product.id.split("/").pop()}`} className="btn-ghost px-2 text-xs" aria-label={`Compare: ${product.title}`}>
                Compare
              </Link>
            )}
          </div>
          {hydrated ? <SaveButtons product={toSavedProduct(product)} /> : null}
        </div>
        {quickView ? (
          <Suspense fallback={null}>
            <QuickViewDialog product={product} onClose={() => setQuickView(false)} />
          </Suspense>
        ) : null}
      </div>
    </article>
  );
}
