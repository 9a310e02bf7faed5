import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { CardsCartForm } from "~/components/cart/CardsCartForm";
import { useServerData } from "~/components/ui/ServerHtml";
import type { CardProduct } from "~/lib/catalogue/card";
import { ProductCard } from "./ProductCard";

/** Kept beside the server render (keptDataOnServer), out of a first load's loader data. */
export const RELATED_DATA = "product-related";

/**
 * The cards' data in the browser: the loader data's on a client navigation; on a first load, whose markup holds the
 * cards as server HTML, the product's loader data fetched once the section nears the viewport.
 */
function useRelatedCards(handle: string, related: CardProduct[] | null) {
  const section = useRef<HTMLElement>(null);
  const fetcher = useFetcher<{ related: CardProduct[] | null }>();
  const { load } = fetcher;
  const loaded = related !== null || fetcher.state !== "idle" || fetcher.data !== undefined;
  useEffect(() => {
    const element = section.current;
    if (loaded || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load(`/product/${handle}`);
      },
      { rootMargin: "400px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [loaded, load, handle]);
  return { section, cards: related ?? fetcher.data?.related ?? null };
}

/**
 * You Might Also Like: the related products' cards (docs/decisions/0033). A first load's cards are server HTML the
 * browser keeps without hydrating: links and the grid's cart form work as they are, and their wishlist, compare and
 * quick view come when their data does.
 */
export function RelatedProducts({ handle, related }: { handle: string; related: CardProduct[] | null }) {
  const { section, cards } = useRelatedCards(handle, useServerData(RELATED_DATA, related));
  return (
    <section ref={section} className="container-page pb-16" aria-labelledby="related">
      <h2 id="related" className="section-title">
        You Might Also Like
      </h2>
      <CardsCartForm id="atc">
        {cards ? (
          <div key="cards" className="card-grid">
            {cards.map((p) => (
              // The product route is this page's: its cards need not discover it.
              <ProductCard key={p.id} product={p} discover={false} />
            ))}
          </div>
        ) : (
          <div key="kept" className="card-grid" dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
        )}
      </CardsCartForm>
    </section>
  );
}
