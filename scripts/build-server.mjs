// Compiles server.ts (and what it imports outside the Remix build) to build/server.js, and the database thread.
import { build } from "esbuild";

await build({
  entryPoints: ["server.ts"],
  outfile: "build/server.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: "warning",
});

// The embedded database's thread and the voice's synthesis threads (each found next to build/server.js).
await build({
  entryPoints: {
    "pglite-worker": "app/.server/db/pglite-worker.ts",
    "espeak-worker": "app/.server/voice/espeak-worker.ts",
  },
  outdir: "build",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  logLevel: "warning",
});

// The service worker (docs/decisions/0069): one file at the site's root, for the browser; /sw.js serves it.
await build({
  entryPoints: { sw: "app/lib/offline/service-worker.ts" },
  outdir: "build/client",
  bundle: true,
  platform: "browser",
  format: "iife",
  target: "es2020",
  minify: true,
  logLevel: "warning",
});
