import { CardAddButton, CardsCartForm } from "~/components/cart/CardsCartForm";
import { ProductImage, SMALL_CARD_DENSITIES } from "~/components/product/ProductImage";
import { useSavedList } from "~/components/saved/useSavedList";
import { formatMoney } from "~/lib/catalogue/money";
import type { PopularProduct } from "~/lib/home/products";

const SHOWN = 4;
const POPULAR = "Popular Products";
const FOR_YOU = "You Might Also Like";

/**
 * Four catalogue products. Shoppers with a browsing history see "You Might
 * Also Like" (products they have not viewed yet); everyone else "Popular
 * Products".
 *
 * The history is in the browser, so the server paints "Popular Products" and
 * scripts swap in the shopper's choice. When a history was counted before the
 * paint (RecentlyViewedCount), the heading keeps the box of both titles and
 * the cards' titles a fixed one (`.popular-title`, `main[data-recent]`), so
 * nothing below moves when the scripts start.
 */
export function PopularProducts({ products }: { products: PopularProduct[] }) {
  const [recent] = useSavedList("recent");
  const viewed = new Set(recent.map((p) => p.id));
  const fresh = products.filter((p) => !viewed.has(p.id));
  const shown = (fresh.length >= SHOWN ? fresh : [...fresh, ...products.filter((p) => viewed.has(p.id))]).slice(
    0,
    SHOWN,
  );
  const title = recent.length > 0 ? FOR_YOU : POPULAR;
  return (
    <Frame title={title} other={title === POPULAR ? FOR_YOU : POPULAR}>
      <CardsCartForm id="atc" redirectTo="/">
        <ul className="popular">
          {shown.map((p) => (
            <li key={p.id} data-testid="popular-product">
              <a href={`/product/${p.handle}`}>
                <ProductImage image={p.images[0]} alt={p.title} densities={SMALL_CARD_DENSITIES} />
                <span>{p.title}</span>
              </a>
              <span>{formatMoney(p.priceRange.minVariantPrice)}</span>
              <CardAddButton variantId={p.variantId} productTitle={p.title} className="btn-cart px-3" />
            </li>
          ))}
        </ul>
      </CardsCartForm>
    </Frame>
  );
}

function Frame({ title, other, children }: { title: string; other: string; children?: React.ReactNode }) {
  return (
    <section className="container-page py-10" aria-labelledby="popular-products">
      <div className="carousel-head items-baseline">
        <h2 id="popular-products" className="section-title popular-title">
          <span>{title}</span>
          <span aria-hidden="true">{other}</span>
        </h2>
        <a href="/bestsellers" className="text-sm font-semibold text-brand-700 hover:underline">
          See bestsellers
        </a>
      </div>
      {children ?? <div className="mt-4 grid min-h-72 grid-cols-2 gap-4 lg:grid-cols-4" aria-hidden="true" />}
    </section>
  );
}
