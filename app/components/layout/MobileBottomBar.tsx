import { Link } from "@remix-run/react";
import { ShoppingBag, ShoppingCart, Sparkles } from "~/components/ui/icons";

/** Fixed bottom bar on small screens (home page): Shop, Quiz, Cart. */
export function MobileBottomBar({ cartCount }: { cartCount: number }) {
  const item = "flex flex-1 flex-col items-center gap-0.5 py-2 text-xs font-semibold text-brand-800";
  return (
    <nav
      aria-label="Quick actions"
      className="fixed inset-x-0 bottom-0 z-30 flex border-t border-slate-200 bg-white md:hidden"
    >
      <Link to="/shop" className={item}>
        <ShoppingBag className="h-5 w-5" /> Shop
      </Link>
      <a href="/quiz" data-quiz-trigger className={item}>
        <Sparkles className="h-5 w-5" /> Quiz
      </a>
      <a href="/cart" data-cart-trigger className={item}>
        <ShoppingCart className="h-5 w-5" /> Cart{cartCount > 0 ? ` (${cartCount})` : ""}
      </a>
    </nav>
  );
}
