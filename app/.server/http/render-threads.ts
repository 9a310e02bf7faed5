import type { EntryContext } from "@remix-run/node";
import { Worker } from "node:worker_threads";
import type { DocumentRender } from "./render-document";

/**
 * Pages rendered on threads of their own (RENDER_THREADS, docs/decisions/0040). The main thread runs the loaders
 * and then hands the render over: the route ids, the loader data (a structured clone) and the loader-data stream
 * Remix already encoded. A thread imports the same server build, so it renders the same markup; the page comes back
 * as one buffer. While a page renders there, the main thread reads sockets, answers probes and runs other loaders.
 */

type StaticContext = EntryContext["staticHandlerContext"];

/** What crosses to a render thread: everything the render reads, none of Remix's functions or Headers. */
export interface ThreadRender {
  url: string;
  nonce: string;
  status: number;
  serverHtml: Map<string, string> | undefined;
  serverHandoffString: string | undefined;
  criticalCss: string | undefined;
  /** The loader-data stream's chunks as Remix encoded them (one script each, as in-process). */
  stream: Uint8Array[];
  context: Omit<StaticContext, "matches" | "loaderHeaders" | "actionHeaders"> & {
    matches: Array<{
      params: StaticContext["matches"][number]["params"];
      pathname: string;
      pathnameBase: string;
      route: { id: string };
    }>;
  };
}

export interface ThreadResult {
  status: number;
  page?: Uint8Array;
  /** The render failed before its shell: Remix renders the error boundary next, at the deepest one rendered. */
  shellError?: Error;
  deepestBoundary?: string;
  lateErrors: Error[];
}

export function streamOf(chunks: Uint8Array[]) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

async function chunksOf(stream: ReadableStream<Uint8Array> | undefined) {
  const chunks: Uint8Array[] = [];
  if (!stream) return chunks;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(value);
  }
}

/** A thread's code: import the server build, then render what arrives (renderInThread, through the build's entry). */
const THREAD_CODE = `
const { parentPort, workerData } = require("node:worker_threads");
import(workerData.buildUrl).then((build) => {
  const render = build.entry.module.renderInThread;
  parentPort.postMessage({ ready: true });
  parentPort.on("message", async ({ id, message }) => {
    const result = await render(build, message);
    const page = result.page;
    const whole = page && page.byteOffset === 0 && page.byteLength === page.buffer.byteLength;
    parentPort.postMessage({ id, result }, whole ? [page.buffer] : []);
  });
});
`;

interface Thread {
  worker: Worker;
  /** It has imported the build: a thread that dies before that would die again, so it is not replaced. */
  ready: boolean;
  pending: Map<number, { resolve(result: ThreadResult): void; reject(error: Error): void }>;
}

export type RenderThreads = ReturnType<typeof createRenderThreads>;

export function createRenderThreads({
  buildUrl,
  threads,
  onFailed,
}: {
  buildUrl: string;
  threads: number;
  /** A thread could not start; with none left, pages render on the main thread. */
  onFailed(error: Error): void;
}) {
  let nextId = 0;
  const pool: Thread[] = [];

  function start() {
    const worker = new Worker(THREAD_CODE, {
      eval: true,
      workerData: { buildUrl },
      // The young generation `npm start` gives the main thread (--max-semi-space-size=8: three semi-spaces); a thread's
      // default is smaller, and a render allocates enough that it collected far more often.
      resourceLimits: { maxYoungGenerationSizeMb: 24 },
    });
    worker.unref();
    const thread: Thread = { worker, ready: false, pending: new Map() };
    worker.on("message", ({ id, result, ready }: { id: number; result: ThreadResult; ready?: true }) => {
      if (ready) thread.ready = true;
      thread.pending.get(id)?.resolve(result);
      thread.pending.delete(id);
    });
    // A thread that died takes its renders with it (each answers 500); a new one takes its place, unless it died
    // before it could import the build.
    const died = (error: Error) => {
      const at = pool.indexOf(thread);
      if (at === -1) return;
      if (thread.ready) pool[at] = start();
      else {
        pool.splice(at, 1);
        onFailed(error);
      }
      for (const { reject } of thread.pending.values()) reject(error);
      thread.pending.clear();
    };
    worker.on("error", died);
    worker.on("exit", (code) => died(new Error(`render thread exited with code ${code}`)));
    return thread;
  }
  for (let slot = 0; slot < threads; slot++) pool.push(start());

  return {
    /**
     * Renders on the least busy thread. Null when the loader data cannot cross (it holds something a structured
     * clone refuses): the caller renders it in-process, from the same stream.
     */
    async render(
      remixContext: EntryContext,
      render: DocumentRender,
    ): Promise<{ status: number; page: Buffer<ArrayBuffer> } | null> {
      if (pool.length === 0) return null;
      const chunks = await chunksOf(remixContext.serverHandoffStream);
      const { matches, loaderHeaders: _l, actionHeaders: _a, ...rest } = remixContext.staticHandlerContext;
      const message: ThreadRender = {
        url: render.url,
        nonce: render.nonce,
        status: render.status,
        serverHtml: render.serverHtml,
        serverHandoffString: remixContext.serverHandoffString,
        criticalCss: remixContext.criticalCss,
        stream: chunks,
        context: {
          ...rest,
          matches: matches.map(({ params, pathname, pathnameBase, route }) => ({
            params,
            pathname,
            pathnameBase,
            route: { id: route.id },
          })),
        },
      };
      const thread = pool.reduce((least, t) => (t.pending.size < least.pending.size ? t : least));
      const id = nextId++;
      const answer = new Promise<ThreadResult>((resolve, reject) => thread.pending.set(id, { resolve, reject }));
      try {
        thread.worker.postMessage({ id, message });
      } catch {
        thread.pending.delete(id);
        remixContext.serverHandoffStream = streamOf(chunks);
        return null;
      }
      const result = await answer;
      for (const error of result.lateErrors) render.onLateError(error);
      if (result.shellError) {
        remixContext.staticHandlerContext._deepestRenderedBoundaryId = result.deepestBoundary ?? null;
        throw result.shellError;
      }
      const page = result.page!;
      return { status: result.status, page: Buffer.from(page.buffer as ArrayBuffer, page.byteOffset, page.byteLength) };
    },
    async close() {
      const workers = pool.splice(0).map(({ worker }) => worker);
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
