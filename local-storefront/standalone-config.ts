import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

/**
 * Settings of the stand-alone storefront (`npm run storefront`): the
 * "Shopify" that several shop hosts share in tests and demos.
 */
const origin = z
  .string()
  .url()
  .refine((value) => new URL(value).href === `${new URL(value).origin}/`, "an origin (scheme, host, port; no path)")
  .transform((value) => new URL(value).origin);

export const standaloneSchema = z.object({
  STOREFRONT_PORT: z.coerce.number().int().min(0).max(65535).default(3100),
  STOREFRONT_HOST: z.string().default("127.0.0.1"),
  /** Carts, orders and the generated token live here; one storefront process owns it. */
  STOREFRONT_DATA_DIR: z.string().default(".data-storefront"),
  /** The origin shoppers reach it on (images and the checkout); defaults to the address it listens on. */
  STOREFRONT_PUBLIC_URL: origin.optional(),
  /** The public Storefront API token hosts send (their PUBLIC_STOREFRONT_API_TOKEN); generated into the data directory when unset. */
  STOREFRONT_ACCESS_TOKEN: z.string().min(16).optional(),
  /** A private (server-to-server) token, sent as Shopify-Storefront-Private-Token; none when unset. */
  STOREFRONT_PRIVATE_TOKEN: z.string().min(16).optional(),
  /** Where the checkout's "back to the shop" links go. */
  STOREFRONT_SHOP_URL: z.string().url().default("http://localhost:3000/shop"),
  /** The fault switch and merchant product edits (development and tests only). */
  STOREFRONT_DEV_ROUTES: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
});

export type StandaloneConfig = z.infer<typeof standaloneSchema>;

export function parseStandaloneConfig(source: Record<string, string | undefined>): StandaloneConfig {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = standaloneSchema.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`Invalid environment variable ${issue.path.join(".")}: ${issue.message}`);
  }
  return result.data;
}

/** The configured public token, or the one generated into the data directory on first start (kept across restarts). */
export function publicTokenFor(config: StandaloneConfig): string {
  if (config.STOREFRONT_ACCESS_TOKEN) return config.STOREFRONT_ACCESS_TOKEN;
  const file = path.join(config.STOREFRONT_DATA_DIR, "storefront-access-token");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    const token = randomBytes(16).toString("hex");
    fs.writeFileSync(file, `${token}\n`, { mode: 0o600, flag: "wx" });
    return token;
  }
}
