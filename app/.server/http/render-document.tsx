import type { EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { NonceContext } from "~/components/layout/nonce";
import { ServerHtmlContext } from "~/components/ui/ServerHtml";
import { compactDocument } from "./compact-document";
import { scriptsAfterPaint } from "./scripts-after-paint";

export const streamTimeout = 5_000;

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
 * Remix's first-load scripts in fewer bytes (compact-document.ts), started once the page has painted
 * (scripts-after-paint.ts).
 */
const rewritten = (page: Buffer<ArrayBuffer>) => Buffer.from(scriptsAfterPaint(compactDocument(page.toString("utf8"))));

export interface DocumentRender {
  url: string;
  nonce: string;
  serverHtml: Map<string, string> | undefined;
  /** The status the page is answered with; a render error makes it 500. */
  status: number;
  /** An error after the page's shell was written (the page is still sent, with status 500). */
  onLateError(error: unknown): void;
}

/**
 * Renders the whole document, then hands it over in one piece. Loader data is
 * awaited, not streamed (docs/decisions/0001), so streaming would only split
 * one finished page into hundreds of small writes, each passing through the
 * web-stream adapter and the compressor on its own: one buffer costs the
 * server far less per page (docs/decisions/0011). Rejects when the shell
 * fails, so Remix renders the error boundary instead.
 */
export function renderDocument(context: EntryContext, render: DocumentRender) {
  const { url, nonce } = render;
  let status = render.status;
  return new Promise<{ status: number; page: Buffer<ArrayBuffer> }>((resolve, reject) => {
    let shellRendered = false;
    const abortTimer = setTimeout(() => abort(), streamTimeout + 1_000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerHtmlContext.Provider value={render.serverHtml}>
          <RemixServer context={context} url={url} nonce={nonce} />
        </ServerHtmlContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          // Rendered: the abort below has nothing left to stop. Left set, it held the whole render in memory for
          // six seconds and then ended a finished stream.
          clearTimeout(abortTimer);
          pipe(collector((chunks) => resolve({ status, page: scriptsInsideBody(rewritten(withoutNulBytes(chunks))) })));
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          if (shellRendered) render.onLateError(error);
        },
      },
    );
  });
}

/**
 * The smallest destination React's pipe writes to: it keeps each chunk (React hands a fresh view per chunk) and
 * joins them when React ends it. A PassThrough cost a readable and a writable side per page, and React's close
 * handler then ended the finished stream again (an ERR_STREAM_ALREADY_FINISHED error built per page).
 */
function collector(done: (page: Buffer<ArrayBuffer>) => void) {
  const chunks: Uint8Array[] = [];
  const destination = {
    write(chunk: Uint8Array) {
      chunks.push(chunk);
      return true;
    },
    end() {
      done(Buffer.concat(chunks));
    },
    on() {
      return destination;
    },
  };
  return destination as unknown as NodeJS.WritableStream;
}
