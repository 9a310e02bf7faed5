import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServerProcess } from "../../../scripts/server-process";

/**
 * The full-page cache in the production build: who gets a stored page, what
 * enters the store, a fresh nonce per answer, and the purges (a signed
 * Shopify webhook, a catalogue write). Needs `npm run build`.
 */
type Server = Awaited<ReturnType<typeof startServerProcess>>;
const SECRET = "test-webhook-secret";

let server: Server;
beforeAll(async () => {
  // DEV_ROUTES or SHOP_CLOCK (whichever this build reads) lets the clock cookie move the shop's clock in production.
  server = await startServerProcess({
    DEV_ROUTES: "true",
    SHOP_CLOCK: "on",
    RATE_LIMIT_SCALE: "50",
    SHOPIFY_WEBHOOK_SECRET: SECRET,
  });
}, 120_000);
afterAll(() => server?.stop());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.origin}${path}`, { headers, redirect: "manual" });
const state = (response: Response) => response.headers.get("x-page-cache");
const cspNonce = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

function webhook(topic: string, body: string, signature: string | null) {
  const headers: Record<string, string> = { "Content-Type": "application/json", "X-Shopify-Topic": topic };
  if (signature !== null) headers["X-Shopify-Hmac-Sha256"] = signature;
  return fetch(`${server.origin}/webhooks/shopify`, { method: "POST", body, headers });
}
const sign = (body: string) => createHmac("sha256", SECRET).update(body).digest("base64");

async function warm(path: string) {
  await (await get(path)).text();
  const again = await get(path);
  expect(state(again)).toBe("hit");
}

describe("page cache", () => {
  it("answers an anonymous page from the store after the first render, with a fresh nonce in body and header each time", async () => {
    const first = await get("/shop?q=vitamin");
    expect(state(first)).toBe("miss");
    await first.text();
    const [a, b] = [await get("/shop?q=vitamin"), await get("/shop?q=vitamin")];
    expect([state(a), state(b)]).toEqual(["hit", "hit"]);
    const [nonceA, nonceB] = [cspNonce(a), cspNonce(b)];
    expect(nonceA).toBeTruthy();
    expect(nonceA).not.toBe(nonceB);
    for (const [response, nonce] of [
      [a, nonceA],
      [b, nonceB],
    ] as const) {
      const html = await response.text();
      const nonces = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
      expect([...nonces]).toEqual([nonce]);
      expect(html).not.toContain("__BIOLIFE_CSP_NONCE__");
    }
  });

  it("renders a cold page once for shoppers who ask for it at the same time", async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => get("/shop?q=omega")));
    expect(answers.map(state).sort()).toEqual(["hit", "hit", "hit", "hit", "hit", "hit", "hit", "miss"]);
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    for (const [i, body] of bodies.entries()) {
      expect(body).toContain("Omega");
      expect(body.replaceAll(cspNonce(answers[i])!, "N")).toBe(bodies[0].replaceAll(cspNonce(answers[0])!, "N"));
    }
  });

  it("answers a matching If-None-Match with 304 that keeps the browser's stored policy", async () => {
    await warm("/shop?page=2");
    const etag = (await get("/shop?page=2")).headers.get("etag");
    expect(etag).toMatch(/^W\/"/);
    const revalidated = await get("/shop?page=2", { "If-None-Match": etag! });
    expect(revalidated.status).toBe(304);
    // A new nonce in a 304 would replace the stored policy while the stored body keeps the old nonce.
    expect(revalidated.headers.get("content-security-policy")).toBeNull();
  });

  it("never answers a cart shopper with the anonymous page, nor an anonymous shopper with a cart page", async () => {
    const addTo = async (cookie: string) => {
      const add = await fetch(`${server.origin}/cart`, {
        method: "POST",
        headers: cookie ? { Cookie: cookie } : {},
        body: new URLSearchParams({
          intent: "add",
          merchandiseId: "gid://shopify/ProductVariant/45100000000001",
          quantity: "1",
          redirectTo: "/bundles",
        }),
        redirect: "manual",
      });
      expect(add.status).toBe(303);
      return add;
    };
    await warm("/bundles");
    const add = await addTo("");
    const cartCookie = cookiesOf(add)
      .split("; ")
      .filter((c) => c.startsWith("biolife_cart="))
      .join("; ");
    expect(cartCookie).toMatch(/biolife_cart=/);
    // The page after the add shows its flash toast and clears it.
    const withToast = await get("/bundles", { Cookie: cookiesOf(add) });
    expect(state(withToast)).toBe("miss");
    const toastHtml = await withToast.text();
    expect(toastHtml).toContain('data-testid="cart-count"');
    expect(toastHtml).toContain("added to cart!");
    const cleared = withToast.headers.getSetCookie();
    expect(cleared.join()).toMatch(/biolife_toast=;.*Expires=Thu, 01 Jan 1970/);

    const rendered = await get("/bundles", { Cookie: cartCookie });
    expect(state(rendered)).toBe("miss");
    expect(rendered.headers.get("cache-control")).toBe("private, no-store");
    expect(rendered.headers.get("x-page-cart-key")).toBeNull();
    const renderedHtml = await rendered.text();
    expect(renderedHtml).toContain('aria-label="Cart, 1 item"');

    // Another shopper with the same cart gets those pages from the store, with their own nonces.
    const other = await addTo("");
    const storedToast = await get("/bundles", { Cookie: cookiesOf(other) });
    expect(state(storedToast)).toBe("hit");
    expect(storedToast.headers.getSetCookie()).toEqual(cleared);
    expect((await storedToast.text()).replaceAll(cspNonce(storedToast)!, "N")).toBe(
      toastHtml.replaceAll(cspNonce(withToast)!, "N"),
    );
    const otherCookie = cookiesOf(other)
      .split("; ")
      .filter((c) => c.startsWith("biolife_cart="))
      .join("; ");
    expect(otherCookie).not.toBe(cartCookie);
    const stored = await get("/bundles", { Cookie: otherCookie });
    expect(state(stored)).toBe("hit");
    expect(stored.headers.get("cache-control")).toBe("private, no-store");
    const storedHtml = await stored.text();
    const nonce = cspNonce(stored)!;
    expect(storedHtml.replaceAll(nonce, "N")).toBe(renderedHtml.replaceAll(cspNonce(rendered)!, "N"));

    // A cart that looks different is rendered for itself; the anonymous page never shows a cart.
    await addTo(otherCookie);
    const twoItems = await get("/bundles", { Cookie: otherCookie });
    expect(state(twoItems)).toBe("miss");
    expect(await twoItems.text()).toContain('aria-label="Cart, 2 items"');
    const anonymous = await get("/bundles");
    expect(state(anonymous)).toBe("hit");
    expect(await anonymous.text()).not.toContain('data-testid="cart-count"');
  });

  it("answers a shopper whose cart was emptied from the store again, as an anonymous shopper", async () => {
    await warm("/bestsellers");
    const add = await fetch(`${server.origin}/cart`, {
      method: "POST",
      body: new URLSearchParams({ intent: "add", merchandiseId: "gid://shopify/ProductVariant/45100000000001" }),
      redirect: "manual",
    });
    const cartCookie = cookiesOf(add)
      .split("; ")
      .filter((c) => c.startsWith("biolife_cart="))
      .join("; ");
    const clear = await fetch(`${server.origin}/cart`, {
      method: "POST",
      headers: { Cookie: cartCookie },
      body: new URLSearchParams({ intent: "clear", redirectTo: "/cart" }),
      redirect: "manual",
    });
    expect(clear.status).toBe(303);
    // The cart cookie stays (30 days); the cart behind it is empty. A toast after Clear shows once.
    const jar = new Map(
      [cartCookie, cookiesOf(clear)]
        .join("; ")
        .split("; ")
        .filter(Boolean)
        .map((pair) => [pair.slice(0, pair.indexOf("=")), pair] as const),
    );
    const toastCleared = await get("/bestsellers", { Cookie: [...jar.values()].join("; ") });
    await toastCleared.text();
    for (const cookie of toastCleared.headers.getSetCookie()) {
      const pair = cookie.split(";")[0];
      const name = pair.slice(0, pair.indexOf("="));
      if (/Expires=Thu, 01 Jan 1970/.test(cookie)) jar.delete(name);
      else jar.set(name, pair);
    }
    const emptied = [...jar.values()].join("; ");
    expect(emptied).toMatch(/biolife_cart=/);
    const pages = [await get("/bestsellers", { Cookie: emptied }), await get("/bestsellers", { Cookie: emptied })];
    expect(pages.map(state)).toEqual(["hit", "hit"]);
    const anonymous = await get("/bestsellers");
    expect((await pages[1].text()).replaceAll(cspNonce(pages[1])!, "N")).toBe(
      (await anonymous.text()).replaceAll(cspNonce(anonymous)!, "N"),
    );
  });

  it("answers the search API from the store to shoppers with cookies too: the route never sees them", async () => {
    const add = await fetch(`${server.origin}/cart`, {
      method: "POST",
      body: new URLSearchParams({ intent: "add", merchandiseId: "gid://shopify/ProductVariant/45100000000001" }),
      redirect: "manual",
    });
    const cart = cookiesOf(add);
    expect(cart).toMatch(/biolife_cart=/);
    // The first asker carries a cart and a forged session: what is stored is still the anonymous answer.
    const first = await get("/api/search?q=sleep", { Cookie: `${cart}; biolife_session=forged` });
    expect(first.status).toBe(200);
    const body = await first.text();
    expect(first.headers.getSetCookie()).toEqual([]);
    for (const cookie of [cart, "", "biolife_clock=2040-01-01T12:00:00Z"]) {
      const again = await get("/api/search?q=sleep", cookie ? { Cookie: cookie } : {});
      expect(state(again)).toBe("hit");
      expect(await again.text()).toBe(body);
    }
  });

  it("never answers a toast from the store when the toast or the cart differs", async () => {
    const add = (merchandiseId: string) =>
      fetch(`${server.origin}/cart`, {
        method: "POST",
        body: new URLSearchParams({ intent: "add", merchandiseId, redirectTo: "/about" }),
        redirect: "manual",
      });
    const first = await add("gid://shopify/ProductVariant/45100000000001");
    expect(state(await get("/about", { Cookie: cookiesOf(first) }))).toBe("miss");
    const second = await add("gid://shopify/ProductVariant/45100000000003");
    const page = await get("/about", { Cookie: cookiesOf(second) });
    expect(state(page)).toBe("miss");
    expect(await page.text()).toContain("Blood Pressure-Heart Support added to cart!");
  });

  it("remembers a cart page per exact cookie header: a forged or altered cart cookie never gets it", async () => {
    const add = await fetch(`${server.origin}/cart`, {
      method: "POST",
      body: new URLSearchParams({ intent: "add", merchandiseId: "gid://shopify/ProductVariant/45100000000003" }),
      redirect: "manual",
    });
    const cart = cookiesOf(add)
      .split("; ")
      .filter((c) => c.startsWith("biolife_cart="))
      .join("; ");
    const page = async (cookie: string) => (await get("/about", { Cookie: cookie })).text();
    // Asked twice, so the second answer comes from what was remembered.
    for (let i = 0; i < 2; i++) expect(await page(cart)).toContain('aria-label="Cart, 1 item"');
    const value = cart.slice("biolife_cart=".length);
    const flipped = (at: number) =>
      `biolife_cart=${value.slice(0, at)}${value[at] === "A" ? "B" : "A"}${value.slice(at + 1)}`;
    // Another cart's id under this signature, this id under another signature, the value cut short.
    for (const forged of [flipped(3), flipped(value.length - 3), `biolife_cart=${value.slice(0, -4)}`]) {
      const html = await page(forged);
      expect(html).not.toContain("Cart, 1 item");
      expect(html).not.toContain('data-testid="cart-count"');
    }
  });

  it("renders, and never stores, the page of a cart shopper who also carries another shop cookie", async () => {
    const add = await fetch(`${server.origin}/cart`, {
      method: "POST",
      body: new URLSearchParams({ intent: "add", merchandiseId: "gid://shopify/ProductVariant/45100000000001" }),
      redirect: "manual",
    });
    const cookie = `${cookiesOf(add)}; biolife_clock=2040-01-01T12:00:00Z`;
    for (let i = 0; i < 2; i++) {
      const page = await get("/about", { Cookie: cookie });
      expect(state(page)).toBe("bypass");
      await page.text();
    }
  });

  it("never stores a flash toast: the signed-in page that shows it bypasses, the next anonymous one has none", async () => {
    const email = `cache-${Date.now()}@example.com`;
    const fields = { email, password: "long-enough-password", confirmPassword: "long-enough-password" };
    await fetch(`${server.origin}/auth`, {
      method: "POST",
      body: new URLSearchParams({ intent: "signup", ...fields }),
      redirect: "manual",
    });
    const login = await fetch(`${server.origin}/auth`, {
      method: "POST",
      body: new URLSearchParams({ intent: "login", ...fields }),
      redirect: "manual",
    });
    expect(login.status).toBe(303);
    const withToast = await get("/", { Cookie: cookiesOf(login) });
    expect(state(withToast)).toBe("bypass");
    expect(await withToast.text()).toContain("Logged in successfully");
    const anonymous = await get("/");
    expect(await anonymous.text()).not.toContain("Logged in successfully");
    expect(await (await get("/")).text()).not.toContain("Logged in successfully");
  });

  // A public page sent with Set-Cookie: page-cache-middleware.test.ts (no route of the shop makes one).
  it("does not store a private page", async () => {
    const auth = await get("/auth");
    expect(auth.headers.get("cache-control")).toContain("private");
    expect(state(await get("/auth"))).toBe("miss");
  });

  it("answers HEAD from the store with the GET's headers and no body, and never stores a HEAD render", async () => {
    const head = (path: string) => fetch(`${server.origin}${path}`, { method: "HEAD" });
    const cold = await head("/shop?q=zinc");
    expect(state(cold)).toBe("miss");
    expect(await cold.text()).toBe("");
    expect(state(await head("/shop?q=zinc"))).toBe("miss");
    const page = await get("/shop?q=zinc", { "Accept-Encoding": "identity" });
    const body = await page.text();
    const stored = await fetch(`${server.origin}/shop?q=zinc`, {
      method: "HEAD",
      headers: { "Accept-Encoding": "identity" },
    });
    expect(state(stored)).toBe("hit");
    expect(await stored.text()).toBe("");
    expect(stored.headers.get("etag")).toBe((await get("/shop?q=zinc")).headers.get("etag"));
    // Same length as the GET's body: the nonces differ per answer, never their length.
    expect(Number(stored.headers.get("content-length"))).toBe(Buffer.byteLength(body));
  });

  it("moves the shop's clock by the biolife_clock cookie when the clock may move (the production gate is in forwarded-origin.test.ts)", async () => {
    const page = await get("/about", { Cookie: "biolife_clock=2040-06-01T12:00:00Z" });
    expect(state(page)).toBe("bypass");
    expect(/©\s*(?:<!-- -->)?(\d{4})/.exec(await page.text())?.[1]).toBe("2040");
  });

  it("purges on a signed products/* webhook and refuses an unsigned or wrongly signed one with 401", async () => {
    await warm("/bestsellers");
    const body = JSON.stringify({ id: 7800000000001, title: "Blood Sugar Maintenance" });
    expect((await webhook("products/update", body, null)).status).toBe(401);
    expect((await webhook("products/update", body, sign("other body"))).status).toBe(401);
    expect(state(await get("/bestsellers"))).toBe("hit");
    const signed = await webhook("products/update", body, sign(body));
    expect(signed.status).toBe(200);
    expect(await signed.json()).toEqual({ purged: true });
    expect(state(await get("/bestsellers"))).toBe("miss");
  });

  it("shows a catalogue write on the next request", async () => {
    await warm("/product/magnesium-glycinate");
    const edit = await fetch(`${server.origin}/local-storefront/products/magnesium-glycinate`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ title: "Magnesium Glycinate Plus" }),
    });
    expect(edit.status).toBe(200);
    const next = await get("/product/magnesium-glycinate");
    expect(state(next)).toBe("miss");
    expect(await next.text()).toContain("Magnesium Glycinate Plus");
  });
});
