import { PassThrough } from "node:stream";
import type { ActionFunctionArgs, AppLoadContext, EntryContext, LoaderFunctionArgs } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { ServerHtmlContext } from "~/components/ui/ServerHtml";
import { renderToPipeableStream } from "react-dom/server";
import { NonceContext } from "~/components/layout/nonce";
import { logger } from "~/.server/ops/logger";
import { compactDocument } from "~/.server/http/compact-document";
import { scriptsAfterPaint } from "~/.server/http/scripts-after-paint";
import { renderTurn } from "~/.server/http/render-turns";

export const streamTimeout = 5_000;

/** A loader's, action's or render's error: one line with its stack (a shopper who left is not an error). */
export function handleError(error: unknown, { request }: LoaderFunctionArgs | ActionFunctionArgs) {
  if (!request.signal.aborted) logger.error({ err: error }, "request failed");
}

const END = Buffer.from("</body></html>");

/**
 * React 18.3's writeStringChunk sends its whole 2048-byte view when a
 * multi-byte character does not fit at its end, so the view's unused bytes go
 * out as NULs in the middle of the page (fixed in React 19). No HTML carries a
 * NUL byte (U+0000 is a parse error), so every one is dropped.
 */
export function withoutNulBytes(page: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  if (page.indexOf(0) === -1) return page;
  return Buffer.from(page.filter((byte) => byte !== 0));
}

/**
 * React writes the loader-data stream scripts after `</html>`, where HTML does
 * not allow them (the Nu checker: "Stray start tag script"). The page is one
 * buffer, so they move in front of `</body>`, where browsers run them in the
 * same order as before.
 */
export function scriptsInsideBody(page: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const end = page.indexOf(END);
  if (end === -1 || end + END.length === page.length) return page;
  return Buffer.concat([page.subarray(0, end), page.subarray(end + END.length), END]);
}

/**
 * Remix's first-load scripts in fewer bytes (.server/http/compact-document.ts), started once the page has
 * painted (.server/http/scripts-after-paint.ts).
 */
const rewritten = (page: Buffer<ArrayBuffer>) => Buffer.from(scriptsAfterPaint(compactDocument(page.toString("utf8"))));

/**
 * Renders the whole document, then sends it in one piece. Loader data is
 * awaited, not streamed (docs/decisions/0001), so streaming would only split
 * one finished page into hundreds of small writes, each passing through the
 * web-stream adapter and the compressor on its own: one buffer costs the
 * server far less per page (docs/decisions/0011).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  await renderTurn();
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const abortTimer = setTimeout(() => abort(), streamTimeout + 1_000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerHtmlContext.Provider value={loadContext.serverHtml}>
          <RemixServer context={remixContext} url={request.url} nonce={nonce} />
        </ServerHtmlContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          // Rendered: the abort below has nothing left to stop. Left set, it held the whole render in memory for
          // six seconds and then ended a finished stream (an ERR_STREAM_ALREADY_FINISHED error built per page).
          clearTimeout(abortTimer);
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("end", () => {
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            const page = scriptsInsideBody(rewritten(withoutNulBytes(Buffer.concat(chunks))));
            resolve(new Response(page, { headers: responseHeaders, status: responseStatusCode }));
          });
          body.on("error", reject);
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error }, "render failed");
        },
      },
    );
  });
}
