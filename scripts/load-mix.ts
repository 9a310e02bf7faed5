/**
 * The mixed traffic of `npm run load` (and of `npm run bench`'s memory
 * figures): the shopper's round and the products it picks from.
 */
import autocannon from "autocannon";

type Context = { cookie?: string; cartCookie?: string; product?: Product; sentAt?: number };

/**
 * What came back, per request of the round: non-2xx/3xx answers (to say which
 * part failed), latencies (to say which part is slow), and every answer's wait
 * (ms), served ones and those shed (503 with Retry-After).
 */
export function createTally() {
  const failures = new Map<string, number>();
  const latencies = new Map<string, number[]>();
  const served: number[] = [];
  const shed: number[] = [];
  function counted(req: autocannon.Request, label: string): autocannon.Request {
    const next = req.onResponse;
    const setup = req.setupRequest;
    return {
      ...req,
      // Each connection sends one request at a time, so the time from its setup to its response is its latency.
      setupRequest: (request, context) => {
        (context as Context).sentAt = performance.now();
        return typeof setup === "function" ? setup(request, context) : request;
      },
      onResponse: (status, body, context, rawHeaders) => {
        const headers = lowerCased(rawHeaders);
        const sentAt = (context as Context).sentAt;
        const refused = status === 503 && headers?.["retry-after"] !== undefined;
        if (sentAt !== undefined) {
          const wait = performance.now() - sentAt;
          (refused ? shed : served).push(wait);
          if (!refused) {
            const list = latencies.get(label) ?? [];
            list.push(wait);
            latencies.set(label, list);
          }
        }
        if (status >= 400 && !refused)
          failures.set(`${label} ${status}`, (failures.get(`${label} ${status}`) ?? 0) + 1);
        if (typeof next === "function") next(status, body, context, headers);
      },
    };
  }
  return {
    failures,
    latencies,
    served,
    shed,
    counted,
    reset() {
      served.length = 0;
      shed.length = 0;
      latencies.clear();
      failures.clear();
    },
  };
}

export function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

export interface Product {
  path: string;
  variantId: string;
}

/** autocannon hands headers over with their names as the server wrote them ("Retry-After", "Set-Cookie"). */
function lowerCased(headers: Record<string, unknown> | undefined): Record<string, string | string[] | undefined> {
  return Object.fromEntries(
    Object.entries(headers ?? {}).map(([name, value]) => [name.toLowerCase(), value as string | string[] | undefined]),
  );
}

const cookiesSet = (headers: Record<string, unknown> | undefined) => {
  const raw = lowerCased(headers)["set-cookie"] as string | string[] | undefined;
  return (Array.isArray(raw) ? raw : raw ? [raw] : []).map((c) => c.split(";")[0]);
};

/**
 * One shopper's round, repeated by every connection, as a shopper without
 * scripts makes it: a first look (home, a product), Add to Cart early (a form
 * post answered 303 back to the product, whose page shows the flash toast),
 * then browsing with the cart cookie (shop, a search, home), the search API,
 * checkout (303 to the storefront's checkout) and a question to Nora. Each
 * round picks one of the listing's products, so carts differ between shoppers.
 */
export function shopperRound(
  products: Product[],
  counted: (req: autocannon.Request, label: string) => autocannon.Request = (req) => req,
): autocannon.Request[] {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const product = (context: Context) => (context.product ??= products[Math.floor(Math.random() * products.length)]);
  const withCart = (req: autocannon.Request, context: Context) => ({
    ...req,
    headers: { ...req.headers, ...(context.cookie ? { cookie: context.cookie } : {}) },
  });
  const page = (path: string | ((context: Context) => string)): autocannon.Request => ({
    method: "GET",
    path: typeof path === "string" ? path : "/",
    setupRequest: (req, context) =>
      withCart({ ...req, path: typeof path === "string" ? path : path(context as Context) }, context as Context),
  });
  const formPost = (fields: (context: Context) => Record<string, string>): autocannon.Request => ({
    method: "POST",
    path: "/cart",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    setupRequest: (req, context) => withCart({ ...req, body: form(fields(context as Context)) }, context as Context),
  });
  const round: Array<[string, autocannon.Request]> = [
    ["GET / (first visit)", page("/")],
    ["GET product (first visit)", page((c) => product(c).path)],
    [
      "POST /cart add (303)",
      {
        ...formPost((c) => ({ intent: "add", merchandiseId: product(c).variantId, redirectTo: product(c).path })),
        onResponse: (_status, _body, context, headers) => {
          const cookies = cookiesSet(headers);
          const cart = cookies.filter((c) => c.startsWith("biolife_cart"));
          (context as Context).cookie = cookies.join("; ");
          (context as Context).cartCookie = cart.join("; ");
        },
      },
    ],
    [
      "GET product (toast, cart)",
      {
        ...page((c) => product(c).path),
        // The toast is shown once; from here on the shopper carries the cart cookie alone.
        onResponse: (_status, _body, context) => void ((context as Context).cookie = (context as Context).cartCookie),
      },
    ],
    ["GET /shop (cart)", page("/shop")],
    ["GET /shop?q=magnesium (cart)", page("/shop?q=magnesium")],
    ["GET /api/search?q=sleep", page("/api/search?q=sleep")],
    ["GET / (cart)", page("/")],
    [
      "POST /cart checkout (303)",
      (() => {
        const checkout = formPost((c) => ({ intent: "checkout", redirectTo: product(c).path }));
        const setup = checkout.setupRequest as (req: autocannon.Request, context: object) => autocannon.Request;
        return {
          ...checkout,
          // A shopper whose Add to Cart was refused (503) has no cart to check out: the round starts over
          // (autocannon does when a setup gives nothing), as the shop's 400 "cart is empty" is the right answer.
          setupRequest: (req, context) => ((context as Context).cartCookie ? setup(req, context) : null),
        } as autocannon.Request;
      })(),
    ],
    [
      "POST /api/chat",
      {
        method: "POST",
        path: "/api/chat",
        headers: { "content-type": "application/json", accept: "text/event-stream" },
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({
            messages: [{ role: "user", content: "What helps with sleep?" }],
            products: [],
            sessionId: `load-${Math.random().toString(36).slice(2)}`,
          }),
        }),
      },
    ],
  ];
  return round.map(([label, req]) => counted(req, label));
}

/** The first page of the listing, each product with the variant its page adds. */
export async function listingProducts(origin: string): Promise<Product[]> {
  const shop = await (await fetch(`${origin}/shop`)).text();
  const handles = [...new Set([...shop.matchAll(/href="\/product\/([a-z0-9-]+)"/g)].map((m) => m[1]))];
  if (handles.length === 0) throw new Error("no product on /shop");
  return Promise.all(
    handles.map(async (handle) => {
      const page = await (await fetch(`${origin}/product/${handle}`)).text();
      const variantId = /value="(gid:\/\/shopify\/ProductVariant\/[^"]+)"/.exec(page)?.[1];
      if (!variantId) throw new Error(`no variant on /product/${handle}`);
      return { path: `/product/${handle}`, variantId };
    }),
  );
}
