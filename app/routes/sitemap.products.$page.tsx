import { logger } from "~/.server/ops/logger";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { publicOrigin } from "~/.server/http/public-origin";
import { productSitemapPages, urlSet, xmlResponse } from "~/.server/shop/sitemap";

/** /sitemap/products/{n}.xml: the n-th SITEMAP_PAGE_SIZE products, each with its last change. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const n = Number(/^([1-9]\d{0,5})\.xml$/.exec(params.page ?? "")?.[1] ?? NaN);
  const notFound = () =>
    new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  if (!Number.isInteger(n)) return notFound();
  let pages;
  try {
    pages = await productSitemapPages(context.services);
  } catch (error) {
    logger.error({ err: error }, "sitemap: catalogue unavailable");
    return new Response("Catalogue unavailable", { status: 503, headers: { "Retry-After": "60" } });
  }
  const entries = pages[n - 1];
  if (!entries) return notFound();
  return xmlResponse(
    urlSet(
      publicOrigin(),
      entries.map((p) => ({ path: `/product/${encodeURIComponent(p.handle)}`, lastmod: p.updatedAt })),
    ),
  );
}
