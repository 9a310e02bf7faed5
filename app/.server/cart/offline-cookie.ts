import { createCookie } from "@remix-run/node";
import { z } from "zod";
import { cookieName, secureCookies } from "~/.server/http/cookies";
import { sessionSecret } from "~/.server/secrets";
import { addLine, MAX_LINE_QUANTITY, type CartState } from "~/lib/cart/rules";

/**
 * The cart kept in a signed cookie while the database cannot be reached, so
 * browsing and adding to the cart keep working through an outage. When the
 * database answers again the next change merges these lines into the stored
 * cart and clears the cookie.
 */
const ONE_WEEK = 60 * 60 * 24 * 7;
/** Browsers keep cookies up to 4096 bytes; a fuller offline cart answers "please try again" instead of losing lines. */
const MAX_COOKIE_BYTES = 3800;

export class CartUnavailableError extends Error {
  constructor() {
    super("The cart cannot be saved right now");
    this.name = "CartUnavailableError";
  }
}

const offlineCart = z.object({
  // [variant, quantity] or, for a subscription, [variant, quantity, selling plan].
  l: z
    .array(
      z.union([
        z.tuple([z.string().min(1).max(200), z.number().int().min(1).max(MAX_LINE_QUANTITY)]),
        z.tuple([
          z.string().min(1).max(200),
          z.number().int().min(1).max(MAX_LINE_QUANTITY),
          z.string().min(1).max(200),
        ]),
      ]),
    )
    .max(100),
  c: z.string().optional(),
  u: z.string().url().optional(),
});

let cookie: ReturnType<typeof createCookie> | undefined;
function offlineCookie() {
  cookie ??= createCookie(cookieName("biolife_cart_offline"), {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies(),
    maxAge: ONE_WEEK,
    secrets: [sessionSecret()],
  });
  return cookie;
}

export async function readOfflineCart(request: Request): Promise<CartState | null> {
  try {
    const parsed = offlineCart.safeParse(await offlineCookie().parse(request.headers.get("Cookie")));
    if (!parsed.success) return null;
    return {
      lines: parsed.data.l.map(([merchandiseId, quantity, sellingPlanId]) => ({
        merchandiseId,
        quantity,
        ...(sellingPlanId ? { sellingPlanId } : {}),
      })),
      ...(parsed.data.c ? { cartId: parsed.data.c } : {}),
      ...(parsed.data.u ? { checkoutUrl: parsed.data.u } : {}),
    };
  } catch {
    return null;
  }
}

export async function offlineCartCookie(cart: CartState): Promise<string> {
  const value = {
    l: cart.lines.map((l) =>
      l.sellingPlanId ? [l.merchandiseId, l.quantity, l.sellingPlanId] : [l.merchandiseId, l.quantity],
    ),
    ...(cart.cartId ? { c: cart.cartId } : {}),
    ...(cart.checkoutUrl ? { u: cart.checkoutUrl } : {}),
  };
  const header = await offlineCookie().serialize(value);
  if (header.length > MAX_COOKIE_BYTES) throw new CartUnavailableError();
  return header;
}

export const clearOfflineCartCookie = () => offlineCookie().serialize("", { maxAge: 0 });

/** The stored cart with the offline lines added on top; the offline checkout, being newer, wins. */
export function withOfflineLines(stored: CartState, offline: CartState | null): CartState {
  if (!offline) return stored;
  const merged = offline.lines.reduce(
    (cart, line) => addLine(cart, line.merchandiseId, line.quantity, line.sellingPlanId),
    stored,
  );
  return { ...merged, ...(offline.cartId ? { cartId: offline.cartId, checkoutUrl: offline.checkoutUrl } : {}) };
}
