import { ProductCard } from "~/components/product/ProductCard";
import type { Product } from "~/lib/catalogue/types";

export const NO_CATEGORY_PRODUCTS = "No products found for this category.";

/** A learn topic's products: image, title, description, price, Add to Cart and View Details. */
export function TopicProducts({ products }: { products: Product[] }) {
  if (products.length === 0) return <p className="py-8 text-center text-slate-600">{NO_CATEGORY_PRODUCTS}</p>;
  return (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {products.map((product) => (
        <ProductCard key={product.id} product={product} showDescription />
      ))}
    </div>
  );
}
