import { logger } from "~/.server/ops/logger";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { publicOrigin } from "~/.server/http/public-origin";
import { conditionPages } from "~/content/conditions";
import { learnTopics } from "~/content/learn";
import { lastModified, productSitemapPages, sitemapIndex, xmlResponse } from "~/.server/shop/sitemap";

/** Every public page the shop serves (listed in /sitemap/pages.xml). */
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

/**
 * The sitemap index: the static pages' sitemap, then one sitemap per
 * SITEMAP_PAGE_SIZE products with the newest product change as its lastmod.
 * The static pages are listed in /sitemap/pages.xml.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const origin = publicOrigin();
  const pages = await productSitemapPages(context.services).catch((error) => {
    logger.error({ err: error }, "sitemap: catalogue unavailable");
    return null;
  });
  if (!pages) return xmlResponse(sitemapIndex(origin, [{ path: "/sitemap/pages.xml" }]), 503);
  const files = [
    { path: "/sitemap/pages.xml" },
    ...pages.map((entries, i) => ({ path: `/sitemap/products/${i + 1}.xml`, lastmod: lastModified(entries) })),
  ];
  return xmlResponse(sitemapIndex(origin, files));
}
