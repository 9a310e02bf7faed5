import type { Product } from "~/lib/catalogue/types";
import { TopicProductCard } from "./TopicProductCard";

export const NO_CATEGORY_PRODUCTS = "No products found for this category.";

/** A learn topic's products, or the spec's empty state. */
export function TopicProducts({ products }: { products: Product[] }) {
  if (products.length === 0) return <p className="py-8 text-center text-slate-600">{NO_CATEGORY_PRODUCTS}</p>;
  return (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {products.map((product) => (
        <TopicProductCard key={product.id} product={product} />
      ))}
    </div>
  );
}
