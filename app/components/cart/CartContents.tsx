import { Link } from "@remix-run/react";
import { useRef } from "react";
import { useFocusRescue } from "~/lib/react/focus-rescue";
import { lineKey, type CartView } from "~/lib/cart/view";
import { CartLineItem } from "./CartLineItem";
import { CartSummary } from "./CartSummary";

export const EMPTY_CART = "Your cart is empty";

/** The lines and summary, shared by the drawer and the /cart page. */
export function CartContents({
  cart,
  onNavigate,
  onCheckout,
}: {
  cart: CartView;
  onNavigate?: () => void;
  onCheckout?: () => void;
}) {
  const list = useRef<HTMLUListElement>(null);
  const empty = useRef<HTMLAnchorElement>(null);
  // A removed line takes its focused Remove button with it: focus goes to the list, or to Continue Shopping.
  useFocusRescue(cart.lines.length, () => list.current ?? empty.current);
  if (cart.lines.length === 0) {
    return (
      <div className="py-10 text-center">
        <p className="text-lg font-semibold">{EMPTY_CART}</p>
        <Link ref={empty} to="/shop" className="btn-primary mt-4" onClick={onNavigate}>
          Continue Shopping
        </Link>
      </div>
    );
  }
  return (
    <>
      <ul ref={list} className="divide-y focus:outline-none" aria-label="Cart items" tabIndex={-1}>
        {cart.lines.map((line, i) => (
          <CartLineItem key={lineKey(line)} line={line} onNavigate={onNavigate} position={i + 1} />
        ))}
      </ul>
      <CartSummary cart={cart} onCheckout={onCheckout} />
    </>
  );
}
