import type { MetaDescriptor } from "@remix-run/node";

export const BRAND = "BioLife";

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/shop". */
  path: string;
  siteUrl: string;
  image?: string;
  type?: "website" | "product" | "article";
}

/**
 * Title, description, canonical URL and Open Graph tags for one page. No og:description: it is optional in the Open
 * Graph protocol, and Facebook, LinkedIn and Slack read the description meta tag without it; it was the same
 * 160-character snippet a second time on every page (docs/decisions/0042).
 */
export function pageMeta({ title, description, path, siteUrl, image, type = "website" }: PageMeta): MetaDescriptor[] {
  const url = new URL(path, siteUrl).href;
  const fullTitle = title === BRAND ? title : `${title} | ${BRAND}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: fullTitle },
    { property: "og:url", content: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: BRAND },
    ...(image ? [{ property: "og:image", content: new URL(image, siteUrl).href }] : []),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
  ];
}

/** The site origin the root loader computed, for use in route `meta` functions. */
export function siteUrlFrom(matches: Array<{ id: string; data: unknown }>): string {
  const root = matches.find((m) => m.id === "root")?.data as { siteUrl?: string } | undefined;
  return root?.siteUrl ?? "http://localhost:3000";
}
