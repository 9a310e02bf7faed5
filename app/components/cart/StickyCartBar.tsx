import { Link } from "@remix-run/react";
import { formatTotal, itemCountLabel } from "~/lib/cart/rules";
import type { CartView } from "~/lib/cart/view";

/** Shown only while the cart has items: count, total and View Cart. */
export function StickyCartBar({ cart, raised }: { cart: CartView; raised?: boolean }) {
  if (cart.count === 0) return null;
  return (
    <aside
      aria-label="Cart summary"
      data-testid="sticky-cart-bar"
      className={`fixed inset-x-0 z-30 border-t border-slate-200 bg-white/95 shadow-lg backdrop-blur ${raised ? "bottom-14 md:bottom-0" : "bottom-0"}`}
    >
      <div className="container-page flex items-center justify-between gap-3 py-2">
        <p className="text-sm">
          <span className="font-semibold">{itemCountLabel(cart.count)}</span> · {formatTotal(cart.total)}
          {cart.saving ? (
            <span className="text-brand-800" data-testid="sticky-cart-saving">
              {" "}
              (you save {formatTotal(cart.saving)})
            </span>
          ) : null}
        </p>
        <Link to="/cart" className="btn-primary py-2">
          View Cart
        </Link>
      </div>
    </aside>
  );
}
