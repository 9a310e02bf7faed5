import { describe, expect, it } from "vitest";
import { scriptsAfterPaint } from "~/.server/http/scripts-after-paint";

// The end of a page as Remix's <Scripts> writes it (entry.server has moved the stream scripts inside <body>).
const remixTail = [
  `<link rel="modulepreload" href="/assets/entry.client-A.js"/>`,
  `<link rel="modulepreload" href="/assets/shared-B.js"/>`,
  `<link rel="modulepreload" href="/assets/root-C.js"/>`,
  `<script nonce="n0nce">window.__remixContext = {};</script>`,
  `<script nonce="n0nce" type="module" async="">;\n`,
  `import * as route0 from "/assets/root-C.js";\n`,
  `import * as route1 from "/assets/product-D.js";\n`,
  `window.__remixManifest = {"url":"/assets/manifest-E.js"};\n`,
  `window.__remixRouteModules = {"root":route0,"routes/product.$handle":route1};\n\n`,
  `import("/assets/entry.client-A.js");</script>`,
].join("");
const page = (tail: string) => `<!DOCTYPE html><html><head></head><body><main>“Hi”</main>${tail}</body></html>`;

describe("scripts after the paint", () => {
  const html = scriptsAfterPaint(page(remixTail));
  const boot = /<script nonce="n0nce" type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";

  it("asks for no module before the page has painted: no preload link, no static import", () => {
    expect(html).not.toContain("<link");
    expect(boot).not.toMatch(/^import /m);
    expect(html).toContain(`<main>“Hi”</main>`);
    expect(html).toContain(`<script nonce="n0nce">window.__remixContext = {};</script>`);
  });

  it("waits for the load event, the first contentful paint's report and a frame, then puts the same preloads back and imports the same modules", () => {
    const waits = boot.indexOf(`addEventListener("load"`);
    expect(waits).toBeGreaterThan(0);
    expect(boot).toContain(`observe({type:"paint",buffered:!0})`);
    expect(boot).toContain(`getEntriesByName("first-contentful-paint")[0]&&p()`);
    expect(boot.indexOf("requestAnimationFrame")).toBeGreaterThan(0);
    expect(boot).toContain(`setTimeout(s,3000)`);
    expect(boot).toContain(`for(const f of ["entry.client-A.js","shared-B.js","root-C.js"])`);
    expect(boot).toContain(`{rel:"modulepreload",href:"/assets/"+f}`);
    const imports = boot.indexOf(
      `const[route0,route1]=await Promise.all([import("/assets/root-C.js"),import("/assets/product-D.js")]);`,
    );
    expect(imports).toBeGreaterThan(waits);
    expect(boot.indexOf(`window.__remixRouteModules = {"root":route0`)).toBeGreaterThan(imports);
    expect(boot.indexOf(`import("/assets/entry.client-A.js");`)).toBeGreaterThan(imports);
  });

  it("leaves a page that is not Remix's usual one as it was", () => {
    const plain = page(`<script type="module">console.log(1)</script>`);
    expect(scriptsAfterPaint(plain)).toBe(plain);
  });
});
