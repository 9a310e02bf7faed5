import { describe, expect, it } from "vitest";
import { routeIdMatcher, type RouteManifest } from "~/.server/ops/routes";

const manifest: RouteManifest = {
  root: { id: "root", path: "" },
  "routes/_index": { id: "routes/_index", parentId: "root", index: true },
  "routes/cart": { id: "routes/cart", parentId: "root", path: "cart" },
  "routes/product.$handle": { id: "routes/product.$handle", parentId: "root", path: "product/:handle" },
  "routes/$": { id: "routes/$", parentId: "root", path: "*" },
};

/** Log lines and metrics name the route that served a request (routes.ts): a bounded set, never a path. */
describe("route labels", () => {
  const label = routeIdMatcher(() => manifest);

  it("labels a Remix data request by the page it loads or posts to", () => {
    expect(label("/cart")).toBe("routes/cart");
    expect(label("/cart.data")).toBe("routes/cart");
    expect(label("/product/zinc.data")).toBe("routes/product.$handle");
    expect(label("/_root.data")).toBe("routes/_index");
  });

  it("names what is served before any route, and files", () => {
    expect(label("/healthz")).toBe("healthz");
    expect(label("/readyz")).toBe("readyz");
    expect(label("/api/2026-04/graphql.json")).toBe("storefront/graphql");
    expect(label("/local-storefront/images/zinc/360.webp")).toBe("storefront/images");
    expect(label("/local-storefront/checkout/abc")).toBe("storefront");
    expect(label("/assets/entry.client-abc.js")).toBe("static");
    expect(label("/favicon.ico")).toBe("static");
    expect(label("/no/such/page")).toBe("routes/$");
  });
});
