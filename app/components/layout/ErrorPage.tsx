import { isRouteErrorResponse } from "@remix-run/react";
import { useEffect } from "react";

/** The address last loaded again offline (RouteErrorPage). */
const RELOADED = "offlineReloaded";

/** The fallback page for a render crash: Something went wrong, Return to Home, Reload Page. */
export function ErrorPage({ detail }: { detail?: string }) {
  return (
    <main id="main" className="container-page flex min-h-[60vh] flex-col items-center justify-center py-16 text-center">
      <h1 className="text-3xl font-bold text-brand-900">Something went wrong</h1>
      <p className="mt-3 max-w-md text-slate-600">
        We're sorry — this page hit an unexpected problem. Your cart is safe.
      </p>
      {detail ? <p className="mt-2 text-sm text-slate-500">{detail}</p> : null}
      <div className="mt-8 flex gap-3">
        <a href="/" className="btn-primary">
          Return to Home
        </a>
        {/* A link to the same URL reloads it without needing JavaScript. */}
        {/* eslint-disable-next-line jsx-a11y/anchor-is-valid -- href="" is this page's own URL: a reload without JavaScript */}
        <a
          href=""
          className="btn-secondary"
          onClick={(e) => {
            e.preventDefault();
            window.location.reload();
          }}
        >
          Reload Page
        </a>
      </div>
    </main>
  );
}

/** The page for an error no route's own boundary answers: 404 as NotFoundPage, else ErrorPage with its status (403 as Access Denied). */
export function RouteErrorPage({ error }: { error: unknown }) {
  const failedOffline = !isRouteErrorResponse(error);
  // A page's data that could not be fetched offline (a link followed before the offline support was running):
  // loaded again as a whole page, the service worker answers with its kept copy or its offline page. Once per
  // address: should the whole page fail too, the shopper sees this page, not a reload loop.
  useEffect(() => {
    if (!failedOffline || navigator.onLine || sessionStorage.getItem(RELOADED) === location.href) return;
    sessionStorage.setItem(RELOADED, location.href);
    window.location.reload();
  }, [failedOffline]);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const detail = !isRouteErrorResponse(error)
    ? undefined
    : error.status === 403
      ? "403 Access Denied"
      : `${error.status} ${error.statusText}`;
  return <ErrorPage detail={detail} />;
}

/** An address that is not there (or not there for this visitor): a plain 404 with the way back. */
export function NotFoundPage() {
  return (
    <main id="main" className="container-page flex min-h-[60vh] flex-col items-center justify-center py-16 text-center">
      <h1 className="text-3xl font-bold text-brand-900">Page not found</h1>
      <p className="mt-3 max-w-md text-slate-600">There is no page at this address.</p>
      <div className="mt-8 flex gap-3">
        <a href="/" className="btn-primary">
          Return to Home
        </a>
        <a href="/shop" className="btn-secondary">
          Shop Products
        </a>
      </div>
    </main>
  );
}
