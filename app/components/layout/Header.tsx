import { Form, Link, NavLink } from "@remix-run/react";
import { LogIn, Search, ShoppingCart, Sparkles, User } from "~/components/ui/icons";
import { desktopNav } from "~/content/navigation";
import { MobileMenu } from "./MobileMenu";
import type { ShellUser } from "./types";

export function Header({ user, cartCount }: { user: ShellUser | null; cartCount: number }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="container-page flex h-16 items-center gap-3">
        <MobileMenu user={user} />
        <Link to="/" className="flex items-center gap-2 text-xl font-extrabold text-brand-800">
          <span
            aria-hidden="true"
            className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-600 text-sm text-white"
          >
            B
          </span>
          BioLife<span className="sr-only"> home</span>
        </Link>
        <Link to="/shop" className="btn-primary ml-2 hidden px-4 py-2 sm:inline-flex">
          Shop
        </Link>
        <nav aria-label="Main" className="ml-4 hidden md:block">
          <ul className="flex gap-1">
            {desktopNav.map((item) => (
              <li key={item.href}>
                <NavLink
                  to={item.href}
                  prefetch="intent"
                  className={({ isActive }) => (isActive ? "nav-link nav-link-active" : "nav-link")}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <form method="get" action="/shop" role="search" className="hidden lg:block">
            <input
              type="search"
              name="q"
              placeholder="Search..."
              aria-label="Search supplements"
              className="input w-48 py-1.5 text-sm"
            />
          </form>
          <a
            href="/shop"
            data-search-trigger
            className="btn-ghost px-3"
            aria-label="Search products"
            title="Search (Ctrl+K)"
          >
            <Search className="h-5 w-5" />
          </a>
          <a href="/quiz" data-quiz-trigger className="btn-ghost hidden px-3 sm:inline-flex">
            <Sparkles className="h-4 w-4" /> Quiz
          </a>
          <a
            href="/cart"
            data-cart-trigger
            className="btn-ghost relative px-3"
            aria-label={`Cart, ${cartCount} ${cartCount === 1 ? "item" : "items"}`}
          >
            <ShoppingCart className="h-5 w-5" />
            {cartCount > 0 ? (
              <span
                data-testid="cart-count"
                className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-gold-500 px-1 text-center text-xs font-bold text-brand-900"
              >
                {cartCount}
              </span>
            ) : null}
          </a>
          {user ? (
            <>
              <Link to="/account" className="btn-ghost hidden px-3 md:inline-flex">
                <User className="h-4 w-4" /> Account
              </Link>
              <Form method="post" action="/logout" className="hidden md:block">
                <button type="submit" className="btn-ghost px-3">
                  Logout
                </button>
              </Form>
            </>
          ) : (
            <Link to="/auth" className="btn-ghost hidden px-3 md:inline-flex">
              <LogIn className="h-4 w-4" /> Login
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
