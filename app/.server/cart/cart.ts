import type { Services } from "~/.server/services";
import { clearCart, emptyCart, type CartState } from "~/lib/cart/rules";
import { emptyCartView, type CartView } from "~/lib/cart/view";
import { cartCookieHeader, readCartId } from "./cookie";
import { clearOfflineCartCookie, offlineCartCookie, readOfflineCart, withOfflineLines } from "./offline-cookie";
import { createCartStore, type CartStore } from "./store";
import { resolveCartView } from "./view";
import { logger } from "~/.server/ops/logger";

const withoutCheckout = ({ cartId: _cartId, checkoutUrl: _checkoutUrl, ...rest }: CartState): CartState => rest;

/** What the cart needs of the shop's services. */
export type CartServices = Pick<Services, "db" | "catalogue">;

/**
 * The shopper's server-side cart: read by the root loader, changed by the /cart action. One store per
 * database: the page cache's remembered answers keep a function of it, and one per request kept a whole
 * store alive with each of them.
 */
const stores = new WeakMap<object, CartStore>();
async function store(services: CartServices) {
  const db = await services.db();
  let carts = stores.get(db);
  if (!carts) stores.set(db, (carts = createCartStore(db)));
  return carts;
}

/**
 * The cart as the shopper sees it. When a checkout was started and the store
 * says its order has since been placed, the cart is emptied: the shopper
 * bought it. When the store does not know that checkout's cart (a shop moved
 * without its storefront store), the lines stay and only the dead checkout is
 * forgotten. While the database is unreachable the lines kept in the offline
 * cookie are shown.
 */
export async function loadCart(request: Request, services: CartServices): Promise<{ cart: CartView }> {
  const [id, offline] = await Promise.all([readCartId(request), readOfflineCart(request)]);
  if (!id && !offline) return { cart: emptyCartView() };
  let state: CartState = emptyCart();
  let saved = true;
  try {
    if (id) state = await (await store(services)).read(id);
  } catch (error) {
    saved = false;
    logger.error(`cart: database unavailable, showing the offline cart: ${(error as Error).message}`);
  }
  state = withOfflineLines(state, offline);
  if (state.cartId) {
    const status = await services.catalogue.checkoutStatus(state.cartId).catch(() => "open" as const);
    if (status !== "open") {
      // Bought: empty it. Unknown: keep the lines without the checkout. Where it is kept, too (an offline cart
      // is changed by its next change, or expires).
      const after = status === "ordered" ? clearCart : withoutCheckout;
      state = after(state);
      if (id && saved && !offline) await (await store(services)).update(id, after).catch(() => undefined);
    }
  }
  return { cart: await resolveCartView(state, services.catalogue) };
}

/**
 * loadCart from what this process holds in memory alone (the page cache's
 * cheap hits); undefined when that would take the database (a cart not in
 * memory) or the storefront (whether a started checkout was paid). With it,
 * `unchanged`: whether the cart in memory is still the one read (a cart only
 * in the cookies read is).
 */
export async function loadCartFromMemory(
  request: Request,
  services: CartServices,
): Promise<{ cart: CartView; unchanged: () => boolean } | undefined> {
  const [id, offline] = await Promise.all([readCartId(request), readOfflineCart(request)]);
  if (!id && !offline) return { cart: emptyCartView(), unchanged: () => true };
  const carts = id ? await store(services) : null;
  const held = id ? carts?.held(id) : undefined;
  const stored = id ? carts!.cached(id) : emptyCart();
  if (!stored) return undefined;
  const state = withOfflineLines(stored, offline);
  if (state.cartId) return undefined;
  return {
    cart: await resolveCartView(state, services.catalogue),
    unchanged: () => !id || carts!.held(id) === held,
  };
}

/**
 * Applies a change to the stored cart, folding in any offline lines; when the
 * database cannot be reached the result is kept in the offline cookie instead.
 * Throws CartUnavailableError only when that cookie would be too large.
 */
export async function changeCart(
  request: Request,
  services: CartServices,
  change: (cart: CartState) => CartState,
): Promise<{ cart: CartState; setCookie: string[] }> {
  const [id, offline] = await Promise.all([readCartId(request), readOfflineCart(request)]);
  let result: { id: string; cart: CartState };
  try {
    result = await (await store(services)).update(id, (cart) => change(withOfflineLines(cart, offline)));
  } catch (error) {
    logger.error(`cart: database unavailable, keeping the cart in a cookie: ${(error as Error).message}`);
    const cart = change(withOfflineLines(emptyCart(), offline));
    return { cart, setCookie: [await offlineCartCookie(cart)] };
  }
  const setCookie = [await cartCookieHeader(result.id)];
  if (offline) setCookie.push(await clearOfflineCartCookie());
  return { cart: result.cart, setCookie };
}

export async function cartView(cart: CartState, services: CartServices): Promise<CartView> {
  return resolveCartView(cart, services.catalogue);
}

/** The root loader's cart: a database fault must not take every page down. */
export async function loadCartSafely(request: Request, services: CartServices): Promise<{ cart: CartView }> {
  try {
    return await loadCart(request, services);
  } catch (error) {
    logger.error({ err: error }, "cart: could not load the cart");
    return { cart: emptyCartView() };
  }
}
