import type { AppLoadContext } from "@remix-run/node";

/**
 * HTML a page shows but never changes in the browser (a product's description, its JSON-LD): on a whole page's
 * request it goes to the server render only (null in the loader data, see components/ui/ServerHtml.tsx); a client
 * navigation's loader data carries it, because that page is rendered in the browser.
 */
export function keptOnServer(context: AppLoadContext, name: string, html: string): string | null {
  if (!context.serverHtml) return html;
  context.serverHtml.set(name, html);
  return null;
}

/**
 * Data only the server render reads, for markup the browser's first load keeps without hydrating it (a section of
 * cards rendered once as server HTML): stored as JSON beside the kept HTML (useServerData reads it back); null in
 * the loader data. A client navigation's loader data carries it.
 */
export function keptDataOnServer<T>(context: AppLoadContext, name: string, value: T): T | null {
  if (!context.serverHtml) return value;
  context.serverHtml.set(name, JSON.stringify(value));
  return null;
}

/** Whether the loader data goes only to hydrate server HTML (so text shown as ServerHtml need not be in it). */
export const forDocument = (context: AppLoadContext) => context.serverHtml !== undefined;

/** The entries that hold something: what keptOnServer nulled out is left out of the loader data, name and all. */
export function presentOnly<T extends Record<string, unknown>>(values: T): { [K in keyof T]?: NonNullable<T[K]> } {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null)) as {
    [K in keyof T]?: NonNullable<T[K]>;
  };
}
