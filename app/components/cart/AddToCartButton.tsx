import type { FormEvent } from "react";
import { notify } from "~/components/ui/Toasts";
import { CART_MESSAGES } from "~/lib/cart/messages";
import { busyButton } from "~/components/ui/busy";
import { useAddToCart } from "./useAddToCart";

/**
 * Add to Cart for one variant, quantity 1 (the action's default, so not sent). A plain form without scripts; with
 * them the drawer opens and the toast "{title} added to cart!" shows.
 */
export function AddToCartButton({
  variantId,
  productTitle,
  onAdded,
  className = "btn-primary btn-block",
  label = "Add to Cart",
  redirectTo: returnTo,
}: {
  variantId: string | null;
  productTitle: string;
  onAdded?: () => void;
  className?: string;
  label?: string;
  /** Where a plain (script-less) post returns to; this page by default. */
  redirectTo?: string;
}) {
  const { redirectTo, busy, submit } = useAddToCart(onAdded);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (variantId) return submit(event);
    event.preventDefault();
    void notify({ title: CART_MESSAGES.variantMissing, variant: "destructive", position: "top-center" });
  };

  return (
    <form method="post" action="/cart" onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="merchandiseId" value={variantId ?? ""} />
      <input type="hidden" name="redirectTo" value={returnTo ?? redirectTo} />
      {/* The cart icon is drawn by CSS (.i-cart): this button repeats on every card. */}
      <button
        type="submit"
        className={`${className} i-cart`}
        {...busyButton(busy)}
        aria-label={`${label}: ${productTitle}`}
      >
        {busy ? "Adding..." : label}
      </button>
    </form>
  );
}
