import type { LoaderFunctionArgs } from "@remix-run/node";
import { shopNow } from "~/.server/clock";
import { publicOrigin } from "~/.server/http/public-origin";
import { urlSet, xmlResponse } from "~/.server/shop/sitemap";
import { SITEMAP_STATIC_PATHS } from "./sitemap[.]xml";

/** /sitemap/pages.xml: the shop's static pages (their list lives beside the sitemap index). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  // Campaigns (issue 31): the giveaway page is listed only while a giveaway runs.
  const giveawayRuns = (await context.services.campaigns.active(shopNow(request))).giveaway !== null;
  const paths = SITEMAP_STATIC_PATHS.filter((path) => giveawayRuns || path !== "/kia-giveaway");
  return xmlResponse(
    urlSet(
      publicOrigin(),
      paths.map((path) => ({ path })),
    ),
  );
}
