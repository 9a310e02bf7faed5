import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useLocation,
  useNavigationType,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
// Not Remix's: that one adds an inline script restoring a reloaded page's scroll, which the browser does itself.
import { ScrollRestoration } from "react-router-dom";
import stylesheet from "~/tailwind.css?url";
import { shopNow } from "~/.server/clock";
import { publicOrigin } from "~/.server/http/public-origin";
import { calendar, orderTrackingUrl, webmcpOriginTrial } from "~/.server/shell";
import { getToast } from "~/.server/toast";
import { loadCartSafely } from "~/.server/cart/cart";
import { getCurrentUser, refreshedSessionCookie } from "~/.server/auth/current-user";
import { CartDrawerHost } from "~/components/cart/CartDrawerHost";
import { StickyCartBar } from "~/components/cart/StickyCartBar";
import { SearchHost } from "~/components/search/SearchHost";
import { emptyCartView } from "~/lib/cart/view";
import { CART_PAGE_KEY_HEADER, PERSONAL_PAGE_CACHE } from "~/lib/http-cache";
import { cartPageKey } from "~/.server/page-cache/cart-pages";
import { RouteErrorPage } from "~/components/layout/ErrorPage";
import { keepPageAfterRefusedPost } from "~/lib/forms/revalidate";
import { GlobalWidgets } from "~/components/layout/GlobalWidgets";
import { LazyFooter } from "~/components/layout/LazyFooter";
import { AgentTools } from "~/components/layout/AgentTools";
import { Header } from "~/components/layout/Header";
import { MobileBottomBar } from "~/components/layout/MobileBottomBar";
import { NavigationProgress } from "~/components/layout/NavigationProgress";
import { RouteAnnouncer } from "~/components/layout/RouteAnnouncer";
import { useNonce } from "~/components/layout/nonce";
import { SeasonalBanner } from "~/components/layout/SeasonalBanner";
import { OfflineNotice, OfflineSupport } from "~/components/layout/OfflineSupport";
import { BackForwardRestore } from "~/components/layout/BackForwardRestore";
import { Toasts } from "~/components/ui/Toasts";
import { useHydrated } from "~/lib/react/hydrated";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  // No `type`: the file is served as image/svg+xml, and the hint cost every page 22 bytes.
  { rel: "icon", href: "/favicon.svg" },
];

// With `error` set, the fallback page below is showing: it still needs a title (WCAG 2.4.2).
export const meta: MetaFunction = ({ error }) => [
  { name: "theme-color", content: "#0e472c" },
  ...(error
    ? [
        {
          title:
            isRouteErrorResponse(error) && error.status === 404
              ? "Page not found | BioLife"
              : "Something went wrong | BioLife",
        },
      ]
    : []),
];

export async function loader({ request, context: { services } }: LoaderFunctionArgs) {
  const [{ toast, headers }, { cart }, user, campaigns] = await Promise.all([
    getToast(request),
    loadCartSafely(request, services),
    getCurrentUser(request, services),
    services.campaigns.active(shopNow(request)),
  ]);
  const refreshed = await refreshedSessionCookie(request, services);
  const responseHeaders = new Headers(headers ?? undefined);
  if (refreshed) responseHeaders.append("Set-Cookie", refreshed);
  // The header shows the account and the cart count: such a page is this shopper's own (see publicPageHeaders).
  if (user || cart.lines.length > 0) responseHeaders.set("Cache-Control", PERSONAL_PAGE_CACHE);
  // Personal only through the cart and its toast (no account, no cookie but the toast's): the page cache may keep it per cart.
  if (!user && !refreshed && cart.lines.length > 0) responseHeaders.set(CART_PAGE_KEY_HEADER, cartPageKey(cart, toast));
  return data(
    {
      ...calendar(request),
      campaigns,
      siteUrl: publicOrigin(),
      orderTrackingUrl: orderTrackingUrl(),
      // Only when set: without the token the page is exactly as before.
      ...webmcpOriginTrial(),
      user: user ? { email: user.email, isAdmin: user.isAdmin } : null,
      cart,
      toast,
    },
    { headers: responseHeaders },
  );
}

/** Passes the loader's "personal" mark on to the routes' `headers` (routes without one send it as is). */
export const headers: HeadersFunction = ({ loaderHeaders }): Record<string, string> => {
  const passed: Record<string, string> = {};
  for (const name of ["Cache-Control", CART_PAGE_KEY_HEADER]) {
    const value = loaderHeaders.get(name);
    if (value) passed[name] = value;
  }
  return passed;
};

export type RootData = Awaited<ReturnType<typeof loader>>["data"];

// Like Hydrogen's skeleton: plain navigation does not re-run the root loader; form posts do, unless refused.
// A revalidation (same URL, no form: a page restored from the back/forward cache) re-runs it too.
export const shouldRevalidate: ShouldRevalidateFunction = (args) => {
  if (args.formMethod !== undefined && args.formMethod !== "GET") return keepPageAfterRefusedPost(args);
  return args.formMethod === undefined && args.currentUrl.href === args.nextUrl.href;
};

function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // On a route change only: the first run is the page hydrating, after the load event (decision 0030), and a
  // shopper may have scrolled by then; moving the page under their finger sent a tap to whatever took its place.
  const shown = useRef(pathname);
  // Braces matter: in current Chromium scrollTo returns a promise, which React would take for a cleanup function.
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    // Back and forward return to where that page was left: ScrollRestoration has put it there already.
    if (navigationType !== "POP") window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  // Lets tests (and styles) tell when the page has become interactive: after the hydrated markup has replaced the server's.
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.setAttribute("data-hydrated", "true");
  }, [hydrated]);
  return null;
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const root = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  const cart = root?.cart ?? emptyCartView();
  return (
    <html lang="en" className={root?.campaigns.theme ? "theme-seasonal" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {root?.originTrial ? <meta httpEquiv="origin-trial" content={root.originTrial} /> : null}
        <Meta />
        <Links />
      </head>
      <body>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <NavigationProgress />
        <RouteAnnouncer />
        {root?.campaigns.theme ? <SeasonalBanner title={root.campaigns.theme.title} /> : null}
        <Header user={root?.user ?? null} cartCount={cart.count} />
        <OfflineNotice />
        <Toasts serverToast={root?.toast ?? null} />
        <div className="page">{children}</div>
        <LazyFooter
          year={root?.year ?? new Date().getFullYear()}
          orderTrackingUrl={root?.orderTrackingUrl ?? "https://shop.app/"}
        />
        {pathname === "/" ? <MobileBottomBar cartCount={cart.count} /> : null}
        {pathname !== "/cart" ? <StickyCartBar cart={cart} raised={pathname === "/"} /> : null}
        <CartDrawerHost cart={cart} />
        <SearchHost />
        <GlobalWidgets />
        <AgentTools />
        <ScrollToTop />
        <OfflineSupport />
        <BackForwardRestore />
        {/* Client navigations' scroll (back and forward). A document load's is the browser's own: the hook hands it back
            ("auto") when the page is left, and every page is whole server HTML before its scripts run (decision 0030). */}
        <ScrollRestoration />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  // Admin pages refuse everyone else with the spec's Access Denied.
  return <RouteErrorPage error={error} />;
}
