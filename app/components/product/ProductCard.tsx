import { Link, PrefetchPageLinks } from "@remix-run/react";
import { lazy, Suspense, useState } from "react";
import { useHydrated } from "~/lib/react/hydrated";
import { useFocusReturn } from "~/components/popups/useFocusReturn";
import { CardAddButton } from "~/components/cart/CardsCartForm";
import { savedFromCard, type CardProduct } from "~/lib/catalogue/card";
import { formatMoney } from "~/lib/catalogue/money";
import { ratingFor } from "~/lib/catalogue/rating";
import { CARD_SIZES, CARD_WIDTHS_SHOWN, ProductImage } from "./ProductImage";
import { StarRating } from "./StarRating";
import { usePrefetchInView } from "./usePrefetchInView";

const QuickViewDialog = lazy(() => import("./QuickViewDialog"));
// Wishlist and compare live in the browser, so their buttons come with scripts, after the page is interactive.
const SaveButtons = lazy(() => import("~/components/saved/SaveButtons"));

/**
 * A product in a grid: image, title, price, derived rating, Best Value badge and Add to Cart. BioSilver gets the wide
 * card. Its grid wraps it in a CardsCartForm, the form its Add to Cart button submits.
 */
export function ProductCard({
  product,
  eager = false,
  priority = false,
  discover = true,
  lightWithoutScripts = false,
}: {
  product: CardProduct;
  eager?: boolean;
  /** The first card of a listing: its image is the page's largest on a phone. */
  priority?: boolean;
  /** Whether the title link asks for the product route; one card of a grid is enough (all share the route). */
  discover?: boolean;
  /** Below a listing's first screen without scripts: the image at 1x (ProductImage), as lazy loading would wait. */
  lightWithoutScripts?: boolean;
}) {
  const { wide } = product;
  const href = `/product/${product.handle}`;
  const hydrated = useHydrated();
  const prefetch = usePrefetchInView<HTMLAnchorElement>();
  const [quickView, setQuickView] = useState(false);
  const returnFocus = useFocusReturn(quickView);
  // Its parts carry no classes: the card's styles find them by place (.card > :last-child ...).
  return (
    <article className={wide ? "card card-wide" : "card"}>
      {product.bestValue ? <span className="card-badge">Best Value</span> : null}
      {/* The title's link covers the image too (.card h2 a::after): one link where a card had two. */}
      <ProductImage
        image={product.image}
        alt={product.title}
        sizes={CARD_SIZES}
        widths={CARD_WIDTHS_SHOWN}
        decorative
        lightWithoutScripts={lightWithoutScripts ? CARD_WIDTHS_SHOWN[0] : undefined}
        eager={eager}
        priority={priority}
        className={wide ? "sm:w-1/2 sm:self-start" : undefined}
      />
      <div>
        <h2>
          <Link ref={prefetch.ref} to={href} prefetch="intent" discover={discover ? "render" : "none"}>
            {product.title}
          </Link>
          {prefetch.seen ? <PrefetchPageLinks page={href} /> : null}
        </h2>
        {wide ? <p className="card-text">{product.description}</p> : null}
        <StarRating rating={ratingFor(product.id)} />
        <p className="card-price">{formatMoney(product.price)}</p>
        <div>
          {product.variantId ? (
            <CardAddButton variantId={product.variantId} productTitle={product.title} />
          ) : (
            <p className="sold-out">Sold out</p>
          )}
          <div>
            {/* Plain links: with scripts Quick View opens a dialog and Compare is replaced, so neither is a client navigation. */}
            <a
              href={href}
              onClick={(event) => {
                if (!hydrated || event.metaKey || event.ctrlKey || event.shiftKey) return;
                event.preventDefault();
                setQuickView(true);
              }}
              aria-label={`Quick View: ${product.title}`}
            >
              Quick View
            </a>
            {hydrated ? null : (
              <a href={`/shop/compare?ids=${product.id.split("/").pop()}`} aria-label={`Compare: ${product.title}`}>
                Compare
              </a>
            )}
          </div>
          {hydrated ? (
            <Suspense fallback={<div className="h-9" />}>
              <SaveButtons product={savedFromCard(product)} />
            </Suspense>
          ) : null}
        </div>
        {quickView ? (
          <Suspense fallback={null}>
            <QuickViewDialog
              handle={product.handle}
              title={product.title}
              onClose={() => setQuickView(false)}
              onCloseAutoFocus={returnFocus}
            />
          </Suspense>
        ) : null}
      </div>
    </article>
  );
}
