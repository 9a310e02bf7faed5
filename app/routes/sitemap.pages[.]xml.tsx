import type { LoaderFunctionArgs } from "@remix-run/node";
import { siteUrl } from "~/.server/shell";
import { urlSet, xmlResponse } from "~/.server/shop/sitemap";
import { SITEMAP_STATIC_PATHS } from "./sitemap[.]xml";

/** /sitemap/pages.xml: the shop's static pages (their list lives beside the sitemap index). */
export function loader({ request }: LoaderFunctionArgs) {
  return xmlResponse(
    urlSet(
      siteUrl(request),
      SITEMAP_STATIC_PATHS.map((path) => ({ path })),
    ),
  );
}
