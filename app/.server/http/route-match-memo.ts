import { createRequire } from "node:module";
import type { AgnosticRouteMatch, AgnosticRouteObject } from "@remix-run/router";

type MatchRoutes = (
  routes: AgnosticRouteObject[],
  location: string | { pathname?: string },
  basename?: string,
) => AgnosticRouteMatch[] | null;

/** A match as remembered: the route by id, so it can be found again in another copy of the same route tree. */
interface Remembered {
  id: string;
  params: Record<string, string | undefined>;
  pathname: string;
  pathnameBase: string;
}

interface Tree {
  /** Numbers the tree's shape (its route ids and paths in order): two trees of one shape match a path alike. */
  shape: number;
  byId: Map<string, AgnosticRouteObject>;
}

const MAX_REMEMBERED = 1_000;

/**
 * Route matching with memory. `@remix-run/router`'s `matchRoutes` flattens
 * and ranks the whole route tree on every call, and a document request calls
 * it four times (the request handler, the data router, the rendered routes,
 * the lazy-discovery manifest): about a tenth of a rendered page's server
 * time. Remix builds some of those trees anew for each request, so results
 * are kept per tree shape (its route ids and paths in order) and path, by route id,
 * and handed back as fresh objects pointing into the tree asked about.
 * Bounded: the oldest path is forgotten past MAX_REMEMBERED.
 */
export function memoiseMatchRoutes(matchRoutes: MatchRoutes): MatchRoutes {
  const trees = new WeakMap<AgnosticRouteObject[], Tree>();
  const shapes = new Map<string, number>();
  const remembered = new Map<string, Remembered[] | null>();

  const treeOf = (routes: AgnosticRouteObject[]): Tree | null => {
    const known = trees.get(routes);
    if (known) return known;
    const byId = new Map<string, AgnosticRouteObject>();
    const ids: string[] = [];
    const walk = (list: AgnosticRouteObject[]): boolean =>
      list.every((route) => {
        if (!route.id || byId.has(route.id)) return false;
        byId.set(route.id, route);
        ids.push(`${route.id}${route.index ? "!" : ""}:${route.path ?? ""}[`);
        const ok = walk(route.children ?? []);
        ids.push("]");
        return ok;
      });
    if (!walk(routes)) return null; // routes without unique ids: not remembered
    const signature = ids.join("");
    if (!shapes.has(signature)) shapes.set(signature, shapes.size);
    const tree = { shape: shapes.get(signature)!, byId };
    trees.set(routes, tree);
    return tree;
  };

  return (routes, location, basename = "/") => {
    const tree = treeOf(routes);
    if (!tree) return matchRoutes(routes, location, basename);
    const pathname = typeof location === "string" ? location : (location.pathname ?? "/");
    const key = `${tree.shape}\n${basename}\n${pathname}`;
    let found = remembered.get(key);
    if (found === undefined) {
      const matches = matchRoutes(routes, location, basename);
      found = matches
        ? matches.map((m) => ({
            id: m.route.id!,
            params: m.params,
            pathname: m.pathname,
            pathnameBase: m.pathnameBase,
          }))
        : null;
      if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!);
      remembered.set(key, found);
    }
    return found
      ? found.map((m) => ({
          route: tree.byId.get(m.id)!,
          params: { ...m.params },
          pathname: m.pathname,
          pathnameBase: m.pathnameBase,
        }))
      : null;
  };
}

/**
 * Installs the memoised matcher on the one `@remix-run/router` module that
 * Remix's server runtime and React Router call through (`router.matchRoutes`
 * is read at each call). The static handler's `query` and `queryRoute` called
 * the module's own function instead; `patches/@remix-run+router+*.patch`
 * (applied by `npm install`/`npm ci`) makes them read the export too.
 * Once per process, before the first request.
 */
export function installRouteMatchMemo() {
  const router = createRequire(import.meta.url)("@remix-run/router") as { matchRoutes: MatchRoutes };
  if ((router.matchRoutes as { memoised?: boolean }).memoised) return;
  const memoised = Object.assign(memoiseMatchRoutes(router.matchRoutes), { memoised: true });
  router.matchRoutes = memoised;
}
