import type { Order } from "~/lib/account/order";
import { jsonResponse } from "./function-response";
import { logger } from "~/.server/ops/logger";

export interface FetchShopifyOrdersDeps {
  /** The signed-in user the request carries, or null. */
  authenticate(request: Request): Promise<{ id: string; email: string } | null>;
  /** The email of the user's Shopify customer link, or null when not linked. */
  linkedEmail(userId: string): Promise<string | null>;
  /** The store's orders for a customer email, newest first. */
  ordersFor(email: string): Promise<Order[]>;
}

/**
 * SPEC §7 fetch-shopify-orders (no payload): the signed-in user's orders,
 * found by their linked Shopify email. Answers {orders, linked}; 401 when
 * signed out, 502 when the store cannot be read.
 */
export function createFetchShopifyOrders(deps: FetchShopifyOrdersDeps) {
  return async function fetchShopifyOrders(request: Request): Promise<Response> {
    const user = await deps.authenticate(request);
    if (!user) return jsonResponse({ error: "Not signed in" }, 401);
    try {
      const email = await deps.linkedEmail(user.id);
      if (!email) return jsonResponse({ orders: [], linked: false });
      return jsonResponse({ orders: await deps.ordersFor(email), linked: true });
    } catch (error) {
      logger.error(`fetch-shopify-orders: ${error instanceof Error ? error.message : String(error)}`);
      return jsonResponse({ error: "Failed to load orders" }, 502);
    }
  };
}
