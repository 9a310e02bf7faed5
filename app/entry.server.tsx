import type { ActionFunctionArgs, AppLoadContext, EntryContext, LoaderFunctionArgs } from "@remix-run/node";
import { logger } from "~/.server/ops/logger";
import { renderDocument, type DocumentRender } from "~/.server/http/render-document";
import { renderTurn } from "~/.server/http/render-turns";

export { streamTimeout, scriptsInsideBody, withoutNulBytes } from "~/.server/http/render-document";
// A render thread reaches its renderer through the build's entry module (.server/http/render-threads.ts).
export { renderInThread } from "~/.server/http/render-in-thread";

/** A loader's, action's or render's error: one line with its stack (a shopper who left is not an error). */
export function handleError(error: unknown, { request }: LoaderFunctionArgs | ActionFunctionArgs) {
  if (!request.signal.aborted) logger.error({ err: error }, "request failed");
}

/** Renders the page on a render thread when there are any (RENDER_THREADS), else here, taking turns. */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const render: DocumentRender = {
    url: request.url,
    nonce: loadContext.cspNonce,
    serverHtml: loadContext.serverHtml,
    status: responseStatusCode,
    onLateError: (error) => logger.error({ err: error }, "render failed"),
  };
  const rendered = (await loadContext.renderThreads?.render(remixContext, render)) ?? (await inProcess());
  async function inProcess() {
    await renderTurn();
    return renderDocument(remixContext, render);
  }
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(rendered.page, { headers: responseHeaders, status: rendered.status });
}
