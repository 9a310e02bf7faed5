import { lazy, Suspense, useEffect, useState } from "react";
import { useFocusReturn } from "~/components/popups/useFocusReturn";
import { plainClickOn } from "~/components/ui/plain-click";
import { BROWSER_CART_KEY, type CartView } from "~/lib/cart/view";
import { OPEN_CART_EVENT } from "./useCartFetcher";
import { useWarmCart } from "./useWarmCart";
import { usePendingAdds } from "./pendingAdds";
import { withPendingLines } from "~/lib/cart/optimistic";

const loadDrawer = () => import("./CartDrawer");
const CartDrawer = lazy(loadDrawer);

/** Keeps the spec's `shopify-cart` browser copy in step with the server cart (the server cart is the truth). */
function mirrorCart(cart: CartView, isDrawerOpen: boolean) {
  const items = cart.lines.map((l) => ({
    product: { title: l.productTitle, handle: l.productHandle },
    variantId: l.merchandiseId,
    variantTitle: l.variantTitle,
    price: l.price,
    quantity: l.quantity,
    selectedOptions: l.selectedOptions,
    ...(l.sellingPlan ? { sellingPlan: { id: l.sellingPlan.id, name: l.sellingPlan.name } } : {}),
  }));
  try {
    window.localStorage.setItem(
      BROWSER_CART_KEY,
      JSON.stringify({ items, cartId: null, checkoutUrl: cart.checkoutUrl, isLoading: false, isDrawerOpen }),
    );
  } catch {
    // Storage blocked: scripts that read the copy see nothing, the cart itself is unaffected.
  }
}

/**
 * Opens the drawer from any `data-cart-trigger` link (plain links to /cart)
 * and after an add; modified clicks keep the link's behaviour.
 */
export function CartDrawerHost({ cart }: { cart: CartView }) {
  const [open, setOpen] = useState(false);
  const returnFocus = useFocusReturn(open);
  const pending = usePendingAdds();
  useWarmCart(loadDrawer);
  useEffect(() => mirrorCart(cart, open), [cart, open]);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!plainClickOn(event, "[data-cart-trigger]")) return;
      event.preventDefault();
      setOpen(true);
    };
    const onOpen = () => setOpen(true);
    document.addEventListener("click", onClick, true);
    window.addEventListener(OPEN_CART_EVENT, onOpen);
    return () => {
      document.removeEventListener("click", onClick, true);
      window.removeEventListener(OPEN_CART_EVENT, onOpen);
    };
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer
        cart={withPendingLines(cart, pending)}
        open={open}
        onOpenChange={setOpen}
        onCloseAutoFocus={returnFocus}
      />
    </Suspense>
  );
}
