/**
 * The service worker (built to build/client/sw.js, served at /sw.js with the
 * build's version in place of BUILD_PLACEHOLDER). Strategy per request type and
 * why: docs/decisions/0069.
 */
import { OFFLINE_COPY } from "./copy";
import {
  BUILD_PLACEHOLDER,
  CACHE_PREFIX,
  cacheNames,
  markOffline,
  MAX_IMAGES,
  MAX_PAGES,
  mayKeep,
  OFFLINE_ATTRIBUTE,
  offlineStrategy,
  type OfflineStrategy,
} from "./strategy";

// The DOM library has no worker scope types: the little this file uses.
interface FetchEvent extends Event {
  request: Request;
  preloadResponse: Promise<Response | undefined>;
  respondWith(response: Promise<Response>): void;
  waitUntil(promise: Promise<unknown>): void;
}
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerScope {
  location: Location;
  registration: { navigationPreload?: { enable(): Promise<void> } };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
}

const scope = self as unknown as WorkerScope;
const names = cacheNames(BUILD_PLACEHOLDER);

scope.addEventListener("install", () => void scope.skipWaiting());

scope.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const mine = new Set(Object.values(names));
      for (const name of await caches.keys())
        if (name.startsWith(CACHE_PREFIX) && !mine.has(name)) await caches.delete(name);
      // The worker's start-up no longer delays a page's request: it goes out while the worker wakes.
      await scope.registration.navigationPreload?.enable();
    })(),
  );
});

scope.addEventListener("fetch", (event) => {
  const { request } = event;
  const strategy: OfflineStrategy = offlineStrategy({
    url: request.url,
    method: request.method,
    mode: request.mode,
    destination: request.destination,
    origin: scope.location.origin,
  });
  if (strategy === "pass") return;
  // Network only: a fetch or a script's request is left to the browser; a page load gets the offline page if it fails.
  if (strategy === "network") return request.mode === "navigate" ? event.respondWith(networkOnly(event)) : undefined;
  if (strategy === "page") return event.respondWith(page(event));
  if (strategy === "asset") return event.respondWith(cacheFirst(event, names.assets));
  event.respondWith(image(event));
});

async function fromNetwork(event: FetchEvent): Promise<Response> {
  return (await event.preloadResponse.catch(() => undefined)) ?? fetch(event.request);
}

/** The server or, when it cannot be reached, an honest "offline" page; never a copy. */
async function networkOnly(event: FetchEvent): Promise<Response> {
  try {
    return await fromNetwork(event);
  } catch {
    const isCartPost = event.request.method === "POST" && new URL(event.request.url).pathname === "/cart";
    return offlinePage(isCartPost ? OFFLINE_COPY.checkoutRefused : OFFLINE_COPY.pageNotSaved);
  }
}

/**
 * Network first, always: online a page is the server's (fresh prices, a fresh CSP nonce). The kept copy is
 * shown only when the network fails, marked so its "you are offline" banner shows. The copy is written behind
 * the response (waitUntil), never before it: the page streams to the shopper as it arrives.
 */
async function page(event: FetchEvent): Promise<Response> {
  let response: Response;
  try {
    response = await fromNetwork(event);
  } catch {
    return keptPage(event.request.url);
  }
  const url = event.request.url;
  if (mayKeep(response.status, response.headers.get("Cache-Control"), response.type)) {
    const copy = response.clone();
    event.waitUntil(
      caches
        .open(names.pages)
        .then((cache) => cache.put(url, copy))
        .then(() => trim(names.pages, MAX_PAGES))
        .catch(() => undefined),
    );
  } else {
    // The page became personal (signed in, a cart): no older public copy outlives it.
    event.waitUntil(caches.open(names.pages).then((cache) => cache.delete(url)));
  }
  return response;
}

async function keptPage(url: string): Promise<Response> {
  const kept = await (await caches.open(names.pages)).match(url);
  if (!kept) return offlinePage(OFFLINE_COPY.pageNotSaved);
  const headers = new Headers(kept.headers);
  // The body is read already decoded: its length and encoding are no longer those of the bytes sent.
  headers.delete("Content-Encoding");
  headers.delete("Content-Length");
  return new Response(markOffline(await kept.text()), { status: 200, headers });
}

async function cacheFirst(event: FetchEvent, cacheName: string): Promise<Response> {
  const cache = await caches.open(cacheName);
  const kept = await cache.match(event.request);
  if (kept) return kept;
  const response = await fetch(event.request);
  if (keepable(response)) event.waitUntil(cache.put(event.request, response.clone()).catch(() => undefined));
  return response;
}

/** The kept image at once, refreshed behind it; the network's when none is kept. */
async function image(event: FetchEvent): Promise<Response> {
  const cache = await caches.open(names.images);
  const kept = await cache.match(event.request, { ignoreVary: true });
  const fresh = fetch(event.request).then((response) => {
    if (keepable(response))
      event.waitUntil(
        cache
          .put(event.request, response.clone())
          .then(() => trim(names.images, MAX_IMAGES))
          .catch(() => undefined),
      );
    return response;
  });
  if (kept) {
    event.waitUntil(fresh.catch(() => undefined));
    return kept;
  }
  return fresh;
}

function keepable(response: Response): boolean {
  return (
    response.status === 200 &&
    response.type === "basic" &&
    !/\b(private|no-store)\b/i.test(response.headers.get("Cache-Control") ?? "")
  );
}

async function trim(cacheName: string, max: number) {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(key);
}

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The worker's own page: no script, so no nonce to keep; 503 so nothing mistakes it for the real page. */
function offlinePage(message: string): Response {
  const body = `<!doctype html><html lang="en" ${OFFLINE_ATTRIBUTE}=""><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(OFFLINE_COPY.pageTitle)} | BioLife</title><style>body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:32rem;padding:0 1rem;color:#0f172a}a{color:#0e472c}</style></head><body><main><h1>${escape(OFFLINE_COPY.pageTitle)}</h1><p role="alert">${escape(message)}</p><p><a href="/">${escape(OFFLINE_COPY.backHome)}</a></p></main></body></html>`;
  return new Response(body, {
    status: 503,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy":
        "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'self'",
    },
  });
}
