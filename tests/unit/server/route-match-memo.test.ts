import { createRequire } from "node:module";
import { matchRoutes, type AgnosticRouteObject, type createStaticHandler } from "@remix-run/router";
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { memoiseMatchRoutes } from "~/.server/http/route-match-memo";

/** A tree shaped like the app's: a root layout with flat, nested, dynamic, splat and index routes. */
const appRoutes = (): AgnosticRouteObject[] => [
  {
    id: "root",
    path: "",
    children: [
      { id: "routes/_index", index: true },
      { id: "routes/shop", path: "shop" },
      { id: "routes/shop_.compare", path: "shop/compare" },
      { id: "routes/product.$handle", path: "product/:handle" },
      { id: "routes/conditions.$slug", path: "conditions/:slug" },
      { id: "routes/conditions.$", path: "conditions/*" },
      { id: "routes/learn", path: "learn", children: [{ id: "routes/learn.$topic", path: ":topic" }] },
      { id: "routes/$", path: "*" },
    ],
  },
];

const segment = fc.constantFrom("shop", "compare", "product", "conditions", "learn", "a", "b%20c", "é", "", "..");
const paths = fc.array(segment, { maxLength: 4 }).map((parts) => `/${parts.join("/")}`);

describe("memoised route matching", () => {
  it("is what Remix's static handler matches with, for pages (query) and resource routes (queryRoute)", async () => {
    // The CommonJS build that @remix-run/server-runtime requires; patches/ makes its handler call the exported matcher.
    const router = createRequire(import.meta.url)("@remix-run/router") as {
      matchRoutes: typeof matchRoutes;
      createStaticHandler: typeof createStaticHandler;
    };
    const original = router.matchRoutes;
    const installed = vi.fn(original);
    router.matchRoutes = installed as unknown as typeof matchRoutes;
    try {
      const handler = router.createStaticHandler([{ id: "root", path: "/", loader: () => "ok" }]);
      await handler.query(new Request("http://shop.test/"));
      await handler.queryRoute(new Request("http://shop.test/"), { routeId: "root" });
      expect(installed).toHaveBeenCalledTimes(2);
    } finally {
      router.matchRoutes = original;
    }
  });

  it("matches every path exactly as matchRoutes does, again and again, in any copy of the tree", () => {
    const memoised = memoiseMatchRoutes(matchRoutes);
    fc.assert(
      fc.property(fc.array(paths, { minLength: 1, maxLength: 20 }), fc.constantFrom("/", "/shop"), (list, base) => {
        for (const pathname of [...list, ...list]) {
          const routes = appRoutes(); // a new copy each time, as Remix builds some trees per request
          const got = memoised(routes, pathname, base);
          expect(got).toEqual(matchRoutes(routes, pathname, base));
          // Each match points into the tree that was asked about.
          for (const match of got ?? [])
            expect(
              routes[0] === match.route ||
                routes[0].children!.includes(match.route) ||
                routes[0].children!.some((c) => c.children?.includes(match.route)),
            ).toBe(true);
        }
      }),
    );
  });

  it("matches a path once per tree shape, then remembers it", () => {
    const inner = vi.fn(matchRoutes);
    const memoised = memoiseMatchRoutes(inner);
    for (let i = 0; i < 5; i++) memoised(appRoutes(), "/product/magnesium-glycinate");
    expect(inner).toHaveBeenCalledTimes(1);
    const otherShape = appRoutes();
    otherShape[0].children!.pop();
    expect(memoised(appRoutes(), "/no-such-page")?.at(-1)?.route.id).toBe("routes/$");
    // The same path in a tree of another shape (no splat route) is matched anew.
    expect(memoised(otherShape, "/no-such-page")).toBeNull();
    expect(inner).toHaveBeenCalledTimes(3);
  });

  it("hands out fresh params: a caller changing them changes no later answer", () => {
    const memoised = memoiseMatchRoutes(matchRoutes);
    const first = memoised(appRoutes(), "/product/a")!;
    (first[1].params as Record<string, string>).handle = "hostile";
    expect(memoised(appRoutes(), "/product/a")![1].params.handle).toBe("a");
  });

  it("stays bounded under a flood of distinct paths", () => {
    const inner = vi.fn(matchRoutes);
    const memoised = memoiseMatchRoutes(inner);
    const routes = appRoutes();
    for (let i = 0; i < 5_000; i++) memoised(routes, `/product/p${i}`);
    inner.mockClear();
    memoised(routes, "/product/p0"); // long forgotten
    expect(inner).toHaveBeenCalledTimes(1);
  });

  it("leaves trees without unique route ids to matchRoutes", () => {
    const inner = vi.fn(matchRoutes);
    const memoised = memoiseMatchRoutes(inner);
    const routes: AgnosticRouteObject[] = [{ path: "a" }, { path: "b" }];
    memoised(routes, "/a");
    memoised(routes, "/a");
    expect(inner).toHaveBeenCalledTimes(2);
  });
});
