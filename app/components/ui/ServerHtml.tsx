import { createContext, useContext, type HTMLAttributes } from "react";

/** The server render's HTML kept out of loader data (.server/http/server-html.ts); undefined in the browser. */
export const ServerHtmlContext = createContext<Map<string, string> | undefined>(undefined);

/** `html` when the loader data has it, else what the server render kept under `name` ("" in the browser). */
export function useServerHtml(name: string, html: string | null) {
  const kept = useContext(ServerHtmlContext);
  return html ?? kept?.get(name) ?? "";
}

/** What a loader kept for the server render only (keptDataOnServer): `value` when the loader data has it. */
export function useServerData<T>(name: string, value: T | null): T | null {
  const kept = useContext(ServerHtmlContext)?.get(name);
  return value ?? (kept === undefined ? null : (JSON.parse(kept) as T));
}

/**
 * HTML the server renders once and the browser keeps. On a page's first load `html` is null in the browser:
 * hydration leaves an element's inner HTML as the server wrote it (React compares it only in development, hence
 * suppressHydrationWarning) and re-renders with the same empty string change nothing. A client navigation's
 * loader data brings the HTML, and React writes it.
 */
export function ServerHtml({
  name,
  html,
  ...props
}: { name: string; html: string | null } & HTMLAttributes<HTMLDivElement>) {
  return <div {...props} dangerouslySetInnerHTML={{ __html: useServerHtml(name, html) }} suppressHydrationWarning />;
}

/** A JSON-LD script kept the same way: crawlers read it in the first load's markup. */
export function ServerJsonLd({ name, json, nonce }: { name: string; json: string | null; nonce?: string }) {
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      dangerouslySetInnerHTML={{ __html: useServerHtml(name, json) }}
      suppressHydrationWarning
    />
  );
}
