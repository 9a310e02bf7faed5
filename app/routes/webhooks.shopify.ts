import type { ActionFunctionArgs } from "@remix-run/node";
import { isCatalogueTopic, verifyShopifyWebhook } from "~/.server/http/shopify-webhook";

const reply = (status: number, body: Record<string, unknown>) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

/**
 * POST /webhooks/shopify: a signed products/* or collections/* webhook
 * purges the page cache and the Storefront cache, so shoppers see the
 * change on their next request. Unsigned or wrongly signed calls get 401.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return reply(405, { error: "Method not allowed" });
  const secret = context.services.env.SHOPIFY_WEBHOOK_SECRET;
  // Its size is bounded before this runs (BODY_LIMITS in ~/.server/http/body-limit: 512 KB, 413 beyond).
  const body = await request.text().catch(() => "");
  if (!secret || !verifyShopifyWebhook(body, request.headers.get("X-Shopify-Hmac-Sha256"), secret))
    return reply(401, { error: "Unauthorized" });
  const topic = request.headers.get("X-Shopify-Topic");
  if (!isCatalogueTopic(topic)) return reply(200, { purged: false });
  await context.services.purgeCatalogue();
  return reply(200, { purged: true });
}

export const loader = () => reply(405, { error: "Method not allowed" });
