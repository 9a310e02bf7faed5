import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServerProcess } from "../../../scripts/server-process";
import { rawRequest } from "../../support/raw-http";

/**
 * The build's files (/assets) as the browser gets them: the Brotli or gzip
 * copy written at build time (scripts/compress-assets.mjs), byte for byte the
 * file once decoded, cached for a year; and hostile paths and encodings that
 * must not reach a file outside the folder or a 500. Needs `npm run build`.
 */
const DIR = "build/client/assets";
const scripts = fs.existsSync(DIR) ? fs.readdirSync(DIR).filter((name) => name.endsWith(".js")) : [];
// The largest script: the framework's chunk every page loads.
const largest = scripts.sort((a, b) => fs.statSync(path.join(DIR, b)).size - fs.statSync(path.join(DIR, a)).size)[0];

describe.skipIf(!largest)("static assets", () => {
  let server: Awaited<ReturnType<typeof startServerProcess>>;
  const original = largest ? fs.readFileSync(path.join(DIR, largest)) : Buffer.alloc(0);
  const get = (file: string, acceptEncoding?: string) =>
    rawRequest(server.origin, `/assets/${file}`, {
      headers: acceptEncoding === undefined ? {} : { "Accept-Encoding": acceptEncoding },
    });

  beforeAll(async () => {
    server = await startServerProcess({});
  }, 120_000);
  afterAll(() => server?.stop());

  it("has a Brotli and a gzip copy of every script, each the script once decoded", () => {
    for (const name of scripts) {
      const file = path.join(DIR, name);
      const data = fs.readFileSync(file);
      // A copy is kept only when it is smaller (a tiny chunk's gzip is not): then it must be missing for that reason.
      for (const [extension, decode, encode] of [
        [
          "br",
          brotliDecompressSync,
          // As scripts/compress-assets.mjs makes it.
          (bytes: Buffer) =>
            brotliCompressSync(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
        ],
        ["gz", gunzipSync, (bytes: Buffer) => gzipSync(bytes, { level: 9 })],
      ] as const) {
        const copy = `${file}.${extension}`;
        if (fs.existsSync(copy)) expect(decode(fs.readFileSync(copy)).equals(data), copy).toBe(true);
        else expect(encode(data).length, copy).toBeGreaterThanOrEqual(data.length);
      }
    }
  });

  it("sends the Brotli copy to a browser that takes it, smaller than gzip, cached for a year", async () => {
    const brotli = await get(largest, "gzip, deflate, br, zstd");
    expect(brotli.status).toBe(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(brotli.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(brotli.bytes).equals(original)).toBe(true);

    const gzip = await get(largest, "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.bytes).equals(original)).toBe(true);
    expect(brotli.bytes.length).toBeLessThan(gzip.bytes.length);
  });

  it("honours a refused encoding and sends the file as is to a client that takes none", async () => {
    expect((await get(largest, "br;q=0, gzip")).headers["content-encoding"]).toBe("gzip");
    for (const acceptEncoding of [undefined, "identity", "gzip;q=0, br;q=0", ",,;;", "br;q=x", "a".repeat(4_000)]) {
      const plain = await get(largest, acceptEncoding);
      expect(plain.status, String(acceptEncoding)).toBe(200);
      expect(plain.headers["content-encoding"], String(acceptEncoding)).toBeUndefined();
      expect(plain.bytes.equals(original), String(acceptEncoding)).toBe(true);
    }
  });

  it("serves the licence notice of every package in the scripts, which carry none themselves", async () => {
    const answer = await rawRequest(server.origin, "/third-party-licences.txt");
    expect(answer.status).toBe(200);
    for (const name of [
      "react",
      "react-dom",
      "scheduler",
      "@remix-run/react",
      "@remix-run/router",
      "react-router-dom",
    ]) {
      const { version } = JSON.parse(fs.readFileSync(`node_modules/${name}/package.json`, "utf8")) as {
        version: string;
      };
      expect(answer.body).toContain(`${name} ${version} (MIT)`);
    }
    expect(answer.body).toContain("Copyright (c) Facebook, Inc. and its affiliates.");
    expect(answer.body).toContain("Copyright (c) Remix Software Inc.");
    // The framework's notices were what the scripts kept (Remix's once per module); now none is left.
    expect(original.toString("utf8")).not.toMatch(/@license|Copyright \(c\)/);
  });

  it("never serves a file from outside the folder, and answers a malformed path with 4xx or a redirect", async () => {
    for (const attack of [
      "..%2f..%2fpackage.json",
      "..%2f..%2f..%2fserver.ts",
      "%2e%2e/%2e%2e/package.json",
      "..%5c..%5cpackage.json",
      `${largest}%00.br`,
      "%E0%A4%A",
      "%",
    ]) {
      const answer = await get(attack, "br, gzip");
      expect(answer.status, attack).toBeLessThan(500);
      expect(answer.body, attack).not.toContain('"name": "biolife-storefront"');
      expect(answer.body, attack).not.toContain("startServer");
    }
  });
});
