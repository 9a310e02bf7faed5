import { createHmac, timingSafeEqual } from "node:crypto";

/** True when `signature` (X-Shopify-Hmac-Sha256) is the base64 HMAC-SHA256 of the raw body under the app's secret. */
export function verifyShopifyWebhook(rawBody: string, signature: string | null, secret: string): boolean {
  if (!signature || !secret) return false;
  const expected = createHmac("sha256", secret).update(rawBody, "utf8").digest();
  const given = Buffer.from(signature, "base64");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Webhook topics after which stored pages may show an old catalogue. */
export const isCatalogueTopic = (topic: string | null) => /^(products|collections)\/[a-z_]+$/.test(topic ?? "");
