import { bootPreloads } from "../app/.server/http/scripts-after-paint";

/**
 * The JavaScript files a page's first load fetches, read from its HTML alike
 * for our pages and the peer's: module preloads, script sources, static and
 * dynamic imports of its inline module, and the preloads our boot script puts
 * back once the page has painted (docs/decisions/0030).
 */
export function firstLoadScriptUrls(html: string): Set<string> {
  const urls = new Set<string>(bootPreloads(html));
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)|from "([^"]+\.js)"|import "([^"]+\.js)"/g))
    urls.add(m[1] ?? m[2] ?? m[3]);
  return urls;
}
