import { CardAddButton, CardsCartForm } from "~/components/cart/CardsCartForm";
import { ProductImage, SMALL_CARD_DENSITIES } from "~/components/product/ProductImage";
import { useSavedList } from "~/components/saved/useSavedList";
import { formatMoney } from "~/lib/catalogue/money";
import type { PopularProduct } from "~/lib/home/products";

const SHOWN = 4;

/**
 * Four catalogue products. Shoppers with a browsing history see "You Might
 * Also Like" (products they have not viewed yet); everyone else "Popular
 * Products".
 */
export function PopularProducts({ products }: { products: PopularProduct[] }) {
  const [recent] = useSavedList("recent");
  const viewed = new Set(recent.map((p) => p.id));
  const fresh = products.filter((p) => !viewed.has(p.id));
  const shown = (fresh.length >= SHOWN ? fresh : [...fresh, ...products.filter((p) => viewed.has(p.id))]).slice(
    0,
    SHOWN,
  );
  return (
    <Frame title={recent.length > 0 ? "You Might Also Like" : "Popular Products"}>
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

function Frame({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <section className="container-page py-10" aria-labelledby="popular-products">
      <div className="carousel-head items-baseline">
        <h2 id="popular-products" className="section-title">
          {title}
        </h2>
        <a href="/bestsellers" className="text-sm font-semibold text-brand-700 hover:underline">
          See bestsellers
        </a>
      </div>
      {children ?? <div className="mt-4 grid min-h-72 grid-cols-2 gap-4 lg:grid-cols-4" aria-hidden="true" />}
    </section>
  );
}
