import { createCookie } from "@remix-run/node";
import { cookieName, secureCookies } from "~/.server/http/cookies";
import { sessionSecret } from "~/.server/secrets";

/**
 * The cart cookie: a signed, httpOnly id of the shopper's cart session (the
 * lines live server-side so two tabs adding at once cannot overwrite each
 * other). A tampered or malformed cookie reads as no cart.
 */
const THIRTY_DAYS = 60 * 60 * 24 * 30;

let cookie: ReturnType<typeof createCookie> | undefined;
function cartCookie() {
  cookie ??= createCookie(cookieName("biolife_cart"), {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies(),
    maxAge: THIRTY_DAYS,
    secrets: [sessionSecret()],
  });
  return cookie;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export async function readCartId(request: Request): Promise<string | null> {
  try {
    const value = await cartCookie().parse(request.headers.get("Cookie"));
    return typeof value === "string" && UUID.test(value) ? value : null;
  } catch {
    return null;
  }
}

export const cartCookieHeader = (cartId: string) => cartCookie().serialize(cartId);
