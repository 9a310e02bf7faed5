import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { EntryContext } from "@remix-run/node";
import { afterAll, describe, expect, it } from "vitest";
import { createRenderThreads } from "~/.server/http/render-threads";
import type { DocumentRender } from "~/.server/http/render-document";
import { startServerProcess } from "../../../scripts/server-process";

/**
 * Pages rendered on a render thread (render-threads.ts, docs/decisions/0040): the same markup as in-process, and a
 * thread that dies costs only the renders it held. The pool is driven here with a stand-in build (a module with the
 * entry's renderInThread), so a thread can be made to die on cue.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "render-threads-"));
const fakeBuild = path.join(dir, "build.mjs");
fs.writeFileSync(
  fakeBuild,
  `export const entry = { module: { async renderInThread(build, message) {
    if (message.url.endsWith("/die")) process.exit(3);
    if (message.url.endsWith("/crash")) return { status: 500, shellError: new Error("render crashed"), deepestBoundary: "root", lateErrors: [] };
    const data = new TextDecoder().decode(message.stream[0]);
    return { status: message.status, page: new TextEncoder().encode(message.url + " " + data + " " + message.context.matches.map((m) => m.route.id).join(",")), lateErrors: [new Error("late")] };
  } } };`,
);

function remixContext(loaderData: Record<string, unknown> = { root: { n: 1 } }) {
  const data = new TextEncoder().encode(JSON.stringify(loaderData.root ?? null));
  return {
    serverHandoffString: "{}",
    criticalCss: undefined,
    serverHandoffStream: new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(data);
        controller.close();
      },
    }),
    staticHandlerContext: {
      basename: "/",
      location: { pathname: "/", search: "", hash: "", state: null, key: "default" },
      matches: [{ params: {}, pathname: "/", pathnameBase: "/", route: { id: "root", loader: () => null } }],
      loaderData,
      actionData: null,
      errors: null,
      statusCode: 200,
      loaderHeaders: { root: new Headers() },
      actionHeaders: {},
      activeDeferreds: null,
    },
  } as unknown as EntryContext;
}

const brokenBuild = path.join(dir, "broken.mjs");
fs.writeFileSync(brokenBuild, `throw new Error("the build does not load");`);

const lateErrors: unknown[] = [];
const failures: Error[] = [];
const onFailed = (error: Error) => void failures.push(error);
const render = (url: string): DocumentRender => ({
  url,
  nonce: "n",
  serverHtml: new Map([["k", "v"]]),
  status: 200,
  onLateError: (error) => lateErrors.push(error),
});

const pools: Array<{ close(): Promise<void> }> = [];
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.close()));
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("render threads", () => {
  it("render on a thread what the main thread hands over, and carry its late errors back to be logged", async () => {
    const pool = createRenderThreads({ buildUrl: pathToFileURL(fakeBuild).href, threads: 2, onFailed });
    pools.push(pool);
    const pages = await Promise.all(
      ["/a", "/b", "/c"].map((url) => pool.render(remixContext({ root: { url } }), render(`http://x${url}`))),
    );
    expect(pages.map((page) => page?.page.toString())).toEqual([
      'http://x/a {"url":"/a"} root',
      'http://x/b {"url":"/b"} root',
      'http://x/c {"url":"/c"} root',
    ]);
    expect(pages.every((page) => Buffer.isBuffer(page?.page))).toBe(true);
    expect(lateErrors.splice(0).map((error) => (error as Error).message)).toEqual(["late", "late", "late"]);
  });

  it("a thread that dies answers its renders with an error, and the next render gets a new thread", async () => {
    const pool = createRenderThreads({ buildUrl: pathToFileURL(fakeBuild).href, threads: 1, onFailed });
    pools.push(pool);
    await expect(pool.render(remixContext(), render("http://x/die"))).rejects.toThrow("render thread exited");
    const page = await pool.render(remixContext({ root: "after" }), render("http://x/next"));
    expect(page?.page.toString()).toBe('http://x/next "after" root');
  });

  it("a thread that cannot import the build is not started again: pages render on the main thread", async () => {
    const pool = createRenderThreads({ buildUrl: pathToFileURL(brokenBuild).href, threads: 1, onFailed });
    pools.push(pool);
    await expect(pool.render(remixContext(), render("http://x/first"))).rejects.toThrow("the build does not load");
    expect(failures.splice(0).map((error) => error.message)).toEqual(["the build does not load"]);
    const context = remixContext();
    expect(await pool.render(context, render("http://x/second"))).toBeNull();
    expect(await new Response(context.serverHandoffStream).text()).toBe('{"n":1}');
  });

  it("a render that fails before its shell rejects at the boundary the thread reached", async () => {
    const pool = createRenderThreads({ buildUrl: pathToFileURL(fakeBuild).href, threads: 1, onFailed });
    pools.push(pool);
    const context = remixContext();
    await expect(pool.render(context, render("http://x/crash"))).rejects.toThrow("render crashed");
    expect(context.staticHandlerContext._deepestRenderedBoundaryId).toBe("root");
  });

  it("loader data a structured clone refuses is left to the main thread, with its stream intact", async () => {
    const pool = createRenderThreads({ buildUrl: pathToFileURL(fakeBuild).href, threads: 1, onFailed });
    pools.push(pool);
    const context = remixContext({ root: { n: 1 }, other: { callback: () => 1 } });
    expect(await pool.render(context, render("http://x/"))).toBeNull();
    const reread = await new Response(context.serverHandoffStream).text();
    expect(reread).toBe('{"n":1}');
  });
});

describe("render threads in the server", () => {
  const servers: Array<Awaited<ReturnType<typeof startServerProcess>>> = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
  });

  it("render every kind of page as the main thread does, byte for byte but the nonce and port", async () => {
    const [threaded, inProcess] = await Promise.all([
      startServerProcess({ RENDER_THREADS: "1" }),
      startServerProcess({ RENDER_THREADS: "0" }),
    ]);
    servers.push(threaded, inProcess);
    // The shop's own cookie: every page renders rather than come from the page cache.
    const headers = { Cookie: "biolife_bench=1" };
    const page = async (origin: string, pathname: string) => {
      const response = await fetch(origin + pathname, { headers });
      // The two servers differ only in their port (the site URL in the loader data) and the nonce.
      const html = (await response.text()).replaceAll(origin, "ORIGIN").replace(/nonce="[^"]*"/g, 'nonce=""');
      return { status: response.status, html };
    };
    for (const pathname of ["/", "/shop?q=magnesium", "/product/blood-sugar-maintenance", "/about", "/no-such-page"]) {
      const [a, b] = [await page(threaded.origin, pathname), await page(inProcess.origin, pathname)];
      expect({ pathname, status: a.status }).toEqual({ pathname, status: b.status });
      expect(a.html.length, pathname).toBeGreaterThan(5_000);
      expect(a.html, pathname).toBe(b.html);
    }
  }, 120_000);
});
