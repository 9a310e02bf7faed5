import { Link } from "@remix-run/react";
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
  if (cart.lines.length === 0) {
    return (
      <div className="py-10 text-center">
        <p className="text-lg font-semibold">{EMPTY_CART}</p>
        <Link to="/shop" className="btn-primary mt-4" onClick={onNavigate}>
          Continue Shopping
        </Link>
      </div>
    );
  }
  return (
    <>
      <ul className="divide-y" aria-label="Cart items">
        {cart.lines.map((line, i) => (
          <CartLineItem key={lineKey(line)} line={line} onNavigate={onNavigate} position={i + 1} />
        ))}
      </ul>
      <CartSummary cart={cart} onCheckout={onCheckout} />
    </>
  );
}
