import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Rollup } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { thirdPartyLicences } from "./scripts/third-party-licences";
import remixConfig from "./remix.config.js";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

const isRouteModule = (id: string) => /\/app\/(root\.tsx|routes\/[^/]+)(\?|$)/.test(id);

/**
 * The route modules (root included) that load a module through static imports
 * alone. A module that only a lazy `import()` reaches has none, and keeps its
 * own on-demand chunk.
 */
function routesLoading(id: string, getModuleInfo: Rollup.GetModuleInfo, memo: Map<string, Set<string>>): Set<string> {
  const known = memo.get(id);
  if (known) return known;
  const routes = new Set<string>();
  memo.set(id, routes); // import cycles end here
  if (isRouteModule(id)) routes.add(id.replace(/\?.*$/, ""));
  for (const importer of getModuleInfo(id)?.importers ?? []) {
    for (const route of routesLoading(importer, getModuleInfo, memo)) routes.add(route);
  }
  return routes;
}

/** Catalogue code that several routes (shop, product, conditions, ...) share, but the root does not load. */
const CATALOGUE = /\/app\/(components\/(product|shop|saved|cart)|lib\/(catalogue|saved|cart))\//;

/**
 * First-load chunks: the app's modules that the root loads eagerly go into one
 * shared chunk, and catalogue modules several routes load into another,
 * instead of a dozen small files each; a module one route alone uses stays in
 * that route's chunk, and one only a lazy import reaches stays on demand.
 */
function sharedChunks(): Rollup.GetManualChunk {
  const memo = new Map<string, Set<string>>();
  return (id, { getModuleInfo }) => {
    if (!id.includes("/app/") || id.includes("/node_modules/") || isRouteModule(id)) return undefined;
    const routes = routesLoading(id, getModuleInfo, memo);
    // ServerHtml is a few lines that product and home share: in its own chunk it would cost each a request.
    if (
      id.includes("/app/lib/webmcp/form-tools") ||
      id.includes("/app/components/ui/ServerHtml") ||
      // Every page's meta tags: left to Rollup, it joins a chunk of listing code that home would then load.
      id.includes("/app/lib/meta.ts") ||
      [...routes].some((route) => route.endsWith("/app/root.tsx"))
    )
      return "shared";
    // The certification badges home's trust row, the shop's screen and the footer's lazy chunk show, in a chunk of their
    // own: left to Rollup, they joined the listing's chunk, which home would then load, and product pages show none.
    if (/\/app\/(content\/certifications|components\/ui\/CertificationBadge)\./.test(id)) return "certifications";
    // The listing's screen (toolbar, pagination) apart from the cards that home and product pages load too.
    if (routes.size > 1 && CATALOGUE.test(id))
      return [...routes].some((route) => /\/app\/routes\/(_index|product\.\$handle)\.tsx$/.test(route))
        ? "catalogue"
        : "listing";
    return undefined;
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), remix(remixConfig), tsconfigPaths(), thirdPartyLicences()],
  build: {
    assetsInlineLimit: 0,
    // Terser packs the client's scripts 4 % smaller than esbuild's minifier (gzip: the framework's chunk 92.6 -> 88.9 KB).
    // The packages' licence notices are in /third-party-licences.txt instead (scripts/third-party-licences.ts).
    minify: isSsrBuild ? false : "terser",
    terserOptions: { ecma: 2020, module: true, compress: { passes: 2 }, format: { comments: false } },
    // Every supported browser runs ES2022 as is: no down-levelling helpers in the bundle.
    target: "es2022",
    // Client files are named by their hash alone: every page names its scripts three times (preloads, imports,
    // manifest), and the hash is what makes a name unique and cacheable.
    rollupOptions: isSsrBuild
      ? // The server names a CSS or SVG asset as the client does: a root `links()` href that differed between the
        // two had the browser fetch the stylesheet again at the first client navigation (issue 61).
        { output: { assetFileNames: "assets/[hash][extname]" } }
      : {
          output: {
            manualChunks: sharedChunks(),
            entryFileNames: "assets/[hash].js",
            chunkFileNames: "assets/[hash].js",
            assetFileNames: "assets/[hash][extname]",
          },
        },
  },
}));
