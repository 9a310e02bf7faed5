// Writes a Brotli (quality 11) and a gzip (level 9) copy beside each text file of build/client/assets, for
// app/.server/http/static-assets.ts to serve: compressed once at build, smaller than the per-response
// compression (Brotli 4) could afford, and no CPU per request. A copy is kept only when it is smaller.
import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const DIR = "build/client/assets";
const TEXT = /\.(js|css|svg|json|map|txt|xml)$/;

let before = 0;
let after = 0;
for (const name of fs.readdirSync(DIR)) {
  if (!TEXT.test(name)) continue;
  const file = path.join(DIR, name);
  const data = fs.readFileSync(file);
  const copies = {
    br: brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gz: gzipSync(data, { level: 9 }),
  };
  for (const [extension, bytes] of Object.entries(copies))
    if (bytes.length < data.length) fs.writeFileSync(`${file}.${extension}`, bytes);
  before += data.length;
  after += Math.min(data.length, copies.br.length);
}
console.log(`assets: ${(before / 1024).toFixed(0)} KiB, ${(after / 1024).toFixed(0)} KiB as Brotli`);
