import path from "node:path";
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import { LRUCache } from "lru-cache";

/** A Remix build's route manifest: what a route id needs (ServerBuild["routes"]). */
export type RouteManifest = Record<
  string,
  { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean } | undefined
>;

/** The label of a request no route serves (a file from build/client, a path no route matches). */
export const STATIC_ROUTE = "static";
export const NO_ROUTE = "none";
/** Paths served before any Remix route: the probes (probes.ts) and the embedded storefront (local-storefront/mount.ts). */
const SERVED_BEFORE_ROUTES: Array<[RegExp, string]> = [
  [/^\/healthz$/, "healthz"],
  [/^\/readyz$/, "readyz"],
  [/^\/api\/[^/]+\/graphql\.json$/, "storefront/graphql"],
  [/^\/local-storefront\/images\//, "storefront/images"],
  [/^\/local-storefront\//, "storefront"],
];

/** The page a Remix single-fetch data request (`/cart.data`, `/_root.data` for `/`) loads or posts to. */
export function pagePathOf(pathname: string): string {
  if (!pathname.endsWith(".data")) return pathname;
  const page = pathname.slice(0, -".data".length);
  return page === "/_root" ? "/" : page;
}

/**
 * The Remix route id (e.g. "routes/product.$handle") that serves a path, for
 * log lines and metric labels: a bounded set, unlike paths. Known only once
 * the build is (null in development until then).
 */
export function routeIdMatcher(manifest: () => RouteManifest | null) {
  let tree: AgnosticRouteObject[] | null = null;
  const seen = new LRUCache<string, string>({ max: 2_000 });
  const treeOf = (routes: RouteManifest): AgnosticRouteObject[] => {
    const children = (parentId: string | undefined): AgnosticRouteObject[] =>
      Object.values(routes)
        .filter((route) => route && route.parentId === parentId)
        .map((route) =>
          route!.index
            ? { id: route!.id, path: route!.path, index: true, caseSensitive: route!.caseSensitive }
            : { id: route!.id, path: route!.path, caseSensitive: route!.caseSensitive, children: children(route!.id) },
        );
    return children(undefined);
  };
  return (pathname: string): string => {
    const known = seen.get(pathname);
    if (known) return known;
    const before = SERVED_BEFORE_ROUTES.find(([pattern]) => pattern.test(pathname))?.[1];
    if (before) return before;
    const routes = manifest();
    if (!routes) return NO_ROUTE;
    tree ??= treeOf(routes);
    const page = pagePathOf(pathname);
    const route = matchRoutes(tree, page)?.at(-1)?.route;
    // A file name no route claims (an asset, /favicon.ico) would otherwise count as the catch-all page.
    const file = page.startsWith("/assets/") || (path.extname(page) && (!route || route.path?.includes("*")));
    const id = file ? STATIC_ROUTE : (route?.id ?? NO_ROUTE);
    seen.set(pathname, id);
    return id;
  };
}
