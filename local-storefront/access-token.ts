import { timingSafeEqual } from "node:crypto";
import type { NextFunction, Request, Response } from "express";

/**
 * The Storefront API's access check, as Shopify answers it: a request needs the
 * public token (`X-Shopify-Storefront-Access-Token`) or the private one
 * (`Shopify-Storefront-Private-Token`); a missing or wrong one gets 401 with
 * this body. A shop set up without the right token so fails at its first call.
 */
export const UNAUTHORIZED_BODY = { errors: [{ message: "", extensions: { code: "UNAUTHORIZED" } }] };

export interface AccessTokens {
  /** The public (client) token, sent as X-Shopify-Storefront-Access-Token. */
  publicToken: string;
  /** The private (server) token, sent as Shopify-Storefront-Private-Token; none: only the public one works. */
  privateToken?: string;
}

const same = (given: string | null | undefined, expected: string | undefined) => {
  if (!given || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Whether the headers carry a token this storefront issued. */
export function hasValidToken(header: (name: string) => string | null | undefined, tokens: AccessTokens): boolean {
  return (
    same(header("x-shopify-storefront-access-token"), tokens.publicToken) ||
    same(header("shopify-storefront-private-token"), tokens.privateToken)
  );
}

/** Express middleware for the GraphQL endpoint. */
export function requireAccessToken(tokens: AccessTokens) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (hasValidToken((name) => req.get(name), tokens)) return next();
    res.status(401).setHeader("Cache-Control", "no-store");
    res.json(UNAUTHORIZED_BODY);
  };
}
