import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCatalogue } from "~/.server/storefront/catalogue";
import { createStorefront } from "~/.server/storefront/client";
import { startStandaloneStorefront } from "../../support/standalone-storefront";

/**
 * `npm run storefront`: the local storefront alone, answering a shop on another host as Shopify would.
 */
const TOKEN = "standalone-public-token-0123456789";
const PRIVATE = "standalone-private-token-0123456789";
const SHOP = "http://shop.test:3000/shop";

let sf: Awaited<ReturnType<typeof startStandaloneStorefront>>;
beforeAll(async () => {
  sf = await startStandaloneStorefront({
    env: { STOREFRONT_ACCESS_TOKEN: TOKEN, STOREFRONT_PRIVATE_TOKEN: PRIVATE, STOREFRONT_SHOP_URL: SHOP },
  });
}, 60_000);
afterAll(() => sf?.stop());

const api = () => `${sf.origin}/api/2026-04/graphql.json`;
const post = (body: unknown, headers: Record<string, string> = { "X-Shopify-Storefront-Access-Token": TOKEN }) =>
  fetch(api(), {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
const UNAUTHORIZED = { errors: [{ message: "", extensions: { code: "UNAUTHORIZED" } }] };

describe("stand-alone storefront", () => {
  it("answers a missing or wrong token with Shopify's 401, and serves the public or the private token", async () => {
    const query = { query: "{ products(first: 1) { nodes { handle } } }" };
    const refused: Record<string, string>[] = [
      {},
      { "X-Shopify-Storefront-Access-Token": "wrong" },
      { "X-Shopify-Storefront-Access-Token": `${TOKEN}x` },
      { "X-Shopify-Storefront-Access-Token": PRIVATE },
      { "Shopify-Storefront-Private-Token": TOKEN },
      { Authorization: `Bearer ${TOKEN}` },
    ];
    for (const headers of refused) {
      const response = await post(query, headers);
      expect(response.status, JSON.stringify(headers)).toBe(401);
      expect(await response.json()).toEqual(UNAUTHORIZED);
    }
    const accepted: Record<string, string>[] = [
      { "X-Shopify-Storefront-Access-Token": TOKEN },
      { "Shopify-Storefront-Private-Token": PRIVATE },
    ];
    for (const headers of accepted) {
      const response = await post(query, headers);
      expect(response.status).toBe(200);
      expect((await response.json()).data.products.nodes).toHaveLength(1);
    }
  });

  it("names a root field or mutation it does not implement, instead of answering null", async () => {
    for (const [query, field] of [
      ['{ customer(customerAccessToken: "x") { id } }', "customer"],
      [
        'mutation { customerCreate(input: { email: "a@b.test", password: "x" }) { customer { id } } }',
        "customerCreate",
      ],
      ["query { ...Root } fragment Root on QueryRoot { productTags(first: 1) { nodes } }", "productTags"],
      [
        "{ products(first: 1) { nodes { id } } ... on QueryRoot { publicApiVersions { handle } } }",
        "publicApiVersions",
      ],
    ] as const) {
      const body = await (await post({ query })).json();
      expect(body.data, query).toBeUndefined();
      expect(body.errors[0].message).toBe(`Field '${field}' is not implemented by the local storefront`);
      expect(body.errors[0].extensions.code).toBe("NOT_IMPLEMENTED");
    }
    const typename = await (await post({ query: "{ __typename }" })).json();
    expect(typename).toEqual({ data: { __typename: "QueryRoot" } });
  });

  it("names a field it lacks below the root, with its type and path", async () => {
    const query = '{ collection(handle: "sleep") { title products(first: 1) { filters { id } } } }';
    const body = await (await post({ query })).json();
    expect(body.errors[0].message).toBe("Field 'ProductConnection.filters' is not implemented by the local storefront");
    expect(body.errors[0].path).toEqual(["collection", "products", "filters"]);
    expect(body.errors[0].extensions.code).toBe("NOT_IMPLEMENTED");
  });

  it("lets a browser page on another origin call it with the public token (CORS), as the Storefront API does", async () => {
    const origin = "https://client.example";
    const preflight = await fetch(api(), {
      method: "OPTIONS",
      headers: {
        Origin: origin,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type,x-shopify-storefront-access-token",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-methods")).toContain("POST");
    const allowed = preflight.headers.get("access-control-allow-headers")?.toLowerCase() ?? "";
    expect(allowed).toContain("x-shopify-storefront-access-token");
    expect(allowed).toContain("content-type");
    // The private token is for servers only: a browser is not invited to send it.
    expect(allowed).not.toContain("shopify-storefront-private-token");
    const answer = await post(
      { query: "{ shop { name } }" },
      { "X-Shopify-Storefront-Access-Token": TOKEN, Origin: origin },
    );
    expect(answer.headers.get("access-control-allow-origin")).toBe("*");
    expect((await answer.json()).data.shop.name).toBe("BioLife");
    const refused = await post({ query: "{ shop { name } }" }, { Origin: origin });
    expect(refused.status).toBe(401);
    expect(refused.headers.get("access-control-allow-origin")).toBe("*");
    // The hosted checkout is a page of its own, not an API: no CORS there.
    const checkout = await fetch(`${sf.origin}/local-storefront/checkout/none`, { headers: { Origin: origin } });
    expect(checkout.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("gives absolute image URLs on its own origin, which load from it", async () => {
    const storefront = createStorefront({ storeDomain: sf.origin, token: TOKEN });
    const catalogue = createCatalogue(storefront, () => sf.origin);
    const product = await catalogue.product("magnesium-glycinate");
    const urls = (product?.images ?? []).map((i) => i.url);
    expect(urls.length).toBeGreaterThan(1);
    for (const url of urls) {
      expect(url.startsWith(`${sf.origin}/local-storefront/images/magnesium-glycinate/`)).toBe(true);
      const image = await fetch(url);
      expect(image.status).toBe(200);
      expect(image.headers.get("content-type")).toBe("image/webp");
    }
  });

  it("creates a checkout on its own origin that takes a discount code and links back to the shop", async () => {
    const storefront = createStorefront({ storeDomain: sf.origin, token: TOKEN });
    const catalogue = createCatalogue(storefront, () => sf.origin);
    const product = await catalogue.product("magnesium-glycinate");
    const checkout = await catalogue.createCheckout([{ merchandiseId: product!.variants[0].id, quantity: 2 }]);
    const url = new URL(checkout.checkoutUrl);
    expect(url.origin).toBe(sf.origin);
    const page = await (await fetch(url)).text();
    expect(page).toContain(`href="${SHOP}"`);
    const discount = await fetch(`${sf.origin}${url.pathname}/discount`, {
      method: "POST",
      body: new URLSearchParams({ code: "welcome10" }),
      redirect: "manual",
    });
    expect(discount.status).toBe(303);
    const discounted = await (await fetch(url)).text();
    expect(discounted).toContain("Discount (WELCOME10)");
  });

  it("refuses a second storefront on its data directory, and generates a token kept across restarts", async () => {
    await expect(startStandaloneStorefront({ dataDir: sf.dataDir })).rejects.toThrow(
      /STOREFRONT_DATA_DIR .* is in use by PID \d+/,
    );
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "biolife-standalone-token-"));
    try {
      let token = "";
      for (const round of [1, 2]) {
        const fresh = await startStandaloneStorefront({ dataDir });
        try {
          const kept = fs.readFileSync(path.join(dataDir, "storefront-access-token"), "utf8").trim();
          expect(kept).toMatch(/^[0-9a-f]{32}$/);
          if (round === 2) expect(kept).toBe(token);
          token = kept;
          const headers = { "Content-Type": "application/json", "X-Shopify-Storefront-Access-Token": token };
          const body = JSON.stringify({ query: "{ products(first: 1) { nodes { id } } }" });
          const answer = await fetch(`${fresh.origin}/api/2026-04/graphql.json`, { method: "POST", headers, body });
          expect(answer.status).toBe(200);
        } finally {
          expect(await fresh.stop()).toBe(0);
        }
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
