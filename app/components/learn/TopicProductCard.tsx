import { Link } from "@remix-run/react";
import { AddToCartButton } from "~/components/cart/AddToCartButton";
import { ProductImage } from "~/components/product/ProductImage";
import { displayDescription, snippet } from "~/lib/catalogue/description";
import { formatMoney } from "~/lib/catalogue/money";
import type { Product } from "~/lib/catalogue/types";

/** A learn topic's product: image, title, description, lowest price with its currency, Add to Cart and View Details. */
export function TopicProductCard({ product }: { product: Product }) {
  const variant = product.variants.find((v) => v.availableForSale) ?? null;
  const href = `/product/${product.handle}`;
  const price = product.priceRange.minVariantPrice;
  return (
    <article
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="product-card"
    >
      <ProductImage
        image={product.images[0]}
        alt={product.title}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
      />
      <h3 className="mt-3 text-base font-semibold leading-snug text-brand-900">{product.title}</h3>
      <p className="mt-2 flex-1 text-sm text-slate-600">{snippet(displayDescription(product.description), 140)}</p>
      <p className="mt-2 text-lg font-bold" data-testid="product-price">
        {formatMoney(price)} <span className="text-sm font-medium text-slate-600">{price.currencyCode}</span>
      </p>
      <div className="mt-3 space-y-2">
        {variant ? (
          <AddToCartButton variantId={variant.id} productTitle={product.title} />
        ) : (
          <p className="rounded-full bg-slate-100 py-2 text-center text-sm font-semibold text-slate-600">Sold out</p>
        )}
        <Link
          to={href}
          prefetch="intent"
          className="btn-secondary w-full"
          aria-label={`View Details: ${product.title}`}
        >
          View Details
        </Link>
      </div>
    </article>
  );
}
