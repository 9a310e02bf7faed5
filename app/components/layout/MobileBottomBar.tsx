import { Link } from "@remix-run/react";

/** Fixed bottom bar on small screens (home page): Shop, Quiz, Cart. Icons drawn by CSS (.i-bag ...). */
export function MobileBottomBar({ cartCount }: { cartCount: number }) {
  return (
    <nav aria-label="Quick actions" className="bottom-bar">
      <Link to="/shop" className="i-bag i-5">
        Shop
      </Link>
      <a href="/quiz" data-quiz-trigger className="i-sparkles i-5">
        Quiz
      </a>
      <a href="/cart" data-cart-trigger className="i-cart i-5">
        {`Cart${cartCount > 0 ? ` (${cartCount})` : ""}`}
      </a>
    </nav>
  );
}
