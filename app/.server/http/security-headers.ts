import crypto from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { BUY_BUTTON_SCRIPT_ORIGIN } from "../../lib/conditions/buy-button";
import { isPlainHttpStore, storeOrigin } from "../../lib/store-origin";

export interface SecurityOptions {
  /** Extra origins the pages may contact or embed (store CDN, checkout domain). */
  connectOrigins?: string[];
  imageOrigins?: string[];
  frameOrigins?: string[];
  scriptOrigins?: string[];
  /** Where forms (and the redirects they lead to) may go besides this site: the checkout domain. */
  formOrigins?: string[];
  dev?: boolean;
}

/**
 * What the blood sugar page's Buy Button widget needs, only when a real
 * Shopify store is configured: Shopify's SDK script, the store's Storefront
 * API and its image CDN. With the embedded storefront nothing is added.
 */
export function buyButtonCsp(storeDomain: string | undefined): Omit<SecurityOptions, "dev"> {
  if (!storeDomain) return {};
  const store = storeOrigin(storeDomain);
  // The stand-alone local storefront serves its product images itself, and has no Buy Button.
  if (isPlainHttpStore(storeDomain)) return { imageOrigins: [store] };
  return {
    scriptOrigins: [BUY_BUTTON_SCRIPT_ORIGIN],
    connectOrigins: [store],
    imageOrigins: ["https://cdn.shopify.com"],
  };
}

/** The checkout domain the cart's Checkout form redirects to, when a real store is configured. */
export function checkoutCsp(checkoutDomain: string | undefined): Pick<SecurityOptions, "formOrigins"> {
  if (!checkoutDomain) return {};
  return { formOrigins: [storeOrigin(checkoutDomain)] };
}

const NONCE_BYTES = 16;
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let noncePoolAt = noncePool.length;

/**
 * A fresh CSP nonce: 16 bytes from the CSPRNG, drawn from a pool refilled 256 nonces at a time (as Node does for
 * randomUUID). One randomBytes call per request was 5 % of a page-cache hit; each nonce is still used once.
 */
export function nextNonce(): string {
  if (noncePoolAt === noncePool.length) {
    crypto.randomFillSync(noncePool);
    noncePoolAt = 0;
  }
  const nonce = noncePool.toString("base64", noncePoolAt, noncePoolAt + NONCE_BYTES);
  noncePoolAt += NONCE_BYTES;
  return nonce;
}

/** Content-Security-Policy with a per-request nonce (res.locals.cspNonce) and the other baseline headers. */
export function securityHeaders(options: SecurityOptions = {}) {
  const list = (xs: string[] = []) => xs.filter(Boolean).join(" ");
  return (req: Request, res: Response, next: NextFunction) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    // Hashed build files are scripts and styles, not documents: a policy on each would only add bytes to every fetch.
    if ((req.path ?? "").startsWith("/assets/")) return next();
    const nonce = nextNonce();
    res.locals.cspNonce = nonce;
    const directives = [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}' 'strict-dynamic' ${list(options.scriptOrigins)}`.trim(),
      // The service worker (/sw.js, docs/decisions/0069): named here, as 'strict-dynamic' makes script-src ignore 'self'.
      "worker-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      `img-src 'self' data: blob: ${list(options.imageOrigins)}`.trim(),
      "font-src 'self'",
      "media-src 'self' blob: data:",
      // Vite's hot reload socket only in development; 'self' covers same-origin WebSockets.
      `connect-src 'self' ${options.dev ? "ws: " : ""}${list(options.connectOrigins)}`.trim(),
      `frame-src 'self' ${list(options.frameOrigins)}`.trim(),
      "frame-ancestors 'none'",
      "base-uri 'self'",
      `form-action 'self' ${list(options.formOrigins)}`.trim(),
      "object-src 'none'",
    ];
    res.setHeader("Content-Security-Policy", directives.join("; "));
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), geolocation=(), microphone=(self)");
    if (!options.dev && req.secure) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    next();
  };
}
