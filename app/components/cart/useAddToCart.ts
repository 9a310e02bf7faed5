import { useEffect, useRef } from "react";
import { notify } from "~/components/ui/Toasts";
import { addedToCart, CART_MESSAGES } from "~/lib/cart/messages";
import { openCartDrawer, useCartFetcher } from "./useCartFetcher";

/**
 * An Add to Cart form's fetcher: once the add lands, the toast
 * "{title} added to cart!" shows, `onAdded` runs and the drawer opens; a
 * refusal shows its message.
 */
export function useAddToCart(onAdded?: () => void) {
  const cart = useCartFetcher();
  const { fetcher } = cart;
  const handled = useRef<unknown>(null);
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok && result.added) {
      void notify({
        title: addedToCart(result.added),
        description: CART_MESSAGES.addedDescription,
        variant: "success",
        position: "top-center",
      });
      onAdded?.();
      openCartDrawer();
    } else if (!result.ok) {
      void notify({ title: result.formError?.title ?? "", variant: "destructive", position: "top-center" });
    }
  }, [fetcher.state, fetcher.data, onAdded]);
  return cart;
}
