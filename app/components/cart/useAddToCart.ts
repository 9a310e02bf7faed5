import { useEffect, useId, useRef } from "react";
import type { CartLineView } from "~/lib/cart/view";
import { notify } from "~/components/ui/Toasts";
import { addedToCart, CART_MESSAGES } from "~/lib/cart/messages";
import { openCartDrawer, useCartFetcher } from "./useCartFetcher";
import { previewAdd } from "./pendingAdds";

/**
 * An Add to Cart form's fetcher: once the add lands, the toast
 * "{title} added to cart!" shows, `onAdded` runs and the drawer opens; a
 * refusal shows its message. Told the line it adds (`preview`), the drawer
 * opens at the tap with that line on its way (issue 61).
 */
export function useAddToCart(onAdded?: () => void) {
  const key = `add${useId()}`;
  const cart = useCartFetcher(key);
  const { fetcher } = cart;
  const handled = useRef<unknown>(null);
  const previewed = useRef(false);
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
      // An add shown at the tap opened the drawer then; a shopper may have closed it since.
      if (!previewed.current) openCartDrawer();
    } else if (!result.ok) {
      void notify({ title: result.formError?.title ?? "", variant: "destructive", position: "top-center" });
    }
  }, [fetcher.state, fetcher.data, onAdded]);
  /** The add about to be sent, when the form knows what it adds: the drawer opens with it at once. */
  const preview = (line: CartLineView | null | undefined) => {
    if (fetcher.state !== "idle") return;
    previewed.current = Boolean(line);
    if (!line) return;
    previewAdd(key, line);
    openCartDrawer();
  };
  return { ...cart, preview };
}
