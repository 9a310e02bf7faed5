import { Form, Link } from "@remix-run/react";
import { mobileMenu } from "~/content/navigation";
import type { ShellUser } from "./types";

export function MobileMenuItems({ user, onNavigate }: { user: ShellUser | null; onNavigate?: () => void }) {
  const item = "menu-item";
  return (
    // Its links take their look from .menu-nav (on every page), the logout button from .menu-item.
    <nav aria-label="Mobile" className="menu-nav">
      {mobileMenu.map((entry) => (
        <Link
          key={entry.href}
          to={entry.href}
          onClick={onNavigate}
          // The header's own links discover the same routes.
          discover="none"
          {...(entry.href === "/quiz" ? { "data-quiz-trigger": "" } : {})}
        >
          {entry.label}
        </Link>
      ))}
      <hr className="my-2" />
      {user ? (
        <>
          <p className="px-3 py-2 text-sm text-slate-600">
            {user.email} {user.isAdmin ? <span className="font-semibold text-brand-700">(Admin)</span> : null}
          </p>
          <Link to="/account" onClick={onNavigate}>
            My Account
          </Link>
          <Form method="post" action="/logout">
            <button type="submit" className={`${item} w-full text-left`}>
              Logout
            </button>
          </Form>
        </>
      ) : (
        <Link to="/auth" onClick={onNavigate}>
          Login
        </Link>
      )}
    </nav>
  );
}
