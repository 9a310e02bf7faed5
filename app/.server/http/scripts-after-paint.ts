/**
 * The page's scripts start once it has painted (docs/decisions/0030-scripts-after-paint.md).
 *
 * Every page works without JavaScript, so hydration can wait: the module
 * preloads Remix writes (`<link rel="modulepreload">`) and the static imports
 * of its route-modules script make the browser fetch and run about 100 KB of
 * JavaScript while the largest image is still on its way, and on a slow phone
 * that is what the first paint of that image waits for. The page is one
 * buffer (entry.server), so it is rewritten here:
 *
 * - the preload links go;
 * - the route-modules script (still a module, at the same place, so hydration
 *   meets the same element) first waits for the window's load event, the
 *   browser's report of the first contentful paint, and the frame after it
 *   (at most START_AT_LATEST_MS), then puts the same preload links back where
 *   they were, imports the route modules and the entry. The load event can
 *   come before that paint, and the next frame then need not be it: scripts
 *   asked for in between made Lighthouse count their download in the paint.
 *
 * The DOM the client hydrates is then the one Remix rendered.
 */
const PRELOAD = /<link rel="modulepreload" href="([^"]+)"(?: crossorigin="[^"]*")?\/>/g;
const MODULE_SCRIPT = /(<script(?: nonce="[^"]*")? type="module" async="">)([\s\S]*?)(<\/script>)/;
const STATIC_IMPORT = /^import \* as (route\d+) from ("[^"]+");$/gm;

/** Scripts start no later than this after the page began, whatever the load event does (a stalled image). */
export const START_AT_LATEST_MS = 3000;

/** Where Remix's module files are; the preload list names them without it. */
const ASSETS = "/assets/";

/**
 * The route-modules script's text (written compactly: it is in every page),
 * waiting for the paint and putting the preloads back before it imports.
 */
export function deferredRouteModules(text: string, preloads: string[]): string | null {
  const imports = [...text.matchAll(STATIC_IMPORT)];
  if (imports.length === 0 || !/^import\("[^"]+"\);$/m.test(text)) return null;
  if (preloads.some((href) => !href.startsWith(ASSETS))) return null;
  const rest = text.replace(STATIC_IMPORT, "").replace(/^;\s*/, "").trim();
  const files = preloads.map((href) => href.slice(ASSETS.length));
  return [
    `;await new Promise(s=>{const p=()=>requestAnimationFrame(()=>setTimeout(s)),l=()=>new PerformanceObserver(e=>e.getEntriesByName("first-contentful-paint")[0]&&p()).observe({type:"paint",buffered:!0});document.readyState=="complete"?l():addEventListener("load",l,{once:!0});setTimeout(s,${START_AT_LATEST_MS})});`,
    `const b=document.querySelector("script[type=module][async]").previousElementSibling;`,
    `for(const f of ${JSON.stringify(files)})b.before(Object.assign(document.createElement("link"),{rel:"modulepreload",href:"${ASSETS}"+f}));`,
    `const[${imports.map((m) => m[1]).join(",")}]=await Promise.all([${imports.map((m) => `import(${m[2]})`).join(",")}]);`,
    rest,
  ].join("\n");
}

const BOOT_PRELOADS = /for\(const f of (\[[^\]]*\])\)/;

/** The module files a rewritten page preloads once it has painted (for measuring and tests). */
export function bootPreloads(html: string): string[] {
  const list = BOOT_PRELOADS.exec(html)?.[1];
  return list ? (JSON.parse(list) as string[]).map((file) => ASSETS + file) : [];
}

/** The page with its scripts started after the paint; unchanged when it is not Remix's usual page. */
export function scriptsAfterPaint(html: string): string {
  const module = MODULE_SCRIPT.exec(html);
  if (!module) return html;
  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]);
  const text = deferredRouteModules(module[2], preloads);
  if (text === null) return html;
  return html.replace(MODULE_SCRIPT, () => `${module[1]}${text}${module[3]}`).replace(PRELOAD, "");
}
