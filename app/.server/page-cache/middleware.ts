import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import { LRUCache } from "lru-cache";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { CART_PAGE_KEY_HEADER, SHARED_CACHE_CONTROL_HEADER } from "~/lib/http-cache";
import { carriesOnlyCartCookies, type CartPage } from "./cart-pages";
import { carriesShopCookie, NONCE_PLACEHOLDER, sharedLifetimes, type CacheState } from "./policy";
import { encodeBody, gzipWith, plainWith, type EncodedBody } from "./encoded";
import { pageKey, splitTarget } from "./key";
import { UNAVAILABLE_GENERATION, type PageEntry, type PageStore } from "./store";

/** How long a request waits for another request's render of the same page before rendering it itself. */
const RENDER_WAIT_MS = 2_000;

/** Headers a stored page keeps; the security headers (CSP with its nonce above all) are set afresh on every response. */
const KEPT_HEADERS = ["content-type", "cache-control", "vary"];

export interface PageCache {
  middleware: RequestHandler;
  /**
   * Anonymous pages fresh or stale in the store, and cart pages whose cart
   * this process holds in memory, answered at once; anything else goes on.
   * Mounted before the load shedder, which then gates `middleware` (cart
   * look-ups in the database, and renders): hits stay cheap and are never refused.
   */
  hits: RequestHandler;
  /** Forgets every stored page: the catalogue changed. */
  purge(): Promise<void>;
}

/**
 * The full-page cache for anonymous shoppers, in front of the Remix handler
 * (after compression, so it stores plain bodies). Only GET/HEAD requests
 * without any of the shop's cookies are answered from it; only 200 responses
 * marked `public` with no Set-Cookie enter it, for their own s-maxage (or
 * max-age) and stale-while-revalidate. Keys are made of the build id, the
 * shop's public origin (never the request's Host or X-Forwarded-* headers:
 * every absolute URL in a page is made from that origin), the path and query
 * and the cart view (key.ts), so a deploy starts afresh. A render stores its
 * page only if no purge came after it began. A stale page is answered at once and re-rendered
 * behind it by a loopback request. A request whose only shop cookies are the
 * cart's is answered from the pages rendered for a cart that looks the same
 * (cart-pages.ts). Every answer says X-Page-Cache.
 */
export function createPageCache(options: {
  store: PageStore;
  buildId: string;
  port: () => number;
  /** The shop's public origin (public-origin.ts). */
  origin: () => string;
  /**
   * The cart page of a request that carries only cart and toast cookies (see cart-pages.ts); null for an empty
   * cart. `fromMemory`: the same without a query or a storefront call, undefined when it would need one.
   */
  cartPage?: {
    read: (req: Request) => Promise<CartPage | null>;
    fromMemory: (req: Request) => Promise<CartPage | null | undefined>;
  };
  /**
   * Run before a render that begins in a generation this process has not rendered in (a purge, here or on another
   * host): drops the lists this process keeps in memory, so no page rendered from a list read before the last change
   * is stored, even when the message of that change never reached this process.
   */
  onNewGeneration?: () => void;
}): PageCache {
  const { store, buildId } = options;
  // Marks this process's own refresh requests, which always render.
  const refreshToken = randomBytes(16).toString("hex");
  const refreshing = new Set<string>();

  // Stored bodies made ready to send (cut at the nonce, gzip done once), by ETag: an entry read back from Redis finds its own.
  const encodedBodies = new LRUCache<string, EncodedBody>({
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (encoded) =>
      encoded.plainLength + encoded.gzip.reduce((sum, piece) => sum + piece.length, 0) + 256,
  });
  const encodedOf = (entry: PageEntry) => {
    let encoded = encodedBodies.get(entry.etag);
    if (!encoded) encodedBodies.set(entry.etag, (encoded = encodeBody(entry.body)));
    return encoded;
  };

  // Pages being rendered after a miss, by key: a request for the same page waits for that render (a little while
  // at most) instead of rendering it again; otherwise a cold page met by many shoppers at once renders for each.
  const rendering = new Map<string, Promise<void>>();
  const waitForRender = (key: string) => {
    const render = rendering.get(key);
    if (!render) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, RENDER_WAIT_MS);
      void render.then(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  };
  /** Marks `key` as being rendered by one request; the function it returns ends that (once the page is stored). */
  function claim(key: string): () => void {
    let resolve = () => {};
    const render = new Promise<void>((done) => (resolve = done));
    rendering.set(key, render);
    return () => {
      if (rendering.get(key) === render) rendering.delete(key);
      resolve();
    };
  }
  const unclaimed = () => {};

  /**
   * The stored page for `key` if `usable`; when not and the page is being rendered, after that render. A request
   * that will render (`renders`) and finds nothing usable nor anyone rendering claims the render in the same step,
   * so a shopper who asks meanwhile waits for it instead of rendering the page too; `release` ends the claim.
   */
  async function lookup(key: string, usable: (entry: PageEntry) => boolean, renders: boolean) {
    const entry = await store.get(key).catch(() => undefined);
    if (entry && usable(entry)) return { entry, release: unclaimed };
    if (!rendering.has(key)) return { entry, release: renders ? claim(key) : unclaimed };
    await waitForRender(key);
    const after = await store.get(key).catch(() => undefined);
    const renderAgain = renders && !(after && usable(after)) && !rendering.has(key);
    return { entry: after, release: renderAgain ? claim(key) : unclaimed };
  }

  const keyOf = (req: Request, cartView: string | null) =>
    pageKey({ buildId, origin: options.origin(), ...splitTarget(req.originalUrl), cartView });

  function serve(req: Request, res: Response, entry: PageEntry, state: CacheState, setCookie: string[] = []) {
    res.status(entry.status);
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    if (setCookie.length > 0) res.setHeader("Set-Cookie", setCookie);
    res.setHeader("X-Page-Cache", state);
    res.setHeader("Age", String(Math.max(0, Math.floor((Date.now() - entry.storedAt) / 1000))));
    res.setHeader("ETag", entry.etag);
    if (req.headers["if-none-match"] === entry.etag) {
      // The browser keeps the body it holds, whose nonce matches the policy it stored with it;
      // a fresh policy here would replace that one and block every script on the page.
      res.removeHeader("Content-Security-Policy");
      res.status(304).end();
      return;
    }
    // Gzip comes ready-made (the compression middleware leaves an encoded body alone); only the nonce is joined in.
    const nonce = String(res.locals.cspNonce ?? "");
    const encoded = encodedOf(entry);
    const gzip = req.acceptsEncodings("gzip", "identity") === "gzip";
    const body = gzip ? gzipWith(encoded, nonce) : plainWith(encoded, nonce);
    const vary = entry.headers.find(([name]) => name === "vary")?.[1];
    if (!/accept-encoding/i.test(vary ?? ""))
      res.setHeader("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    if (gzip) res.setHeader("Content-Encoding", "gzip");
    res.setHeader("Content-Length", String(body.length));
    if (req.method === "HEAD") return void res.end();
    // Corked: the head and every piece leave in one writev.
    res.cork();
    for (const part of body.parts) res.write(part);
    res.end();
    res.uncork();
  }

  function refreshBehind(req: Request, key: string) {
    if (refreshing.has(key)) return;
    refreshing.add(key);
    // The key holds the public origin, not Host or scheme: this plain-http loopback request refreshes the entry read (https behind a proxy too).
    const headers: http.OutgoingHttpHeaders = {
      host: new URL(options.origin()).host,
      accept: req.headers.accept ?? "text/html",
      "x-page-cache-refresh": refreshToken,
    };
    const request = http.request(
      { host: "127.0.0.1", port: options.port(), path: req.originalUrl, method: "GET", headers },
      (response) => {
        response.resume();
        response.on("end", () => refreshing.delete(key));
      },
    );
    request.on("error", () => refreshing.delete(key));
    request.end();
  }

  /**
   * Takes the internal cart-page headers off the response before it leaves,
   * keeping them for `capture`.
   */
  function withoutInternalHeaders(res: Response) {
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
    res.writeHead = ((...args: unknown[]) => {
      const cartKey = res.getHeader(CART_PAGE_KEY_HEADER);
      const shared = res.getHeader(SHARED_CACHE_CONTROL_HEADER);
      res.locals.pageCartKey = cartKey === undefined ? undefined : String(cartKey);
      res.locals.pageSharedCacheControl = shared === undefined ? undefined : String(shared);
      res.removeHeader(CART_PAGE_KEY_HEADER);
      res.removeHeader(SHARED_CACHE_CONTROL_HEADER);
      return writeHead(...args);
    }) as Response["writeHead"];
  }

  /**
   * The lifetimes a finished response may be stored for: an anonymous page by
   * its own Cache-Control; a cart page only when it was rendered for the cart
   * it is keyed by, by the Cache-Control it would have had without the cart.
   */
  function storableLifetimes(res: Response, cartPage: CartPage | null) {
    if (res.statusCode !== 200) return null;
    const setCookie = [res.getHeader("Set-Cookie") ?? []].flat().map(String);
    const rendered = res.locals.pageCartKey as string | undefined;
    if (cartPage === null)
      return rendered || setCookie.length > 0
        ? null
        : sharedLifetimes(res.getHeader("Cache-Control") as string | undefined);
    // A cart page may set only the cookies every request with its key sets (the toast, cleared); a hit sets them again.
    if (rendered !== cartPage.key || setCookie.join("\n") !== cartPage.setCookie.join("\n")) return null;
    return sharedLifetimes(res.locals.pageSharedCacheControl as string | undefined);
  }

  /**
   * Keeps what the handler writes and stores it once the response has finished, if it may be shared; then ends the
   * request's claim on the render (`release`), which lets the requests that came meanwhile read the stored page.
   */
  function capture(
    req: Request,
    res: Response,
    key: string,
    cartPage: CartPage | null,
    generation: string,
    release: () => void,
  ) {
    const chunks: Buffer[] = [];
    let stored: Promise<void> | null = null;
    res.on("close", () => void (stored ?? Promise.resolve()).finally(release));
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk && typeof chunk !== "function")
        chunks.push(
          Buffer.isBuffer(chunk)
            ? chunk
            : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"),
        );
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return end(chunk, ...rest);
    }) as Response["end"];
    res.on("finish", () => {
      const lifetimes = storableLifetimes(res, cartPage);
      if (!lifetimes) return;
      const nonce = String(res.locals.cspNonce ?? "");
      let body = Buffer.concat(chunks).toString("utf8");
      if (nonce) body = body.replaceAll(nonce, NONCE_PLACEHOLDER);
      const headers = KEPT_HEADERS.flatMap((name): [string, string][] => {
        const value = res.getHeader(name);
        return value === undefined ? [] : [[name, String(value)]];
      });
      const etag = `W/"${createHash("sha1").update(body).digest("base64url")}"`;
      const entry: PageEntry = { status: 200, headers, body, etag, storedAt: Date.now(), ...lifetimes };
      encodedOf(entry);
      stored = store.set(key, entry, generation).catch(() => undefined);
    });
  }

  /**
   * The cart page when this request's page may come from the cart pages; null when it is the anonymous page (no shop
   * cookie, or an empty cart without a toast); undefined when it must render.
   */
  async function cartPageFor(req: Request, res: Response): Promise<CartPage | null | undefined> {
    if (!carriesShopCookie(req.headers.cookie)) return null;
    if (res.locals.cartPage !== undefined) return res.locals.cartPage as CartPage | null;
    if (!options.cartPage || !carriesOnlyCartCookies(req.headers.cookie)) return undefined;
    return options.cartPage.read(req).catch(() => undefined);
  }

  async function middleware(req: Request, res: Response, next: NextFunction) {
    withoutInternalHeaders(res);
    const cartPage = req.method === "GET" || req.method === "HEAD" ? await cartPageFor(req, res) : undefined;
    if (cartPage === undefined) {
      res.setHeader("X-Page-Cache", "bypass");
      return next();
    }
    if (cartPage !== null) {
      // A cart page: fresh or rendered anew (a refresh behind would render without the cart).
      const key = keyOf(req, cartPage.key);
      const fresh = (entry: PageEntry) => Date.now() - entry.storedAt < entry.ttlMs;
      const { entry, release } = await lookup(key, fresh, req.method === "GET");
      if (entry && fresh(entry)) return serve(req, res, entry, "hit", cartPage.setCookie);
      res.setHeader("X-Page-Cache", "miss");
      if (req.method === "GET") capture(req, res, key, cartPage, await generationOr(release), release);
      return next();
    }
    const key = keyOf(req, null);
    let release = unclaimed;
    if (req.headers["x-page-cache-refresh"] !== refreshToken) {
      const usable = (stored: PageEntry) => Date.now() - stored.storedAt < stored.ttlMs + stored.swrMs;
      const found = await lookup(key, usable, req.method === "GET");
      const { entry } = found;
      const age = entry ? Date.now() - entry.storedAt : Infinity;
      if (entry && age < entry.ttlMs) return serve(req, res, entry, "hit");
      if (entry && age < entry.ttlMs + entry.swrMs) {
        serve(req, res, entry, "stale");
        return refreshBehind(req, key);
      }
      release = found.release;
    } else if (req.method === "GET" && !rendering.has(key)) release = claim(key);
    res.setHeader("X-Page-Cache", "miss");
    // The generation when the render starts: a purge meanwhile means the page may show what was purged.
    if (req.method === "GET") capture(req, res, key, null, await generationOr(release), release);
    next();
  }

  let renderedIn: string | undefined;
  /** The store's generation; a failure to read it ends the request's claim on the render before it is thrown. */
  async function generationOr(release: () => void) {
    let generation: string;
    try {
      generation = await store.generation();
    } catch (error) {
      release();
      throw error;
    }
    if (generation !== renderedIn && generation !== UNAVAILABLE_GENERATION) {
      renderedIn = generation;
      options.onNewGeneration?.();
    }
    return generation;
  }

  /** A cart page whose cart is in memory, fresh in the store (the anonymous page for an empty cart); else the request goes on. */
  async function cartHit(req: Request, res: Response, next: NextFunction) {
    if (!options.cartPage || !carriesOnlyCartCookies(req.headers.cookie)) return next();
    const cartPage = await options.cartPage.fromMemory(req).catch(() => undefined);
    if (cartPage === undefined) return next();
    const entry = await store.get(keyOf(req, cartPage?.key ?? null)).catch(() => undefined);
    if (entry && Date.now() - entry.storedAt < entry.ttlMs) return serve(req, res, entry, "hit", cartPage?.setCookie);
    // Read once: `middleware` renders this page for the cart just read.
    res.locals.cartPage = cartPage;
    next();
  }

  async function hits(req: Request, res: Response, next: NextFunction) {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (carriesShopCookie(req.headers.cookie)) return cartHit(req, res, next);
    if (req.headers["x-page-cache-refresh"] === refreshToken) return next();
    const key = keyOf(req, null);
    const entry = await store.get(key).catch(() => undefined);
    const age = entry ? Date.now() - entry.storedAt : Infinity;
    if (!entry || age >= entry.ttlMs + entry.swrMs) return next();
    if (age < entry.ttlMs) return serve(req, res, entry, "hit");
    serve(req, res, entry, "stale");
    refreshBehind(req, key);
  }

  return {
    middleware: (req, res, next) => void middleware(req, res, next).catch(next),
    hits: (req, res, next) => void hits(req, res, next).catch(next),
    purge: () => store.purge(),
  };
}
