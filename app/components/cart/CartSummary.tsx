import { useEffect, useRef } from "react";
import { notify } from "~/components/ui/Toasts";
import { formatTotal, itemCountLabel } from "~/lib/cart/rules";
import type { CartView } from "~/lib/cart/view";
import { CartDiscounts } from "./CartDiscounts";
import { useCartFetcher } from "./useCartFetcher";
import { formTools } from "~/lib/webmcp/form-tools";
import { busyButton } from "~/components/ui/busy";
import { useHydrated } from "~/lib/react/hydrated";
import { OFFLINE_COPY } from "~/lib/offline/copy";
import { isPending } from "~/lib/cart/optimistic";

/**
 * Item count, total and the checkout button. Without scripts the form is
 * answered with a redirect to the checkout page; with them the checkout opens
 * in a new tab (reserved on click, so no pop-up blocker stops it) and
 * `onCheckout` runs (the drawer closes).
 */
export function CartSummary({ cart, onCheckout }: { cart: CartView; onCheckout?: () => void }) {
  const { fetcher, redirectTo, busy, submit } = useCartFetcher("cart-checkout");
  const tab = useRef<Window | null>(null);
  const handled = useRef<unknown>(null);
  const hydrated = useHydrated();

  useEffect(() => {
    const result = fetcher.data;
    // The answer is in once the post is done: the page's data reloading behind it is not waited for (issue 61).
    if (fetcher.state === "submitting" || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok && result.checkoutUrl) {
      if (tab.current) tab.current.location.href = result.checkoutUrl;
      else window.open(result.checkoutUrl, "_blank", "noopener");
      onCheckout?.();
    } else if (!result.ok) {
      tab.current?.close();
      void notify({
        title: result.formError?.title ?? "",
        description: result.formError?.description,
        variant: "destructive",
        position: "top-center",
      });
    }
    tab.current = null;
  }, [fetcher.state, fetcher.data, onCheckout]);

  const sellable = cart.lines.some((l) => l.available);
  // The spec's "Loading..." while the cart loads: an add on its way is not in the server's cart yet.
  const loading = busy || cart.lines.some(isPending);
  return (
    <div className="space-y-3 border-t pt-4">
      <p className="flex justify-between text-sm text-slate-600">
        <span>Items</span>
        <span data-testid="cart-item-count">{itemCountLabel(cart.count)}</span>
      </p>
      {cart.saving ? (
        <p className="flex justify-between text-sm text-brand-800">
          <span>Subscribe &amp; save</span>
          <span data-testid="cart-saving">−{formatTotal(cart.saving)}</span>
        </p>
      ) : null}
      <CartDiscounts cart={cart} />
      {/* Announced when a quantity changes. */}
      <p className="flex justify-between text-lg font-bold" aria-live="polite" aria-atomic="true">
        <span>Total</span>
        <span data-testid="cart-total">{formatTotal(cart.total)}</span>
      </p>
      <form
        method="post"
        action="/cart"
        {...formTools.checkout}
        onSubmit={(event) => {
          if (loading) return event.preventDefault();
          // Checkout is never answered from this device (decision 0069): say so, and open no tab.
          if (!navigator.onLine) {
            event.preventDefault();
            void notify({ title: OFFLINE_COPY.checkoutRefused, variant: "destructive", position: "top-center" });
            return;
          }
          tab.current = window.open("", "_blank");
          submit(event);
        }}
      >
        <input type="hidden" name="intent" value="checkout" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <button type="submit" className="btn-primary w-full" disabled={!sellable} {...busyButton(loading)}>
          {loading ? "Loading..." : "Checkout"}
          {/* With scripts the checkout opens in a new tab; without them in this one. */}
          {hydrated ? <span className="sr-only"> (opens in a new tab)</span> : null}
        </button>
      </form>
    </div>
  );
}
