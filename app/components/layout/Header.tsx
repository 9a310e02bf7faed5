import { Form, Link, NavLink } from "@remix-run/react";
import { desktopNav } from "~/content/navigation";
import { MobileMenu } from "./MobileMenu";
import type { ShellUser } from "./types";

/** NavLink's own "active" class is not used: without this it writes an empty class attribute on every link. */
const noClass = () => undefined;

export function Header({ user, cartCount }: { user: ShellUser | null; cartCount: number }) {
  return (
    <header className="site-header">
      <div className="container-page header-bar">
        <MobileMenu user={user} />
        <Link to="/" className="logo">
          <span aria-hidden="true" className="logo-mark">
            B
          </span>
          BioLife<span className="sr-only"> home</span>
        </Link>
        <Link to="/shop" className="btn-primary ml-2 hidden px-4 py-2 sm:inline-flex">
          Shop
        </Link>
        <nav aria-label="Main" className="header-nav">
          <ul>
            {desktopNav.map((item) => (
              <li key={item.href}>
                {/* Styled by place (.header-nav a); the current section by the aria-current NavLink sets, not a class. */}
                <NavLink to={item.href} prefetch="intent" className={noClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="header-tools">
          <form method="get" action="/shop" role="search" className="header-search">
            <input
              type="search"
              name="q"
              placeholder="Search..."
              aria-label="Search supplements"
              className="input w-48 py-1.5 text-sm"
            />
          </form>
          {/* The icons are drawn by CSS (.i-search ...): the header is on every page. */}
          <a
            href="/shop"
            data-search-trigger
            className="btn-icon i-search i-5"
            aria-label="Search products"
            title="Search (Ctrl+K)"
          />
          <a href="/quiz" data-quiz-trigger className="btn-icon sm-up i-sparkles">
            Quiz
          </a>
          {/* A Link, so the /cart route is discovered (useWarmCart); a plain click opens the drawer (CartDrawerHost). */}
          <Link
            to="/cart"
            data-cart-trigger
            className="btn-icon i-cart i-5 relative"
            aria-label={`Cart, ${cartCount} ${cartCount === 1 ? "item" : "items"}`}
          >
            {cartCount > 0 ? (
              <span data-testid="cart-count" className="cart-count">
                {cartCount}
              </span>
            ) : null}
          </Link>
          {user ? (
            <>
              <Link to="/account" className="btn-icon md-up i-user">
                Account
              </Link>
              <Form method="post" action="/logout" className="hidden md:block">
                <button type="submit" className="btn-icon">
                  Logout
                </button>
              </Form>
            </>
          ) : (
            <Link to="/auth" className="btn-icon md-up i-login">
              Login
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
