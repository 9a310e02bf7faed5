import { Link } from "@remix-run/react";
import { Leaf, Star } from "~/components/ui/icons";
import { AddToCartButton } from "~/components/cart/AddToCartButton";
import { quizCopy } from "~/content/quiz";
import { formatPrice } from "~/lib/quiz/format-price";
import type { QuizRecommendation } from "~/lib/quiz/resolve";

/** One recommended product: image, name, benefit, rating, price, a link to its page and Add to Cart. */
export function QuizResultCard({
  product,
  redirectTo,
  onNavigate,
  onAdded,
}: {
  product: QuizRecommendation;
  redirectTo: string;
  onNavigate?: () => void;
  onAdded?: () => void;
}) {
  const href = `/product/${product.handle}`;
  return (
    <li
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="quiz-recommendation"
    >
      <div className="flex gap-4">
        <Link to={href} onClick={onNavigate} className="shrink-0" tabIndex={-1} aria-hidden="true">
          {product.image ? (
            <img
              src={product.image.url}
              alt=""
              width={96}
              height={96}
              loading="lazy"
              className="h-24 w-24 rounded-xl object-contain"
            />
          ) : (
            <span className="flex h-24 w-24 items-center justify-center rounded-xl bg-brand-50">
              <Leaf className="h-10 w-10 text-brand-600" />
            </span>
          )}
        </Link>
        <div className="min-w-0 flex-1">
          <h3 className="font-bold leading-snug text-brand-900">
            <Link to={href} onClick={onNavigate} className="hover:underline">
              {product.name}
            </Link>
          </h3>
          <p className="mt-1 text-sm text-slate-600">{product.benefit}</p>
          <p className="mt-1 flex items-center gap-3 text-sm text-slate-700">
            <span className="text-lg font-bold text-brand-800" data-testid="quiz-price">
              {formatPrice(product.price)}
            </span>
            <span className="flex items-center gap-1">
              <Star className="h-4 w-4 fill-gold-400 text-gold-400" />
              {product.rating.toFixed(1)}
              <span className="sr-only"> out of 5 stars</span>
            </span>
          </p>
        </div>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <AddToCartButton
          variantId={product.variantId}
          productTitle={product.name}
          redirectTo={redirectTo}
          onAdded={onAdded}
          label={quizCopy.addToCart}
          className="btn-primary w-full whitespace-nowrap px-2"
        />
        <Link to={href} onClick={onNavigate} className="btn-secondary w-full whitespace-nowrap px-2">
          {quizCopy.viewProduct}
        </Link>
      </div>
    </li>
  );
}
