/** SPEC §3: an order as fetch-shopify-orders returns it. */
export interface Order {
  id: string;
  name: string;
  created_at: string;
  currency: string;
  total_price: string;
  financial_status: string;
  fulfillment_status?: string | null;
  line_items: Array<{ title: string; quantity: number; price: string }>;
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
