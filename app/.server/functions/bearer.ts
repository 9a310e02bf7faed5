import crypto from "node:crypto";

/**
 * The bearer token the in-process server functions accept: random per
 * process, known only to the routes that call them.
 */
const TOKEN = crypto.randomBytes(24).toString("hex");
export const internalFunctionToken = () => TOKEN;

export function bearerToken(request: Request): string | null {
  const header = request.headers.get("Authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

/** Constant-time comparison of the request's bearer token with the expected one. */
export function hasBearer(request: Request, expected: string): boolean {
  const given = bearerToken(request);
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
