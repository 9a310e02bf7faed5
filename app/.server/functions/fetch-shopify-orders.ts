import type { Order } from "~/lib/account/order";
import { jsonResponse } from "./function-response";
import { logger } from "~/.server/ops/logger";

export interface OrdersUser {
  id: string;
  email: string;
  emailConfirmed: boolean;
}

export interface FetchShopifyOrdersDeps {
  /** The signed-in user the request carries, or null. */
  authenticate(request: Request): Promise<OrdersUser | null>;
  /** The user's Shopify customer link and whether its address is proved, or null when not linked. */
  linkOf(user: OrdersUser): Promise<{ email: string; confirmed: boolean } | null>;
  /** The store's orders for a customer email, newest first. */
  ordersFor(email: string): Promise<Order[]>;
}

/**
 * SPEC §7 fetch-shopify-orders (no payload): the signed-in user's orders,
 * found by their linked Shopify email. Answers {orders, linked, confirmed};
 * an address the user has not proved is never looked up (confirmed: false,
 * no orders). 401 when signed out, 502 when the store cannot be read.
 */
export function createFetchShopifyOrders(deps: FetchShopifyOrdersDeps) {
  return async function fetchShopifyOrders(request: Request): Promise<Response> {
    const user = await deps.authenticate(request);
    if (!user) return jsonResponse({ error: "Not signed in" }, 401);
    try {
      const link = await deps.linkOf(user);
      if (!link) return jsonResponse({ orders: [], linked: false, confirmed: false });
      if (!link.confirmed) return jsonResponse({ orders: [], linked: true, confirmed: false });
      return jsonResponse({ orders: await deps.ordersFor(link.email), linked: true, confirmed: true });
    } catch (error) {
      logger.error(`fetch-shopify-orders: ${error instanceof Error ? error.message : String(error)}`);
      return jsonResponse({ error: "Failed to load orders" }, 502);
    }
  };
}
