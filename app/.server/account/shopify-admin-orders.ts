import { fromAdminOrder, type AdminOrderNode } from "~/lib/account/order";
import type { OrderSource } from "./order-source";

/** How many of a customer's newest orders the account shows. */
export const ORDER_HISTORY_SIZE = 50;
const LINE_ITEMS = 50;

/** Orders by the linked email, newest first (the Admin API's orders search; see docs/decisions/0009-order-source.md). */
export const CUSTOMER_ORDERS_QUERY = `#graphql
  query CustomerOrders($query: String!, $first: Int!, $lines: Int!) {
    orders(first: $first, query: $query, sortKey: CREATED_AT, reverse: true) {
      nodes {
        legacyResourceId
        name
        createdAt
        currencyCode
        totalPriceSet { shopMoney { amount } }
        displayFinancialStatus
        displayFulfillmentStatus
        lineItems(first: $lines) {
          nodes { title quantity originalUnitPriceSet { shopMoney { amount } } sellingPlan { name } }
        }
      }
    }
  }
`;

export interface AdminOrderSourceOptions {
  /** The store's permanent domain (your-store.myshopify.com), or an origin such as http://127.0.0.1:4000. */
  storeDomain: string;
  /** An Admin API access token with the read_orders scope (X-Shopify-Access-Token). */
  accessToken: string;
  apiVersion: string;
  timeoutMs?: number;
}

/** The search term for one email: quoted, so the address is matched whole. */
export const emailSearch = (email: string) => `email:"${email.replace(/["\\]/g, "")}"`;

export function adminApiUrl(storeDomain: string, apiVersion: string): string {
  const origin = /^https?:\/\//.test(storeDomain) ? storeDomain.replace(/\/+$/, "") : `https://${storeDomain}`;
  return `${origin}/admin/api/${apiVersion}/graphql.json`;
}

/** The real store's orders through the Shopify Admin GraphQL API. */
export function createAdminOrderSource(options: AdminOrderSourceOptions): OrderSource {
  const url = adminApiUrl(options.storeDomain, options.apiVersion);
  return {
    async ordersFor(email) {
      const response = await fetch(url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Accept: "application/json",
          "X-Shopify-Access-Token": options.accessToken,
        },
        body: JSON.stringify({
          query: CUSTOMER_ORDERS_QUERY,
          variables: { query: emailSearch(email), first: ORDER_HISTORY_SIZE, lines: LINE_ITEMS },
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 8000),
      });
      if (!response.ok) throw new Error(`Shopify Admin API answered ${response.status}`);
      const body = (await response.json().catch(() => null)) as {
        data?: { orders?: { nodes?: AdminOrderNode[] } };
        errors?: unknown;
      } | null;
      if (!body || body.errors)
        throw new Error(`Shopify Admin API error: ${JSON.stringify(body?.errors ?? "not JSON").slice(0, 300)}`);
      const nodes = body.data?.orders?.nodes;
      if (!Array.isArray(nodes)) throw new Error("Shopify Admin API answered without orders");
      return nodes.map(fromAdminOrder);
    },
  };
}
