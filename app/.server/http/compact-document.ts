/**
 * Remix writes its scripts into every page for the first load larger than they need to be: the context with its
 * false flags, the route manifest as indented JSON, and the loader data as a
 * JSON text inside a double-quoted string, where every quote of the JSON costs a backslash. The page is one string
 * once rendered (entry.server.tsx), so these are rewritten there to the same values in fewer bytes.
 */

/** What a script may not contain unescaped: `</script>`, `<!--` and the line separators JavaScript strings refuse. */
const UNSAFE = /[<>&\u2028\u2029]/g;
const unicodeEscape = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;

/**
 * The JSON a script assigns between `before` and `after`, rewritten by `change` and written back compactly (unchanged
 * when the markers are missing or the JSON does not parse).
 */
function rewriteJson<T>(html: string, before: string, after: string, change: (value: T) => T): string {
  const start = html.indexOf(before);
  if (start === -1) return html;
  const from = start + before.length;
  const end = html.indexOf(after, from);
  if (end === -1) return html;
  let json: string;
  try {
    json = JSON.stringify(change(JSON.parse(html.slice(from, end)) as T)).replace(UNSAFE, unicodeEscape);
  } catch {
    return html;
  }
  return html.slice(0, from) + json + html.slice(end);
}

const MANIFEST = "window.__remixManifest = ";
const MANIFEST_END = ";\nwindow.__remixRouteModules";

type ManifestRoute = Record<string, unknown> & { css?: unknown[] };

/** Flags that are false and stylesheet lists that are empty say nothing the browser's Remix reads (it tests them for truth). */
function withoutEmpty(route: ManifestRoute): ManifestRoute {
  return Object.fromEntries(
    Object.entries(route).filter(
      ([key, value]) =>
        !(value === false && key.startsWith("has")) && !(key === "css" && Array.isArray(value) && value.length === 0),
    ),
  );
}

/** The route manifest without its indentation, false flags and empty stylesheet lists. */
export function compactManifest(html: string): string {
  return rewriteJson<{ entry: ManifestRoute; routes: Record<string, ManifestRoute> }>(
    html,
    MANIFEST,
    MANIFEST_END,
    (manifest) => ({
      ...manifest,
      entry: withoutEmpty(manifest.entry),
      routes: Object.fromEntries(Object.entries(manifest.routes).map(([id, route]) => [id, withoutEmpty(route)])),
    }),
  );
}

const ENQUEUE = /(window\.__remixContext\.streamController\.enqueue\()("(?:[^"\\]|\\.)*")(\);)/g;

const ESCAPES: Record<string, string> = { "\\": "\\\\", "'": "\\'", "\n": "\\n" };

/** A JavaScript string literal in single quotes: the JSON's own double quotes need no backslash there. */
export function singleQuoted(text: string): string {
  // Control characters are exactly what a string literal may not hold as they are.
  // eslint-disable-next-line no-control-regex
  const body = text.replace(/[\\'\u0000-\u001f]/g, (char) => ESCAPES[char] ?? unicodeEscape(char));
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

const CONTEXT = "window.__remixContext = ";
const CONTEXT_END = ";window.__remixContext.stream";

/** The Remix context without its false future flags and a false isSpaMode (the browser's Remix tests them for truth). */
export function compactContext(html: string): string {
  return rewriteJson<Record<string, unknown> & { future?: Record<string, unknown> }>(
    html,
    CONTEXT,
    CONTEXT_END,
    ({ isSpaMode, future, ...context }) => ({
      ...context,
      ...(future ? { future: Object.fromEntries(Object.entries(future).filter(([, value]) => value !== false)) } : {}),
      ...(isSpaMode === false ? {} : { isSpaMode }),
    }),
  );
}

export const compactDocument = (html: string) => compactLoaderData(compactManifest(compactContext(html)));
