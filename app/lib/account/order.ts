/** SPEC §3: an order as fetch-shopify-orders returns it. */
export interface Order {
  id: string;
  name: string;
  created_at: string;
  currency: string;
  total_price: string;
  financial_status: string;
  fulfillment_status?: string | null;
  line_items: Array<{
    title: string;
    quantity: number;
    price: string;
    /** A subscription line's selling plan (the local storefront's orders; Shopify's LineItem.sellingPlan). */
    selling_plan?: { name: string } | null;
  }>;
}

export const ACCOUNT_MESSAGES = {
  noOrders: "No orders found. Start shopping to see your order history!",
  linkPrompt: "Link your Shopify account to see your order history.",
  ordersFailed: "Failed to load order history",
  linked: "Shopify account linked successfully!",
  linkFailed: "Failed to link Shopify account",
} as const;

/** SPEC §3: the link stores `email_` plus the email as the customer id. */
export const shopifyCustomerId = (email: string) => `email_${email}`;

/** An order as the Shopify Admin GraphQL API answers it (the fields CUSTOMER_ORDERS_QUERY asks for). */
export interface AdminOrderNode {
  legacyResourceId: string;
  name: string;
  createdAt: string;
  currencyCode: string;
  totalPriceSet: { shopMoney: { amount: string } };
  displayFinancialStatus: string | null;
  displayFulfillmentStatus: string;
  lineItems: {
    nodes: Array<{
      title: string;
      quantity: number;
      originalUnitPriceSet: { shopMoney: { amount: string } };
      /** Admin API LineItem.sellingPlan: set on a subscription line. */
      sellingPlan?: { name: string } | null;
    }>;
  };
}

/** Admin API enums (PARTIALLY_REFUNDED) in the REST spelling the spec's Order uses (partially_refunded). */
const restStatus = (value: string) => value.toLowerCase();

/** SPEC §3's Order from an Admin API order; like Shopify's REST orders, an unfulfilled order has no fulfillment status. */
export function fromAdminOrder(node: AdminOrderNode): Order {
  const fulfillment = restStatus(node.displayFulfillmentStatus);
  return {
    id: node.legacyResourceId,
    name: node.name,
    created_at: node.createdAt,
    currency: node.currencyCode,
    total_price: node.totalPriceSet.shopMoney.amount,
    financial_status: node.displayFinancialStatus ? restStatus(node.displayFinancialStatus) : "pending",
    fulfillment_status: fulfillment === "unfulfilled" ? null : fulfillment,
    line_items: node.lineItems.nodes.map((item) => ({
      title: item.title,
      quantity: item.quantity,
      price: item.originalUnitPriceSet.shopMoney.amount,
      ...(item.sellingPlan ? { selling_plan: { name: item.sellingPlan.name } } : {}),
    })),
  };
}
