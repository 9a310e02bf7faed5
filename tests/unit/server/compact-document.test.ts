import { describe, expect, it } from "vitest";
import {
  compactContext,
  compactDocument,
  compactLoaderData,
  compactManifest,
  compactScrollScript,
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

// Remix's ScrollRestoration script as the build writes it.
const scrollScript = `<script nonce="n">((STORAGE_KEY, restoreKey) => {
    if (!window.history.state || !window.history.state.key) {
      let key = Math.random().toString(32).slice(2);
      window.history.replaceState({
        key
      }, "");
    }
    try {
      let positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) || "{}");
      let storedY = positions[restoreKey || window.history.state.key];
      if (typeof storedY === "number") {
        window.scrollTo(0, storedY);
      }
    } catch (error) {
      console.error(error);
      sessionStorage.removeItem(STORAGE_KEY);
    }
  })("positions", null)</script>`;

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

  it("keep the scroll script's code, on fewer lines", () => {
    const out = compactScrollScript(scrollScript);
    expect(out.length).toBeLessThan(scrollScript.length - 100);
    const code = (html: string) => html.slice(html.indexOf(">") + 1, html.lastIndexOf("</script>"));
    // The same statements: both parse, and apart from white space the text is the same.
    expect(() => new Function(code(out))).not.toThrow();
    expect(code(out).replace(/\s/g, "")).toBe(code(scrollScript).replace(/\s/g, ""));
    expect(code(out)).toContain("let key=Math.random().toString(32).slice(2);");
    // Spaces inside a string literal stay.
    const quoted = compactScrollScript(scrollScript.replace('"{}"', '"{ a = b, c }"'));
    expect(code(quoted)).toContain('"{ a = b, c }"');
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
