import { useLocation } from "@remix-run/react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useFocusReturn } from "~/components/popups/useFocusReturn";
import { useHydrated } from "~/lib/react/hydrated";
import { MobileMenuItems } from "./MobileMenuItems";
import type { ShellUser } from "./types";

const MobileMenuDialog = lazy(() => import("./MobileMenuDialog"));

/**
 * Side menu for small screens: a <details> disclosure without JavaScript, a Radix dialog (loaded on first use) with it.
 * Scripts start after the paint (docs/decisions/0030), so a shopper may open the disclosure first: it then stays, open
 * and where it is, through hydration (its links now client navigations), until the shopper follows one or leaves the
 * page; then it is the dialog's button.
 */
export function MobileMenu({ user }: { user: ShellUser | null }) {
  const hydrated = useHydrated();
  const disclosure = useRef<HTMLDetailsElement>(null);
  const [keepsDisclosure, setKeepsDisclosure] = useState(false);
  const [open, setOpen] = useState(false);
  const returnFocus = useFocusReturn(open);
  const [used, setUsed] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => {
    setOpen(false);
    setKeepsDisclosure(false);
  }, [pathname]);
  // Just hydrated, the disclosure still on screen: was it opened before?
  useEffect(() => {
    if (disclosure.current?.open) setKeepsDisclosure(true);
  }, []);

  if (!hydrated || keepsDisclosure) {
    return (
      <details
        ref={disclosure}
        className="md:hidden"
        // Opened between hydration and the switch to the dialog's button: kept too.
        onToggle={(event) => {
          if (event.currentTarget.open) setKeepsDisclosure(true);
        }}
      >
        {/* The icon is drawn by CSS (.i-menu): the header is on every page. */}
        <summary className="btn-ghost list-none px-2 i-menu i-6" aria-label="Open menu" />
        <div className="menu-panel">
          <MobileMenuItems user={user} onNavigate={() => setKeepsDisclosure(false)} />
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
          <MobileMenuDialog user={user} open={open} onOpenChange={setOpen} onCloseAutoFocus={returnFocus} />
        </Suspense>
      ) : null}
    </>
  );
}
