import type { MetaFunction } from "@remix-run/node";
import { shopLoader } from "~/.server/shop/loader";
import { ShopScreen } from "~/components/shop/ShopScreen";
import { shopScreens } from "~/content/shop-collections";
import { publicPageHeaders } from "~/lib/http-cache";
import { pageMeta, siteUrlFrom } from "~/lib/meta";

/** The shop screen over the Best Sellers collection. */
export const loader = shopLoader(shopScreens.bestsellers);
export const headers = publicPageHeaders("no-store");

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    title: shopScreens.bestsellers.title,
    description: "BioLife Best Sellers: supplements for African American health and wellness.",
    path: "/bestsellers",
    siteUrl: siteUrlFrom(matches),
  });

export default ShopScreen;
