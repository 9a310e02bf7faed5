/**
 * Remix writes three scripts into every page for the first load, each larger than it needs to be: the route
 * manifest as indented JSON, the scroll-restoring function with its source's indentation, and the loader data as a
 * JSON text inside a double-quoted string, where every quote of the JSON costs a backslash. The page is one string
 * once rendered (entry.server.tsx), so these are rewritten there to the same values in fewer bytes.
 */

/** What a script may not contain unescaped: `</script>`, `<!--` and the line separators JavaScript strings refuse. */
const UNSAFE = /[<>&\u2028\u2029]/g;
const unicodeEscape = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;

const MANIFEST = "window.__remixManifest = ";
const MANIFEST_END = ";\nwindow.__remixRouteModules";

/** The route manifest without its indentation. */
export function compactManifest(html: string): string {
  const start = html.indexOf(MANIFEST);
  if (start === -1) return html;
  const from = start + MANIFEST.length;
  const end = html.indexOf(MANIFEST_END, from);
  if (end === -1) return html;
  let json: string;
  try {
    json = JSON.stringify(JSON.parse(html.slice(from, end))).replace(UNSAFE, unicodeEscape);
  } catch {
    return html;
  }
  return html.slice(0, from) + json + html.slice(end);
}

const SCROLL = /(<script[^>]*>)(\(\(STORAGE_KEY, restoreKey\) => \{[^<]*)<\/script>/;

/**
 * The scroll-restoring script without its line breaks and indentation. A line break goes only where a statement
 * cannot end (after `{`, `;`, `,` or `(`, or before `}`), so the code means the same.
 */
export function compactScrollScript(html: string): string {
  return html.replace(SCROLL, (_all, open: string, code: string) => {
    const compact = code.replace(/\s*\n\s*/g, (space, offset: number, text: string) => {
      const before = text[offset - 1];
      const after = text[offset + space.length];
      return "{;,(".includes(before) || after === "}" ? "" : "\n";
    });
    return `${open}${compact}</script>`;
  });
}

const ENQUEUE = /(window\.__remixContext\.streamController\.enqueue\()("(?:[^"\\]|\\.)*")(\);)/g;

/** A JavaScript string literal in single quotes: the JSON's own double quotes need no backslash there. */
export function singleQuoted(text: string): string {
  const body = text.replace(/[\\'\u0000-\u001f]/g, (char) =>
    char === "\\" ? "\\\\" : char === "'" ? "\\'" : unicodeEscape(char),
  );
  return `'${body.replace(UNSAFE, unicodeEscape)}'`;
}

/** The loader data's chunks as single-quoted strings (the same text, one backslash fewer per quote). */
export function compactLoaderData(html: string): string {
  return html.replace(ENQUEUE, (all, open: string, literal: string, close: string) => {
    try {
      return `${open}${singleQuoted(JSON.parse(literal) as string)}${close}`;
    } catch {
      return all;
    }
  });
}

export const compactDocument = (html: string) => compactLoaderData(compactScrollScript(compactManifest(html)));
