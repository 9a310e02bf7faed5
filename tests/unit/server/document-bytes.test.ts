import { PassThrough } from "node:stream";
import { createElement } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { withoutNulBytes } from "~/entry.server";

/** The bytes React's streaming renderer sends for an element, as entry.server collects them. */
function streamed(element: ReturnType<typeof createElement>): Promise<Buffer<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const body = new PassThrough();
    const chunks: Buffer[] = [];
    body.on("data", (chunk: Buffer) => chunks.push(chunk));
    body.on("end", () => resolve(Buffer.concat(chunks) as Buffer<ArrayBuffer>));
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(body), onError: reject });
  });
}

// Short text chunks (as a page is made of) in front of a testimonial, at every offset, so that its curly
// quote (3 bytes) meets the end of React's 2048-byte write buffer.
const page = (offset: number) =>
  createElement(
    "main",
    null,
    ...Array.from({ length: 200 }, (_, i) => createElement("i", { key: i }, "ab")),
    createElement("p", { key: "pad" }, "a".repeat(offset)),
    createElement("blockquote", { key: "quote" }, "“My cardiologist”"),
  );

describe("the document's bytes", () => {
  it("carry no NUL where a multi-byte character meets the end of React's write buffer", async () => {
    let nulPages = 0;
    for (let padding = 180; padding < 260; padding++) {
      const raw = await streamed(page(padding));
      if (raw.includes(0)) nulPages += 1;
      expect(withoutNulBytes(raw).toString("utf8")).toBe(renderToString(page(padding)));
    }
    // The renderer's fault this guards against is real (React 18.3): some of these lengths hit it.
    expect(nulPages).toBeGreaterThan(0);
  });

  it("leaves a page without NUL bytes as it is", () => {
    const clean = Buffer.from("<p>“ok”</p>") as Buffer<ArrayBuffer>;
    expect(withoutNulBytes(clean)).toBe(clean);
  });
});
