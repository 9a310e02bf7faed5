import { z } from "zod";
import { DEFAULT_PORT } from "./ops/settings";

/**
 * Every setting the shop reads, validated once at start. Unset means the
 * embedded default (see README "Configuration").
 */
const optionalUrl = z.string().url().optional();

function isWebOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && url.href === `${url.origin}/`;
  } catch {
    return false;
  }
}

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULT_PORT),
  HOST: z.string().default("0.0.0.0"),
  /**
   * The shop's public origin (scheme, host, port; no path) for every absolute URL it writes and every
   * link it mails; defaults to the address the server listens on, never to a request's Host.
   */
  PUBLIC_SITE_URL: z
    .string()
    .refine(isWebOrigin, 'an origin such as "https://shop.example" (http or https, no path, query or credentials)')
    .optional(),
  SESSION_SECRET: z.string().min(32).optional(),
  /** Where the embedded database and generated secrets live. */
  DATA_DIR: z.string().default(".data"),
  /** How many proxy hops in front of the shop to believe (X-Forwarded-For/-Host/-Proto); 0 ignores those headers. */
  TRUSTED_PROXIES: z.coerce.number().int().min(0).max(10).default(0),
  /** Open connections one client address may hold when it connects directly (TRUSTED_PROXIES=0); 0 sets no cap. */
  MAX_CONNECTIONS_PER_CLIENT: z.coerce.number().int().min(0).max(100_000).default(512),

  PUBLIC_STORE_DOMAIN: z.string().min(1).optional(),
  PUBLIC_STOREFRONT_API_TOKEN: z.string().min(1).optional(),
  PUBLIC_STOREFRONT_API_VERSION: z
    .string()
    .regex(/^\d{4}-\d{2}$/, "expected YYYY-MM")
    .optional(),
  /** The store's permanent domain (your-store.myshopify.com) that checkout links go to; defaults to PUBLIC_STORE_DOMAIN. */
  PUBLIC_CHECKOUT_DOMAIN: z.string().min(1).optional(),
  /** Chrome's origin-trial token for WebMCP: pages then carry its meta tag, so Chrome users' agents see the tools. */
  WEBMCP_ORIGIN_TRIAL_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9+/=]{20,4096}$/)
    .optional(),
  /** The Shopify app's secret that signs webhooks (X-Shopify-Hmac-Sha256); without it /webhooks/shopify answers 401. */
  SHOPIFY_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Admin API token (read_orders) for linked customers' order history from a real store. */
  SHOPIFY_ADMIN_API_TOKEN: z.string().min(1).optional(),
  /** Admin API version; defaults to the Storefront API version in use. */
  SHOPIFY_ADMIN_API_VERSION: z
    .string()
    .regex(/^\d{4}-\d{2}$/, "expected YYYY-MM")
    .optional(),
  STOREFRONT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(8000),

  DATABASE_URL: optionalUrl,
  SUPABASE_URL: optionalUrl,
  SUPABASE_ANON_KEY: z.string().min(1).optional(),

  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  HEALTH_CHAT_URL: optionalUrl,
  /** Bearer token for HEALTH_CHAT_URL; defaults to SUPABASE_ANON_KEY (what a Supabase function expects). */
  HEALTH_CHAT_TOKEN: z.string().min(1).optional(),
  REALTIME_URL: optionalUrl,

  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default("BioLife <hello@biolife.local>"),
  STORE_EMAIL: z.string().email().default("orders@biolife.local"),

  EVENTS_FEED_URL: optionalUrl,
  RESOURCES_FEED_URL: optionalUrl,
  SUPPORT_GROUPS_FEED_URL: optionalUrl,
  HEALTH_STORIES_FEED_URL: optionalUrl,

  REDIS_URL: optionalUrl,
  /** Prefix of every Redis key, so several shops (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,40}$/)
    .default("biolife:"),
  /** Multiplies every abuse limit (the end-to-end suite raises them: all its traffic comes from one address). */
  RATE_LIMIT_SCALE: z.coerce.number().positive().max(1000).default(1),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** Fixed clock (ISO instant) for the shop's date decisions (campaigns); honoured outside production or with SHOP_CLOCK=on. */
  BIOLIFE_NOW: z.string().datetime({ offset: true }).optional(),
  /** Moves the shop's clock by this much ("-30d", "+12h", "90m"); honoured outside production or with SHOP_CLOCK=on. */
  CLOCK_OFFSET: z
    .string()
    .regex(/^[+-]?\d{1,6}[dhm]$/, 'a signed number with d, h or m, e.g. "-30d"')
    .optional(),
  /** Enables the crash test page and the local storefront's fault switch in production; it opens nothing that reads or grants (those need an admin session under every setting). */
  DEV_ROUTES: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  /** Lets BIOLIFE_NOW, CLOCK_OFFSET and the biolife_clock cookie move the shop's clock in production (for demos); grants nothing else. */
  SHOP_CLOCK: z
    .enum(["on", "off"])
    .default("off")
    .transform((v) => v === "on"),
  /** The embedded storefront draws every product image the pages name into DATA_DIR/images after start; off for short-lived test servers. */
  PREDRAW_IMAGES: z
    .enum(["on", "off"])
    .default("on")
    .transform((v) => v === "on"),
});

/** Several workers cannot share the embedded database or storefront: each lives inside one process. */
const clusterSchema = envSchema.superRefine((value, ctx) => {
  // A store origin written with http:// is the stand-alone local storefront: for tests and demos only.
  for (const key of ["PUBLIC_STORE_DOMAIN", "PUBLIC_CHECKOUT_DOMAIN"] as const) {
    if (value.NODE_ENV === "production" && /^http:\/\//i.test(value[key] ?? "")) {
      ctx.addIssue({
        code: "custom",
        path: [key],
        message:
          "production needs an https store (http:// is accepted only outside production, for the local storefront)",
      });
    }
  }
  if ((value.WEB_CONCURRENCY ?? 1) > 1 && (!value.DATABASE_URL || !value.PUBLIC_STORE_DOMAIN)) {
    ctx.addIssue({
      code: "custom",
      path: ["WEB_CONCURRENCY"],
      message:
        "more than one worker needs DATABASE_URL and PUBLIC_STORE_DOMAIN (the embedded database and storefront live in one process)",
    });
  }
  if ((value.WEB_CONCURRENCY ?? 1) > 1 && !value.REDIS_URL) {
    ctx.addIssue({
      code: "custom",
      path: ["WEB_CONCURRENCY"],
      message: "more than one worker needs REDIS_URL (each worker's page cache would miss the others' purges)",
    });
  }
});

export type Env = z.infer<typeof envSchema>;

/** Treat empty strings as unset so `.env` templates with blank values work. */
function clean(source: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = clusterSchema.safeParse(clean(source));
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new EnvError(`Invalid environment variable ${issue.path.join(".")}: ${issue.message}`);
  }
  return result.data;
}

export class EnvError extends Error {}

let cached: Env | undefined;
export function env(): Env {
  cached ??= parseEnv();
  return cached;
}
