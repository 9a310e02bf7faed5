import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { storefrontErrorToast } from "~/.server/storefront";
import { CATALOGUE_UNAVAILABLE } from "~/lib/catalogue/unavailable";
import { categoryCollections } from "~/content/shop-collections";
import { readShopQuery, shopListing } from "./listing";
import { logger } from "~/.server/ops/logger";

export const SHOP_CACHE = "public, max-age=60, s-maxage=300, stale-while-revalidate=600";

/** The loader of /shop, /bundles and /bestsellers (a fixed collection and title for the last two). */
export function shopLoader(fixed?: { id: string; title: string }) {
  return async ({ request, context }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const query = readShopQuery(url, fixed?.id);
    const title = fixed?.title ?? (query.category ? categoryCollections[query.category].title : "Shop Supplements");
    try {
      const listing = await shopListing(context.services, query);
      return data({ query, title, listing, error: null }, { headers: { "Cache-Control": SHOP_CACHE } });
    } catch (error) {
      logger.error({ err: error }, "shop: catalogue unavailable");
      const toast = storefrontErrorToast(error);
      return data(
        {
          query,
          title,
          listing: { items: [], page: 1, pageCount: 1, total: 0, catalogueSize: 0 },
          error: toast ?? CATALOGUE_UNAVAILABLE,
        },
        { status: 503, headers: { "Cache-Control": "no-store" } },
      );
    }
  };
}
