import { shopNow } from "./clock";
import { env } from "./env";
import { storeOrigin } from "~/lib/store-origin";

/** Order tracking lives on the store platform: the store's own account pages, or Shop's tracker. */
export function orderTrackingUrl(): string {
  const domain = env().PUBLIC_STORE_DOMAIN;
  return domain ? `${storeOrigin(domain)}/account` : "https://shop.app/";
}

/** Chrome's WebMCP origin-trial token for the root loader (public by design: every page carries it), when set. */
export function webmcpOriginTrial(): { originTrial?: string } {
  const token = env().WEBMCP_ORIGIN_TRIAL_TOKEN;
  return token ? { originTrial: token } : {};
}

/** Date-driven shell facts decided on the server, so server and browser render the same. */
export function calendar(request: Request) {
  return { year: shopNow(request).getFullYear() };
}
