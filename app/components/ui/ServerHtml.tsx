import { createContext, useContext, useState, type HTMLAttributes, type ReactNode } from "react";

/** The server render's HTML kept out of loader data (.server/http/server-html.ts); undefined in the browser. */
export const ServerHtmlContext = createContext<Map<string, string> | undefined>(undefined);

function useHtml(name: string, html: string | null) {
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
  return <div {...props} dangerouslySetInnerHTML={{ __html: useHtml(name, html) }} suppressHydrationWarning />;
}

/** A JSON-LD script kept the same way: crawlers read it in the first load's markup. */
export function ServerJsonLd({ name, json, nonce }: { name: string; json: string | null; nonce?: string }) {
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      dangerouslySetInnerHTML={{ __html: useHtml(name, json) }}
      suppressHydrationWarning
    />
  );
}

/**
 * True while the page's first load hydrates (the root marks <html data-hydrated> once it has): a component that
 * renders static content can then keep the server's markup instead of hydrating it. Fixed for the component's life,
 * so one mounted by a client navigation renders its content as usual.
 */
export function useKeepsServerMarkup() {
  const [keeps] = useState(
    () => typeof document !== "undefined" && !document.documentElement.hasAttribute("data-hydrated"),
  );
  return keeps;
}

/** Props that keep an element's server-rendered children in the browser's first load, else render `children`. */
export function keptChildren(keeps: boolean, children: ReactNode) {
  return keeps ? { dangerouslySetInnerHTML: { __html: "" }, suppressHydrationWarning: true } : { children };
}

/**
 * Static sections (content from app/content, plain links, delegated triggers) as server HTML that the first load
 * does not hydrate: no event handlers, no React work, and no loader data for them. A client navigation renders them.
 */
export function Unhydrated({ children }: { children: ReactNode }) {
  return <div {...keptChildren(useKeepsServerMarkup(), children)} />;
}
