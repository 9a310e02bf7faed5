import type { IndexEntry } from "./index-walk";
import { orderedListing, type ShopServices } from "./listing";

/** URLs per product sitemap file (the protocol allows 50,000; small files keep each response quick). */
export const SITEMAP_PAGE_SIZE = 500;

const XML_HEADERS = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" };

export const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export const xmlResponse = (body: string, status = 200) => new Response(body, { status, headers: XML_HEADERS });

/** Every product the shop lists, in the shop's order, cut into sitemap files. */
export async function productSitemapPages(services: ShopServices): Promise<IndexEntry[][]> {
  const { listed } = await orderedListing(services, { q: "", sort: "featured", collection: null, category: null });
  const pages: IndexEntry[][] = [];
  for (let i = 0; i < listed.length; i += SITEMAP_PAGE_SIZE) pages.push(listed.slice(i, i + SITEMAP_PAGE_SIZE));
  return pages;
}

/** The newest change among a file's products: the file's lastmod in the index. */
export const lastModified = (entries: IndexEntry[]) =>
  entries.reduce((latest, e) => (e.updatedAt > latest ? e.updatedAt : latest), "");

export function sitemapIndex(origin: string, files: Array<{ path: string; lastmod?: string }>) {
  const entries = files.map(
    (f) =>
      `  <sitemap><loc>${escapeXml(new URL(f.path, origin).href)}</loc>${f.lastmod ? `<lastmod>${escapeXml(f.lastmod)}</lastmod>` : ""}</sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries.join("\n")}
</sitemapindex>
`;
}

export function urlSet(origin: string, urls: Array<{ path: string; lastmod?: string }>) {
  const entries = urls.map(
    (u) =>
      `  <url><loc>${escapeXml(new URL(u.path, origin).href)}</loc>${u.lastmod ? `<lastmod>${escapeXml(u.lastmod)}</lastmod>` : ""}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries.join("\n")}
</urlset>
`;
}
