import { useLocation } from "@remix-run/react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useHydrated } from "~/lib/react/hydrated";
import { MobileMenuItems } from "./MobileMenuItems";
import type { ShellUser } from "./types";

const MobileMenuDialog = lazy(() => import("./MobileMenuDialog"));

/** Side menu for small screens: a <details> disclosure without JavaScript, a Radix dialog (loaded on first use) with it. */
export function MobileMenu({ user }: { user: ShellUser | null }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);

  if (!hydrated) {
    return (
      <details className="md:hidden">
        {/* The icon is drawn by CSS (.i-menu): the header is on every page. */}
        <summary className="btn-ghost list-none px-2 i-menu i-6" aria-label="Open menu" />
        <div className="menu-panel">
          <MobileMenuItems user={user} />
        </div>
      </details>
    );
  }

  return (
    <>
      <button
        type="button"
        className="btn-ghost px-2 md:hidden i-menu i-6"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      />
      {used ? (
        <Suspense fallback={null}>
          <MobileMenuDialog user={user} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
