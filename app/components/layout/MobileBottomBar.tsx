import { Link } from "@remix-run/react";
import { ShoppingBag, ShoppingCart, Sparkles } from "~/components/ui/icons";

/** Fixed bottom bar on small screens (home page): Shop, Quiz, Cart. */
export function MobileBottomBar({ cartCount }: { cartCount: number }) {
  return (
    <nav aria-label="Quick actions" className="bottom-bar">
      <Link to="/shop">
        <ShoppingBag className="icon-5" /> Shop
      </Link>
      <a href="/quiz" data-quiz-trigger>
        <Sparkles className="icon-5" /> Quiz
      </a>
      <a href="/cart" data-cart-trigger>
        <ShoppingCart className="icon-5" /> {`Cart${cartCount > 0 ? ` (${cartCount})` : ""}`}
      </a>
    </nav>
  );
}
