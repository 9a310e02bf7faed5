import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { encodeBody, gzipWith as gzipParts, plainWith as plainParts } from "~/.server/page-cache/encoded";

type Encoded = ReturnType<typeof encodeBody>;
const joined = ({ parts, length }: { parts: Buffer[]; length: number }) => {
  const body = Buffer.concat(parts);
  expect(body.length).toBe(length);
  return body;
};
const plainWith = (encoded: Encoded, nonce: string) => joined(plainParts(encoded, nonce));
const gzipWith = (encoded: Encoded, nonce: string) => joined(gzipParts(encoded, nonce));
import { NONCE_PLACEHOLDER } from "~/.server/page-cache/policy";

const page = [
  `<!DOCTYPE html><html><head><script nonce="${NONCE_PLACEHOLDER}">1</script></head><body>`,
  "<p>Magnesium glycinate – 120 capsules ✓</p>".repeat(400),
  `<script nonce="${NONCE_PLACEHOLDER}">window.x=1</script><script nonce="${NONCE_PLACEHOLDER}"></script></body></html>`,
].join("");

describe("page cache pre-encoded bodies", () => {
  const encoded = encodeBody(page);
  const expected = (nonce: string) => page.replaceAll(NONCE_PLACEHOLDER, nonce);

  it("puts each answer's nonce in every place, plain and gzip", () => {
    for (const nonce of ["AAAAAAAAAAAAAAAAAAAAAA==", "q+/7Zx0Qm1w3kPq0bJXz2g=="]) {
      expect(plainWith(encoded, nonce).toString("utf8")).toBe(expected(nonce));
      // gunzipSync checks the trailer's CRC-32 and length too.
      expect(zlib.gunzipSync(gzipWith(encoded, nonce)).toString("utf8")).toBe(expected(nonce));
    }
  });

  it("handles a page without a nonce and an empty nonce", () => {
    const bare = encodeBody("<p>no scripts</p>");
    expect(zlib.gunzipSync(gzipWith(bare, "abc")).toString("utf8")).toBe("<p>no scripts</p>");
    expect(zlib.gunzipSync(gzipWith(encoded, "")).toString("utf8")).toBe(expected(""));
  });

  it("is much smaller than the page", () => {
    expect(gzipWith(encoded, "n").length).toBeLessThan(Buffer.byteLength(page) / 5);
  });
});
