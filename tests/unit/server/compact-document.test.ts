import { describe, expect, it } from "vitest";
import {
  compactContext,
  compactDocument,
  compactLoaderData,
  compactManifest,
  singleQuoted,
} from "~/.server/http/compact-document";

/** What a script's string literal evaluates to in the browser. */
const evaluate = (literal: string) => new Function(`return ${literal}`)() as string;

const manifest = {
  entry: { module: "/assets/entry.js", imports: [], css: [] },
  routes: {
    root: { id: "root", path: "", hasLoader: true, hasAction: false, hasErrorBoundary: true, css: [] },
    "routes/shop": { id: "routes/shop", parentId: "root", hasLoader: true, hasClientLoader: false, css: ["/a.css"] },
  },
  url: "/assets/manifest-1.js",
};
const manifestScript = `<script type="module">import * as route0 from "/assets/root.js";
window.__remixManifest = ${JSON.stringify(manifest, null, 2)};
window.__remixRouteModules = {"root":route0};</script>`;

/** A loader-data chunk as Remix escapes it (JSON.stringify, then <, >, &, U+2028/9 as \u escapes). */
const enqueue = (value: string) =>
  `<script>window.__remixContext.streamController.enqueue(${JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  )});</script>`;

describe("the first load's scripts, compacted", () => {
  it("keep the manifest's value without its indentation, false flags or empty stylesheet lists", () => {
    const out = compactManifest(manifestScript);
    const compact = {
      entry: { module: "/assets/entry.js", imports: [] },
      routes: {
        root: { id: "root", path: "", hasLoader: true, hasErrorBoundary: true },
        "routes/shop": { id: "routes/shop", parentId: "root", hasLoader: true, css: ["/a.css"] },
      },
      url: "/assets/manifest-1.js",
    };
    expect(out).toContain(`window.__remixManifest = ${JSON.stringify(compact)};\nwindow.__remixRouteModules`);
  });

  it("keep the context's true flags and basename, without its false flags", () => {
    // As Remix writes it (its Scripts component).
    const context = `<script>window.__remixContext = {"basename":"/","future":{"v3_fetcherPersist":true,"v3_routeConfig":false,"unstable_optimizeDeps":false},"isSpaMode":false};window.__remixContext.stream = new ReadableStream();</script>`;
    expect(compactContext(context)).toBe(
      `<script>window.__remixContext = {"basename":"/","future":{"v3_fetcherPersist":true}};window.__remixContext.stream = new ReadableStream();</script>`,
    );
  });

  it("keep every loader-data text the browser reads, quotes, backslashes, closing tags and separators alike", () => {
    const value = `[{"_1":2},"it's \\"quoted\\"","</script><!--","a\\\\b","line\\nbreak","\u2028\u2029","é✓",""]\n`;
    const out = compactLoaderData(enqueue(value));
    const literal = out.slice(out.indexOf("enqueue(") + 8, out.lastIndexOf(");</script>"));
    expect(evaluate(literal)).toBe(value);
    expect(literal).not.toMatch(/[<>&\u2028\u2029]/);
    expect(out.length).toBeLessThan(enqueue(value).length);
    expect(evaluate(singleQuoted("\u0000\t'"))).toBe("\u0000\t'");
  });

  it("leave a page without these scripts as it is", () => {
    const page = "<!DOCTYPE html><html><body><p>window.__remixManifest</p></body></html>";
    expect(compactDocument(page)).toBe(page);
  });
});
