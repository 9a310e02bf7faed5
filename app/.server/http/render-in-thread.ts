import type { EntryContext, ServerBuild } from "@remix-run/node";
import { renderDocument } from "./render-document";
import { installRouteMatchMemo } from "./route-match-memo";
import { streamOf, type ThreadRender, type ThreadResult } from "./render-threads";

type StaticContext = EntryContext["staticHandlerContext"];

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** In a render thread: the EntryContext Remix would have built, from the build and what crossed. */
export async function renderInThread(build: ServerBuild, message: ThreadRender): Promise<ThreadResult> {
  installRouteMatchMemo(); // the thread's own @remix-run/router: the static router matches too (route-match-memo.ts)
  const staticHandlerContext = { ...message.context, loaderHeaders: {}, actionHeaders: {} } as unknown as StaticContext;
  const context = {
    manifest: build.assets,
    routeModules: Object.fromEntries(Object.entries(build.routes).map(([id, route]) => [id, route.module])),
    staticHandlerContext,
    criticalCss: message.criticalCss,
    serverHandoffString: message.serverHandoffString,
    serverHandoffStream: streamOf(message.stream),
    renderMeta: {},
    future: build.future,
    isSpaMode: build.isSpaMode,
    serializeError: (error: Error) => ({ message: error.message, stack: undefined }),
  } as unknown as EntryContext;
  const lateErrors: Error[] = [];
  try {
    const { status, page } = await renderDocument(context, {
      url: message.url,
      nonce: message.nonce,
      serverHtml: message.serverHtml,
      status: message.status,
      onLateError: (error) => lateErrors.push(asError(error)),
    });
    return { status, page, lateErrors };
  } catch (error) {
    return {
      status: 500,
      shellError: asError(error),
      deepestBoundary: staticHandlerContext._deepestRenderedBoundaryId ?? undefined,
      lateErrors,
    };
  }
}
