import type { LoaderFunctionArgs } from "@remix-run/node";
import { siteUrl } from "~/.server/shell";
import { conditionPages } from "~/content/conditions";
import { learnTopics } from "~/content/learn";
import { listProducts } from "~/lib/catalogue/listing";

/** Every public page the shop serves. */
export const SITEMAP_STATIC_PATHS = [
  "/",
  "/shop",
  "/bundles",
  "/bestsellers",
  "/quiz",
  "/kia-giveaway",
  "/about",
  "/contact",
  "/shipping",
  "/faq",
  "/privacy",
  "/terms",
  "/disclaimer",
  "/health-goals",
  "/conditions",
  ...conditionPages.map((c) => `/conditions/${c.slug}`),
  "/learn",
  ...learnTopics.map((t) => `/learn/${t.slug}`),
];

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const origin = siteUrl(request);
  const products = await context.services.catalogue
    .products(250)
    .then(listProducts)
    .catch((error) => {
      console.error("sitemap: catalogue unavailable", error);
      return [];
    });
  const urls = [...SITEMAP_STATIC_PATHS, ...products.map((p) => `/product/${p.handle}`)];
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.map((path) => `  <url><loc>${escapeXml(new URL(path, origin).href)}</loc></url>`).join("\n")}
</urlset>
`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
