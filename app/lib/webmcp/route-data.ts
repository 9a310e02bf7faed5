import { decode } from "turbo-stream";

/**
 * The tools' one data path: the pages' own loaders and actions, read the way
 * Remix's single fetch reads them (`/path.data`, turbo-stream encoded).
 * Actions go through the page's router (a fetcher submission), so the
 * header's cart revalidates exactly as after a shopper's own submit.
 */
export class RouteError extends Error {
  constructor(
    readonly status: number,
    readonly data: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

const plugins = [
  (type: string, ...rest: unknown[]) => {
    if (type === "ErrorResponse") return { value: { routeError: { data: rest[0], status: rest[1] } } };
    if (type === "SanitizedError") return { value: { routeError: { data: null, status: 500 } } };
    if (type === "SingleFetchRedirect") return { value: { redirect: rest[0] } };
    if (type === "SingleFetchClassInstance") return { value: rest[0] };
    return undefined;
  },
];

const dataUrl = (path: string, routeId: string) => {
  const url = new URL(path, window.location.origin);
  url.pathname = url.pathname === "/" ? "/_root.data" : `${url.pathname.replace(/\/$/, "")}.data`;
  url.searchParams.set("_routes", routeId);
  return url;
};

/** A route loader's data for `path`; a thrown response (404, 503) becomes a RouteError with its data. */
export async function loaderData<T>(path: string, routeId: string): Promise<T> {
  const response = await fetch(dataUrl(path, routeId), { credentials: "same-origin" });
  if (!response.body) throw new RouteError(response.status, null);
  const decoded = (await decode(response.body, { plugins })).value as Record<string, unknown>;
  const result = decoded[routeId] as { data?: unknown; error?: { routeError?: { status: number; data: unknown } } };
  if (!result || "error" in result) {
    const failed = result?.error?.routeError;
    throw new RouteError(failed?.status ?? response.status, failed?.data ?? null);
  }
  return result.data as T;
}

interface Fetcher {
  state: string;
  data?: unknown;
}
interface PageRouter {
  state: { fetchers: Map<string, Fetcher> };
  subscribe(listener: (state: { fetchers: Map<string, Fetcher> }) => void): () => void;
  fetch(key: string, routeId: string, href: string, opts: Record<string, unknown>): void;
}

let submissions = 0;

/** Posts `fields` to `path`'s action as a fetcher would; resolves to what the action answered (its failures included). */
export function actionData<T>(path: string, routeId: string, fields: Record<string, string>): Promise<T> {
  const router = (window as unknown as { __remixRouter?: PageRouter }).__remixRouter;
  if (!router) return Promise.reject(new Error("The page is still loading"));
  const key = `webmcp-${++submissions}`;
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return new Promise<T>((resolve, reject) => {
    let started = false;
    const stop = router.subscribe((state) => {
      const fetcher = state.fetchers.get(key);
      if (fetcher && fetcher.state !== "idle") {
        started = true;
        return;
      }
      if (!started && !fetcher) return;
      stop();
      if (fetcher) resolve(fetcher.data as T);
      else reject(new Error("The shop could not answer just now. Please try again."));
    });
    router.fetch(key, routeId, path, { formMethod: "post", formData });
  });
}
