import type { MetaFunction } from "@remix-run/node";
import { shopLoader } from "~/.server/shop/loader";
import { ShopScreen } from "~/components/shop/ShopScreen";
import { publicPageHeaders } from "~/lib/http-cache";
import { pageMeta, siteUrlFrom } from "~/lib/meta";

export const loader = shopLoader();
export const headers = publicPageHeaders("no-store");

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Shop Supplements",
    description:
      "Shop BioLife supplements for blood sugar, heart, brain, sleep, energy and more: third-party tested, made in the USA.",
    path: "/shop",
    siteUrl: siteUrlFrom(matches),
  });

export default ShopScreen;
