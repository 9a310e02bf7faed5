import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

/**
 * A client-side page change is silent to a screen reader and leaves focus on the link that was followed, now gone or
 * elsewhere. On a new path this announces the page's title and moves focus to its heading (its main region when it
 * has none), as a full page load would start reading there. A change of query only (filters, pages of a list) keeps
 * focus where the shopper is working.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  const [message, setMessage] = useState("");
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    setMessage(document.title);
    const target = document.querySelector<HTMLElement>("main h1") ?? document.querySelector<HTMLElement>("main");
    if (!target) return;
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
  }, [pathname]);
  return (
    // A live region without role="status": the pages' own status lines stay the only ones.
    <p className="sr-only" aria-live="polite" aria-atomic="true" data-route-announcer>
      {message}
    </p>
  );
}
