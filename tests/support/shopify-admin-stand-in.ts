import express from "express";
import { serveWithLocalStorefront } from "./local-storefront";

/**
 * A stand-in for a real Shopify store on a local HTTP port: the Storefront
 * API (the embedded storefront) and the Admin GraphQL API's `orders` search,
 * answered in Shopify's format from scripted orders. Like Shopify, the Admin
 * endpoint wants X-Shopify-Access-Token and answers GraphQL errors with 200.
 */
export interface StandInOrder {
  email: string;
  legacyResourceId: string;
  name: string;
  createdAt: string;
  currencyCode: string;
  total: string;
  financial: string | null;
  fulfillment: string;
  lines: Array<{ title: string; quantity: number; price: string }>;
}

export type AdminMode = "ok" | "500" | "graphql-error" | "down";

export async function startShopifyAdminStandIn(options: { accessToken: string; orders: StandInOrder[] }) {
  const state = {
    mode: "ok" as AdminMode,
    requests: [] as Array<{
      version: string;
      token: string | undefined;
      query: string;
      variables: Record<string, unknown>;
    }>,
  };
  const app = express();
  app.post("/admin/api/:version/graphql.json", express.json(), (req, res) => {
    const { query = "", variables = {} } = (req.body ?? {}) as { query?: string; variables?: Record<string, unknown> };
    state.requests.push({ version: req.params.version, token: req.get("X-Shopify-Access-Token"), query, variables });
    if (state.mode === "down") return void req.socket.destroy();
    if (state.mode === "500") return void res.status(500).type("text/plain").send("Internal Server Error");
    if (req.get("X-Shopify-Access-Token") !== options.accessToken) {
      return void res
        .status(401)
        .json({ errors: "[API] Invalid API key or access token (unrecognized login or wrong password)" });
    }
    if (state.mode === "graphql-error") {
      return void res.json({
        errors: [
          {
            message: "Access denied for orders field. Required access: `read_orders` access scope.",
            extensions: { code: "ACCESS_DENIED" },
          },
        ],
      });
    }
    const search = /^email:"([^"]+)"$/.exec(String(variables.query ?? ""));
    if (!/orders\(first: \$first, query: \$query, sortKey: CREATED_AT, reverse: true\)/.test(query) || !search) {
      return void res.json({ errors: [{ message: "unexpected query", extensions: { code: "BAD_REQUEST" } }] });
    }
    const first = Number(variables.first);
    const lines = Number(variables.lines);
    const nodes = options.orders
      .filter((o) => o.email.toLowerCase() === search[1].toLowerCase())
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .slice(0, first)
      .map((o) => ({
        legacyResourceId: o.legacyResourceId,
        name: o.name,
        createdAt: o.createdAt,
        currencyCode: o.currencyCode,
        totalPriceSet: { shopMoney: { amount: o.total, currencyCode: o.currencyCode } },
        displayFinancialStatus: o.financial,
        displayFulfillmentStatus: o.fulfillment,
        lineItems: {
          nodes: o.lines.slice(0, lines).map((l) => ({
            title: l.title,
            quantity: l.quantity,
            originalUnitPriceSet: { shopMoney: { amount: l.price, currencyCode: o.currencyCode } },
          })),
        },
      }));
    res.json({ data: { orders: { nodes } }, extensions: { cost: { requestedQueryCost: 12 } } });
  });
  const { origin, close } = await serveWithLocalStorefront(app, "biolife-admin-");
  return { origin, state, close };
}
