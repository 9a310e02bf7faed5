import type { Order } from "~/lib/account/order";

/**
 * Where a linked customer's orders come from: the local storefront's checkout
 * (adapted in server.ts, which mounts it) or the real store's Admin API.
 */
export interface OrderSource {
  /** The store's orders placed with this email, newest first; throws when the store cannot be read. */
  ordersFor(email: string): Promise<Order[]>;
}

/** A store whose orders this shop cannot read (a real store without SHOPIFY_ADMIN_API_TOKEN): the account shows the spec's failure. */
export function unreadableOrderSource(reason: string): OrderSource {
  return {
    ordersFor: async () => {
      throw new Error(reason);
    },
  };
}
